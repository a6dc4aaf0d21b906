import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { AdminNav } from '../../features/admin/admin-nav';
import { requireSession } from '../../features/auth/require-session';
import { useOpsTranslation } from '../../features/operations/ops-parts';
import { UserPage } from '../../features/operations/users-panel';

export const loader = requireSession(['admin']);

/** /admin/users/:userId: one user's page. */
export function Component() {
  const { t } = useOpsTranslation();
  const { userId = '' } = useParams();
  return (
    <div className="grid grid-cols-1 gap-5">
      <PageHeader title={t('users.pageTitle')} lead={t('users.pageLead')} />
      <AdminNav />
      <div>
        <ButtonLink to="/admin/users" variant="ghost">
          {t('users.back')}
        </ButtonLink>
      </div>
      <UserPage userId={userId} />
    </div>
  );
}
