import { useTranslation } from '../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { TabList } from '../../components/ui/tabs';
import { AdminNav } from '../../features/admin/admin-nav';
import { CategoriesPanel } from '../../features/admin/categories-panel';
import { ActivityPanel, OverviewPanel, SettingsPanel } from '../../features/admin/dashboard-panels';
import { ImportPanel } from '../../features/admin/import-panel';
import { QuestionsPanel } from '../../features/admin/questions-panel';
import { ReviewPanel } from '../../features/admin/review-panel';
import { requireSession } from '../../features/auth/require-session';

export const loader = requireSession(['admin']);

const TABS = ['overview', 'questions', 'import', 'categories', 'review', 'activity', 'settings'] as const;
type Tab = (typeof TABS)[number];

/** /admin: the dashboard with its tabs (SPEC.md section 2); the tab is in the address so it can be shared. */
export function Component() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab | null;
  const active: Tab = requested && TABS.includes(requested) ? requested : 'overview';
  const panels: Record<Tab, () => React.ReactNode> = {
    overview: () => <OverviewPanel />,
    questions: () => <QuestionsPanel />,
    import: () => <ImportPanel />,
    categories: () => <CategoriesPanel />,
    review: () => <ReviewPanel />,
    activity: () => <ActivityPanel />,
    settings: () => <SettingsPanel />,
  };
  return (
    <div data-testid="admin-dashboard" className="grid grid-cols-1 gap-5">
      <PageHeader title={t('title')} lead={t('lead')} />
      <AdminNav />
      <TabList
        label={t('tabs.label')}
        idPrefix="admin"
        tabs={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
        active={active}
        onChange={(key) => setParams({ tab: key })}
      />
      <section role="tabpanel" id={`admin-panel-${active}`} aria-labelledby={`admin-tab-${active}`}>
        {panels[active]()}
      </section>
    </div>
  );
}
