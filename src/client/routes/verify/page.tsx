import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { VERIFY_REDIRECT_SECONDS } from '../../../shared/contracts/auth';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { PageHeader } from '../../components/ui/page-header';
import { resendVerification, verifyEmail } from '../../features/auth/auth-api';
import { EmailRequestForm } from '../../features/auth/email-request-form';
import { useAuthTranslation } from '../../features/auth/form-parts';

function ResendForm() {
  const { t } = useAuthTranslation();
  return (
    <EmailRequestForm
      request={resendVerification}
      label={t('login.email')}
      submitLabel={t('login.resend')}
      submittingLabel={t('reset.sending')}
      sentText={(email) => t('login.resent', { email })}
      testId="verify-resend"
    />
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
