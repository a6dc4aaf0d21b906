import { useLoaderData } from 'react-router';
import type { SessionUser } from '../../../shared/contracts/auth';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { ChangePasswordForm } from '../../features/auth/change-password-form';
import { useAuthTranslation } from '../../features/auth/form-parts';
import { ProfileEditor } from '../../features/auth/profile-editor';
import { requireSession } from '../../features/auth/require-session';

export const loader = requireSession(['admin']);

/** /admin/profile: the admin's details, avatar (image, under 5 MB) and password (8+, letters and numbers). */
export function Component() {
  const { t } = useAuthTranslation();
  const user = useLoaderData() as SessionUser;
  return (
    <div data-testid="admin-profile">
      <PageHeader title={t('adminProfile.title')} lead={t('adminProfile.lead')} />
      <ProfileEditor userId={user.id} />
      <section aria-labelledby="admin-password" className="mt-8 max-w-lg">
        <h2 id="admin-password" className="mb-4 text-2xl font-bold">
          {t('adminProfile.password')}
        </h2>
        <Card>
          <ChangePasswordForm />
        </Card>
      </section>
    </div>
  );
}
