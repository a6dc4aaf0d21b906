import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { ChangePasswordForm } from '../../features/auth/change-password-form';
import { useAuthTranslation } from '../../features/auth/form-parts';
import { requireSession } from '../../features/auth/require-session';

export const loader = requireSession();

/** /change-password for any signed-in person. */
export function Component() {
  const { t } = useAuthTranslation();
  return (
    <div className="mx-auto max-w-lg">
      <PageHeader title={t('changePassword.title')} lead={t('changePassword.lead')} />
      <Card>
        <ChangePasswordForm />
      </Card>
    </div>
  );
}
