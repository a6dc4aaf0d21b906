import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Trans } from '../../lib/use-translation';
import { Link } from 'react-router';
import { z } from 'zod';
import { signUpInputSchema } from '../../../shared/contracts/auth';
import { MIN_AGE } from '../../../shared/constants';
import { Button } from '../../components/ui/button';
import { EmailField, TextField } from '../../components/ui/text-field';
import { resendVerification, signUp } from './auth-api';
import { CheckboxField, FormAlert, PasswordField, useAuthTranslation } from './form-parts';
import { useAuthForm } from './use-auth-form';

/** The form holds an unticked box at first; the shared schema still demands it ticked. */
const registerFormSchema = signUpInputSchema
  .omit({ language: true })
  .extend({ acceptTerms: z.boolean().refine((value) => value, 'validation.termsRequired') });

/** Name, e-mail, password and the age/terms confirmation; then "check your email". */
export function RegisterForm() {
  const { t, i18n } = useAuthTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendState, setResendState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const form = useAuthForm({
    schema: registerFormSchema,
    defaultValues: { name: '', email: '', password: '', acceptTerms: false },
    fields: ['name', 'email', 'password', 'acceptTerms'],
    submit: async (values) => {
      const language = i18n.language === 'en' ? 'en' : 'ar';
      await signUp({ ...values, acceptTerms: true, language });
      setSentTo(values.email.trim().toLowerCase());
    },
  });
  const { fieldError, formError, register } = form;

  if (sentTo) {
    const resend = async () => {
      setResendState('sending');
      try {
        await resendVerification(sentTo, i18n.language);
        setResendState('sent');
      } catch {
        setResendState('failed');
      }
    };
    return (
      <div className="flex flex-col items-start gap-4" data-testid="register-done">
        <MailCheck aria-hidden="true" className="size-12 text-brand-700 dark:text-brand-300" />
        <h2 className="text-2xl font-bold" tabIndex={-1} ref={(node) => node?.focus()}>
          {t('register.checkEmailTitle')}
        </h2>
        <p className="text-ink-700 dark:text-ink-300">
          <Trans
            t={t}
            i18nKey="register.checkEmailText"
            values={{ email: sentTo }}
            components={{ email: <bdi dir="ltr" className="font-bold" /> }}
          />
        </p>
        <div aria-live="polite" className="w-full">
          {resendState === 'sent' && (
            <FormAlert kind="success">{t('login.resent', { email: sentTo })}</FormAlert>
          )}
          {resendState === 'failed' && <FormAlert kind="error">{t('errors.rateLimited')}</FormAlert>}
        </div>
        <Button variant="ghost" onClick={() => void resend()} disabled={resendState === 'sending'}>
          {t('login.resend')}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5" data-testid="register-form">
      <TextField
        label={t('register.name')}
        autoComplete="name"
        error={fieldError('name')}
        {...register('name')}
      />
      <EmailField label={t('register.email')} error={fieldError('email')} {...register('email')} />
      <PasswordField
        label={t('register.password')}
        hint={t('register.passwordHint')}
        autoComplete="new-password"
        error={fieldError('password')}
        {...register('password')}
      />
      <CheckboxField
        label={
          <Trans
            t={t}
            i18nKey="register.terms"
            values={{ age: MIN_AGE }}
            components={{
              terms: (
                <Link to="/terms" className="font-semibold text-brand-800 underline dark:text-brand-300" />
              ),
            }}
          />
        }
        error={fieldError('acceptTerms')}
        {...register('acceptTerms')}
      />
      <div aria-live="polite">
        {formError && (
          <FormAlert kind="error" testId="register-error">
            {t(formError)}
          </FormAlert>
        )}
      </div>
      <Button type="submit" size="lg" disabled={form.isSubmitting}>
        {form.isSubmitting ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
