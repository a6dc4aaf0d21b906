import { AlertTriangle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Button, buttonClass } from '../../components/ui/button';

type Props = {
  errorId?: string;
  details?: string;
  onRetry: () => void;
  isRetryBlocked?: boolean;
  retryLabel?: string;
  retryCount?: number;
  onSendReport?: () => Promise<boolean>;
  children?: ReactNode;
};

/** The top-level error screen (SPEC.md section 8) with the enhanced parts: id, details, copy, report. */
export function ErrorScreen({
  errorId,
  details,
  onRetry,
  isRetryBlocked = false,
  retryLabel,
  retryCount = 0,
  onSendReport,
}: Props) {
  const { t } = useTranslation();
  const [copyState, setCopyState] = useState<'idle' | 'copied'>('idle');
  const [reportState, setReportState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');

  const copyDetails = async () => {
    const text = [errorId && t('errorScreen.errorId', { id: errorId }), details].filter(Boolean).join('\n\n');
    try {
      await navigator.clipboard.writeText(text);
      setCopyState('copied');
    } catch {
      setCopyState('idle');
    }
  };

  const sendReport = async () => {
    if (!onSendReport) return;
    setReportState('sending');
    setReportState((await onSendReport()) ? 'sent' : 'failed');
  };

  return (
    <div role="alert" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center">
      <AlertTriangle aria-hidden="true" className="size-16 text-gold-500" />
      <h1 className="mt-4 text-3xl font-extrabold">{t('errorScreen.title')}</h1>
      <p className="mt-3 text-lg text-ink-700 dark:text-ink-300">{t('errorScreen.text')}</p>
      {errorId && (
        <p className="mt-3 font-mono text-sm text-ink-600 dark:text-ink-400" dir="ltr">
          {t('errorScreen.errorId', { id: errorId })}
        </p>
      )}
      {isRetryBlocked && (
        <p className="mt-4 rounded-xl bg-red-50 p-3 font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">
          {t('errorScreen.retryDisabled')}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry} disabled={isRetryBlocked}>
          {retryLabel ?? t('errorScreen.tryAgain')}
        </Button>
        <Button variant="ghost" onClick={() => window.location.reload()}>
          {t('errorScreen.reloadPage')}
        </Button>
        {/* Plain links: after an error the router may be the broken part. */}
        <a href="/" className={buttonClass('ghost')}>
          {t('errorScreen.mainPage')}
        </a>
      </div>
      {retryCount > 0 && (
        <p className="mt-2 text-sm text-ink-600 dark:text-ink-400">
          {t('errorScreen.retryCount', { count: retryCount })}
        </p>
      )}
      <a href="/contact" className="mt-4 font-semibold text-brand-800 underline dark:text-brand-300">
        {t('errorScreen.contactSupport')}
      </a>
      {(details || onSendReport) && (
        <div className="mt-8 w-full text-start">
          {details && (
            <details className="rounded-xl bg-ink-100 p-3 dark:bg-ink-900">
              <summary className="cursor-pointer font-semibold">{t('errorScreen.technicalDetails')}</summary>
              <pre dir="ltr" className="mt-2 max-h-64 overflow-auto text-start text-xs whitespace-pre-wrap">
                {details}
              </pre>
            </details>
          )}
          <div className="mt-3 flex flex-wrap gap-3">
            {details && (
              <Button variant="ghost" onClick={copyDetails}>
                {copyState === 'copied' ? t('errorScreen.copied') : t('errorScreen.copyDetails')}
              </Button>
            )}
            {onSendReport && (
              <Button
                variant="ghost"
                onClick={sendReport}
                disabled={reportState === 'sending' || reportState === 'sent'}
              >
                {t('errorScreen.sendReport')}
              </Button>
            )}
          </div>
          <p aria-live="polite" className="mt-2 text-sm">
            {reportState === 'sent' && t('errorScreen.reportSent')}
            {reportState === 'failed' && t('errorScreen.reportFailed')}
          </p>
        </div>
      )}
    </div>
  );
}
