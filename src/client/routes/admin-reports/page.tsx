import { PageHeader } from '../../components/ui/page-header';
import { AdminNav } from '../../features/admin/admin-nav';
import { requireSession } from '../../features/auth/require-session';
import { useOpsTranslation } from '../../features/operations/ops-parts';
import { ReportsPanel } from '../../features/operations/reports-panel';

export const loader = requireSession(['admin']);

/** /admin/reports: VAR reports across games (SPEC.md section 2). */
export function Component() {
  const { t } = useOpsTranslation();
  return (
    <div className="grid grid-cols-1 gap-5">
      <PageHeader title={t('reports.title')} lead={t('reports.lead')} />
      <AdminNav />
      <ReportsPanel />
    </div>
  );
}
