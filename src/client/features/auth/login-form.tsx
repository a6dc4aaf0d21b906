import { useState } from 'react';
import { Link } from 'react-router';
import { signInInputSchema } from '../../../shared/contracts/auth';
import { Button } from '../../components/ui/button';
import { EmailField } from '../../components/ui/text-field';
import { resendVerification, signIn } from './auth-api';
import { FormAlert, PasswordField, useAuthTranslation } from './form-parts';
import { useAuthForm } from './use-auth-form';

/** E-mail and password; an unconfirmed address gets a way to resend its link. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t, i18n } = useAuthTranslation();
  const [resent, setResent] = useState<'idle' | 'sending' | 'sent' | string>('idle');
  const form = useAuthForm({
    schema: signInInputSchema,
    defaultValues: { email: '', password: '' },
    fields: ['email', 'password'],
    submit: async (values) => {
      setResent('idle');
      await signIn(values);
      await onSignedIn();
    },
    invalidKey: ({ email, password }) => (!email || !password ? 'validation.missingCredentials' : ''),
  });
  const { formError, getValues } = form;

  const resend = async () => {
    setResent('sending');
    try {
      await resendVerification(getValues('email'), i18n.language);
      setResent('sent');
    } catch (error) {
      setResent(error instanceof Error ? error.message : 'errors.internal');
    }
  };

  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5" data-testid="login-form">
      <EmailField label={t('login.email')} error={form.fieldError('email')} {...form.register('email')} />
      <PasswordField
        label={t('login.password')}
        autoComplete="current-password"
        error={form.fieldError('password')}
        {...form.register('password')}
      />
      <div aria-live="polite" className="flex flex-col gap-3">
        {formError && (
          <FormAlert kind="error" testId="login-error">
            <p>{t(formError, { minutes: 15 })}</p>
            {formError === 'errors.emailNotVerified' && resent !== 'sent' && (
              <Button
                variant="ghost"
                className="mt-2"
                onClick={() => void resend()}
                disabled={resent === 'sending'}
              >
                {t('login.resend')}
              </Button>
            )}
            {formError === 'errors.accountLocked' && (
              <Link to="/auth/reset" className="mt-2 inline-block underline underline-offset-4">
                {t('login.forgot')}
              </Link>
            )}
          </FormAlert>
        )}
        {resent === 'sent' && (
          <FormAlert kind="success">{t('login.resent', { email: getValues('email') })}</FormAlert>
        )}
        {resent !== 'idle' && resent !== 'sending' && resent !== 'sent' && (
          <FormAlert kind="error">{t(resent)}</FormAlert>
        )}
      </div>
      <Button type="submit" size="lg" disabled={form.isSubmitting}>
        {form.isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
      <Link
        to="/auth/reset"
        className="self-start font-semibold text-brand-800 underline-offset-4 hover:underline dark:text-brand-300"
      >
        {t('login.forgot')}
      </Link>
    </form>
  );
}
