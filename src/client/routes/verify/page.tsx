import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { emailRequestSchema, VERIFY_REDIRECT_SECONDS } from '../../../shared/contracts/auth';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { PageHeader } from '../../components/ui/page-header';
import { TextField } from '../../components/ui/text-field';
import { resendVerification, verifyEmail } from '../../features/auth/auth-api';
import { applyApiError, FormAlert, useAuthTranslation } from '../../features/auth/form-parts';

const resendSchema = emailRequestSchema.omit({ language: true });
type ResendForm = z.input<typeof resendSchema>;

function ResendForm() {
  const { t, i18n } = useAuthTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResendForm>({ resolver: zodResolver(resendSchema), defaultValues: { email: '' } });
  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError('');
    try {
      await resendVerification(email, i18n.language);
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
      className="flex flex-col gap-4"
      data-testid="verify-resend"
    >
      <TextField
        label={t('login.email')}
        type="email"
        dir="ltr"
        autoComplete="email"
        error={emailError ? t(emailError) : undefined}
        {...register('email')}
      />
      <div aria-live="polite">
        {sentTo && <FormAlert kind="success">{t('login.resent', { email: sentTo })}</FormAlert>}
        {formError && <FormAlert kind="error">{t(formError)}</FormAlert>}
      </div>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {t('login.resend')}
        </Button>
      </div>
    </form>
  );
}

function Success() {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(VERIFY_REDIRECT_SECONDS);
  useEffect(() => {
    if (seconds <= 0) {
      navigate('/categories', { replace: true });
      return;
    }
    const timer = setTimeout(() => setSeconds((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds, navigate]);
  return (
    <div className="flex flex-col items-start gap-4" data-testid="verify-success">
      <CheckCircle2 aria-hidden="true" className="size-12 text-emerald-700 dark:text-emerald-400" />
      <h2 className="text-2xl font-bold">{t('verify.success')}</h2>
      <p className="text-ink-700 dark:text-ink-300">{t('verify.successText')}</p>
      <p role="timer" aria-live="off" data-testid="verify-countdown" className="font-semibold">
        {t('verify.redirecting', { count: seconds })}
      </p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/auth">{t('verify.login')}</ButtonLink>
        <ButtonLink to="/categories" variant="ghost">
          {t('verify.goNow')}
        </ButtonLink>
      </div>
    </div>
  );
}

/** /verify?token=…: confirms the address; success counts down to the categories, failure offers a resend. */
export function Component() {
  const { t } = useAuthTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const verification = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token!),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
  const isFailed = !token || verification.isError;
  return (
    <div className="mx-auto max-w-lg">
      <PageHeader title={t('verify.title')} />
      <Card>
        {token && verification.isPending && (
          <LoadingIndicator label={t('verify.checking')} className="py-8" />
        )}
        {verification.isSuccess && <Success />}
        {isFailed && (
          <div className="flex flex-col gap-4" data-testid="verify-failed">
            <XCircle aria-hidden="true" className="size-12 text-red-700 dark:text-red-400" />
            <h2 className="text-2xl font-bold">{t('verify.failed')}</h2>
            <p className="text-ink-700 dark:text-ink-300">{t('verify.failedText')}</p>
            <ResendForm />
          </div>
        )}
      </Card>
    </div>
  );
}
