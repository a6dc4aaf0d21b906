import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { resetPasswordFormSchema } from '../../../shared/contracts/auth';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { requestPasswordReset, resetPassword } from '../../features/auth/auth-api';
import { EmailRequestForm } from '../../features/auth/email-request-form';
import { FormAlert, PasswordField, useAuthTranslation } from '../../features/auth/form-parts';
import { useAuthForm } from '../../features/auth/use-auth-form';

function RequestResetForm() {
  const { t } = useAuthTranslation();
  return (
    <EmailRequestForm
      request={requestPasswordReset}
      label={t('reset.email')}
      submitLabel={t('reset.submit')}
      submittingLabel={t('reset.sending')}
      sentText={(email) => t('reset.sent', { email })}
      testId="reset-request-form"
      sentTestId="reset-sent"
    >
      <Link
        to="/auth"
        className="self-start font-semibold text-brand-800 underline-offset-4 hover:underline dark:text-brand-300"
      >
        {t('reset.back')}
      </Link>
    </EmailRequestForm>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t, i18n } = useAuthTranslation();
  const [isDone, setDone] = useState(false);
  const form = useAuthForm({
    schema: resetPasswordFormSchema,
    defaultValues: { newPassword: '', confirmPassword: '' },
    fields: ['newPassword'],
    submit: async ({ newPassword }) => {
      await resetPassword(token, newPassword, i18n.language);
      setDone(true);
    },
  });

  if (isDone) {
    return (
      <div className="flex flex-col items-start gap-4">
        <FormAlert kind="success" testId="reset-done">
          {t('reset.done')}
        </FormAlert>
        <ButtonLink to="/auth">{t('reset.login')}</ButtonLink>
      </div>
    );
  }
  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      className="flex flex-col gap-5"
      data-testid="reset-password-form"
    >
      <PasswordField
        label={t('reset.newPassword')}
        hint={t('changePassword.hint')}
        autoComplete="new-password"
        error={form.fieldError('newPassword')}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t('reset.confirmPassword')}
        autoComplete="new-password"
        error={form.fieldError('confirmPassword')}
        {...form.register('confirmPassword')}
      />
      <div aria-live="polite">
        {form.formError && (
          <FormAlert kind="error" testId="reset-error">
            <p>{t(form.formError)}</p>
            {form.formError === 'errors.resetLinkInvalid' && (
              <Link to="/auth/reset" className="mt-2 inline-block underline underline-offset-4">
                {t('reset.requestAgain')}
              </Link>
            )}
          </FormAlert>
        )}
      </div>
      <Button type="submit" size="lg" disabled={form.isSubmitting}>
        {form.isSubmitting ? t('reset.saving') : t('reset.save')}
      </Button>
    </form>
  );
}

/** /auth/reset: ask for a link; with `?token=` from the mail, choose the new password. */
export function Component() {
  const { t } = useAuthTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <div className="mx-auto max-w-lg">
      <PageHeader
        title={t(token ? 'reset.newTitle' : 'reset.title')}
        lead={t(token ? 'reset.newLead' : 'reset.lead')}
      />
      <Card>{token ? <NewPasswordForm key={token} token={token} /> : <RequestResetForm />}</Card>
    </div>
  );
}
