import { PageHeader } from '../../components/ui/page-header';
import { AdminNav } from '../../features/admin/admin-nav';
import { requireSession } from '../../features/auth/require-session';
import { useOpsTranslation } from '../../features/operations/ops-parts';
import { UsersPanel } from '../../features/operations/users-panel';

export const loader = requireSession(['admin']);

/** /admin/users: user management (SPEC.md section 2). */
export function Component() {
  const { t } = useOpsTranslation();
  return (
    <div className="grid grid-cols-1 gap-5">
      <PageHeader title={t('users.title')} lead={t('users.lead')} />
      <AdminNav />
      <UsersPanel />
    </div>
  );
}
