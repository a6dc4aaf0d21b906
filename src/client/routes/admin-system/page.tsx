import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { TabList } from '../../components/ui/tabs';
import { AdminNav } from '../../features/admin/admin-nav';
import { requireSession } from '../../features/auth/require-session';
import { useOpsTranslation } from '../../features/operations/ops-parts';
import {
  AuthTab,
  EnvironmentTab,
  ErrorsTab,
  StatusTab,
  ToolsTab,
} from '../../features/operations/system-panel';

export const loader = requireSession(['admin']);

const TABS = ['status', 'environment', 'errors', 'authentication', 'tools'] as const;
type Tab = (typeof TABS)[number];
const PANELS: Record<Tab, () => React.ReactNode> = {
  status: () => <StatusTab />,
  environment: () => <EnvironmentTab />,
  errors: () => <ErrorsTab />,
  authentication: () => <AuthTab />,
  tools: () => <ToolsTab />,
};

/** /admin/system: system status with live metrics, and the diagnostics tabs (SPEC.md section 2). */
export function Component() {
  const { t } = useOpsTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab | null;
  const active: Tab = requested && TABS.includes(requested) ? requested : 'status';
  return (
    <div className="grid grid-cols-1 gap-5">
      <PageHeader title={t('system.title')} lead={t('system.lead')} />
      <AdminNav />
      <TabList
        label={t('system.tabs.label')}
        idPrefix="system"
        tabs={TABS.map((key) => ({ key, label: t(`system.tabs.${key}`) }))}
        active={active}
        onChange={(key) => setParams({ tab: key })}
      />
      <section role="tabpanel" id={`system-panel-${active}`} aria-labelledby={`system-tab-${active}`}>
        {PANELS[active]()}
      </section>
    </div>
  );
}
