import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  emailRequestSchema,
  type ResetPasswordForm,
  resetPasswordFormSchema,
} from '../../../shared/contracts/auth';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { TextField } from '../../components/ui/text-field';
import { requestPasswordReset, resetPassword } from '../../features/auth/auth-api';
import { applyApiError, FormAlert, PasswordField, useAuthTranslation } from '../../features/auth/form-parts';

const requestFormSchema = emailRequestSchema.omit({ language: true });
type RequestForm = z.input<typeof requestFormSchema>;

function RequestResetForm() {
  const { t, i18n } = useAuthTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RequestForm>({ resolver: zodResolver(requestFormSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError('');
    try {
      await requestPasswordReset(email, i18n.language);
      setSentTo(email);
    } catch (error) {
      setFormError(applyApiError(error, setError, ['email']));
    }
  });

  const emailError = errors.email?.message;
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-5"
      data-testid="reset-request-form"
    >
      <TextField
        label={t('reset.email')}
        type="email"
        dir="ltr"
        autoComplete="email"
        inputMode="email"
        error={emailError ? t(emailError) : undefined}
        {...register('email')}
      />
      <div aria-live="polite">
        {sentTo && (
          <FormAlert kind="success" testId="reset-sent">
            {t('reset.sent', { email: sentTo })}
          </FormAlert>
        )}
        {formError && <FormAlert kind="error">{t(formError)}</FormAlert>}
      </div>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('reset.sending') : t('reset.submit')}
      </Button>
      <Link
        to="/auth"
        className="self-start font-semibold text-brand-800 underline-offset-4 hover:underline dark:text-brand-300"
      >
        {t('reset.back')}
      </Link>
    </form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t, i18n } = useAuthTranslation();
  const [isDone, setDone] = useState(false);
  const [formError, setFormError] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFormError('');
    try {
      await resetPassword(token, newPassword, i18n.language);
      setDone(true);
    } catch (error) {
      setFormError(applyApiError(error, setError, ['newPassword']));
    }
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
  const fieldError = (field: 'newPassword' | 'confirmPassword') => {
    const key = errors[field]?.message;
    return key ? t(key) : undefined;
  };
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-5"
      data-testid="reset-password-form"
    >
      <PasswordField
        label={t('reset.newPassword')}
        hint={t('changePassword.hint')}
        autoComplete="new-password"
        error={fieldError('newPassword')}
        {...register('newPassword')}
      />
      <PasswordField
        label={t('reset.confirmPassword')}
        autoComplete="new-password"
        error={fieldError('confirmPassword')}
        {...register('confirmPassword')}
      />
      <div aria-live="polite">
        {formError && (
          <FormAlert kind="error" testId="reset-error">
            <p>{t(formError)}</p>
            {formError === 'errors.resetLinkInvalid' && (
              <Link to="/auth/reset" className="mt-2 inline-block underline underline-offset-4">
                {t('reset.requestAgain')}
              </Link>
            )}
          </FormAlert>
        )}
      </div>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('reset.saving') : t('reset.save')}
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
