import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { changePasswordInputSchema } from '../../../shared/contracts/auth';
import { Button } from '../../components/ui/button';
import { changePassword } from './auth-api';
import { FormAlert, PasswordField, useAuthTranslation } from './form-parts';
import { markSignedOut } from './session';
import { useAuthForm } from './use-auth-form';

/** Current, new and confirmation; success ends every session and sends the person to log in again. */
export function ChangePasswordForm() {
  const { t, i18n } = useAuthTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useAuthForm({
    schema: changePasswordInputSchema,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    fields: ['currentPassword', 'newPassword', 'confirmPassword'],
    submit: async (values) => {
      await changePassword(values, i18n.language);
      queryClient.clear();
      markSignedOut();
      navigate('/auth?notice=password-changed', { replace: true });
    },
    formErrorKey: (key) =>
      key === 'errors.badRequest' || key === 'errors.internal' ? 'errors.changePasswordFailed' : key,
  });

  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      className="flex flex-col gap-5"
      data-testid="change-password-form"
    >
      <PasswordField
        label={t('changePassword.current')}
        autoComplete="current-password"
        error={form.fieldError('currentPassword')}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label={t('changePassword.new')}
        hint={t('changePassword.hint')}
        autoComplete="new-password"
        error={form.fieldError('newPassword')}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t('changePassword.confirm')}
        autoComplete="new-password"
        error={form.fieldError('confirmPassword')}
        {...form.register('confirmPassword')}
      />
      <div aria-live="polite">
        {form.formError && <FormAlert kind="error">{t(form.formError)}</FormAlert>}
      </div>
      <div>
        <Button type="submit" size="lg" disabled={form.isSubmitting}>
          {form.isSubmitting ? t('changePassword.submitting') : t('changePassword.submit')}
        </Button>
      </div>
    </form>
  );
}
