import { PageHeader } from '../../components/ui/page-header';
import { AdminNav } from '../../features/admin/admin-nav';
import { requireSession } from '../../features/auth/require-session';
import { useOpsTranslation } from '../../features/operations/ops-parts';
import { LifelinesPanel } from '../../features/operations/lifelines-panel';

export const loader = requireSession(['admin']);

/** /admin/lifelines: lifeline statistics (SPEC.md section 2). */
export function Component() {
  const { t } = useOpsTranslation();
  return (
    <div className="grid grid-cols-1 gap-5">
      <PageHeader title={t('lifelines.title')} lead={t('lifelines.lead')} />
      <AdminNav />
      <LifelinesPanel />
    </div>
  );
}
