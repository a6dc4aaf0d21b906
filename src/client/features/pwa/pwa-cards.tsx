import { Download, RefreshCw, Signal, WifiOff, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../components/ui/button';
import { notify } from '../../lib/toast';
import { promptInstall } from './install-prompt';
import { usePwaState } from './pwa-store';
import { applyUpdate } from './register-service-worker';

const cardClass =
  'pointer-events-auto w-full max-w-sm rounded-2xl bg-white p-4 shadow-lg ring-1 ring-ink-200 dark:bg-ink-900 dark:ring-ink-700';

/** The install and update prompt card. */
export function InstallUpdateCard() {
  const { t } = useTranslation();
  const { installState, isUpdateAvailable } = usePwaState();
  const [isDismissed, setDismissed] = useState(false);
  const showsInstall = installState === 'can-install' || installState === 'installing';
  if (isDismissed || (!showsInstall && !isUpdateAvailable)) return null;

  const install = async () => {
    try {
      if (await promptInstall()) void notify('success', t('pwa.installed'));
    } catch {
      void notify('error', t('pwa.installFailed'));
    }
  };
  const update = () => {
    try {
      applyUpdate();
    } catch {
      void notify('error', t('pwa.updateFailed'));
    }
  };

  return (
    <section aria-labelledby="pwa-card-title" className={cardClass} data-testid="pwa-card">
      <div className="flex items-start gap-3">
        {isUpdateAvailable ? (
          <RefreshCw aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
        ) : (
          <Download aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
        )}
        <div className="flex-1">
          <h2 id="pwa-card-title" className="font-bold">
            {isUpdateAvailable ? t('pwa.updateTitle') : t('pwa.installTitle')}
          </h2>
          <p className="mt-1 text-sm text-ink-700 dark:text-ink-300">
            {isUpdateAvailable ? t('pwa.updateText') : t('pwa.installText')}
          </p>
          <div className="mt-3 flex gap-2">
            {isUpdateAvailable ? (
              <Button onClick={update}>{t('pwa.update')}</Button>
            ) : (
              <Button onClick={install} disabled={installState === 'installing'}>
                {installState === 'installing' ? t('pwa.installing') : t('pwa.install')}
              </Button>
            )}
            <Button variant="ghost" onClick={() => setDismissed(true)}>
              {t('pwa.dismiss')}
            </Button>
          </div>
        </div>
        <button
          type="button"
          onClick={() => setDismissed(true)}
          aria-label={t('pwa.close')}
          className="rounded-lg p-1 text-ink-500 hover:bg-ink-100 dark:hover:bg-ink-800"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}

/** The offline and installed status card: shown while offline. */
export function StatusCard() {
  const { t } = useTranslation();
  const { isOnline, isStandalone } = usePwaState();
  if (isOnline) return null;
  return (
    <section className={cardClass} data-testid="offline-status" aria-live="polite">
      <p className="flex items-center gap-2 font-bold">
        <WifiOff aria-hidden="true" className="size-5 text-red-700 dark:text-red-400" />
        {t('status.offline')}
      </p>
      <p className="mt-1 text-sm text-ink-700 dark:text-ink-300">{t('status.savedLocally')}</p>
      {isStandalone && (
        <p className="mt-1 text-sm text-ink-600 dark:text-ink-400">{t('status.installedMode')}</p>
      )}
    </section>
  );
}

/** The connection-quality card: shown only when offline or when actions wait in the offline queue. */
export function ConnectionQualityCard() {
  const { t } = useTranslation();
  const { isOnline, quality, queuedActions, isSyncing } = usePwaState();
  if (isOnline && queuedActions === 0) return null;
  return (
    <section className={cardClass} data-testid="connection-quality" aria-live="polite">
      <p className="flex items-center gap-2 text-sm">
        <Signal aria-hidden="true" className="size-4" />
        <span className="font-semibold">{t('status.connectionQuality')}:</span>
        <span data-quality={quality}>{t(`status.quality.${quality}`)}</span>
      </p>
      {queuedActions > 0 && (
        <p className="mt-1 text-sm font-semibold">{t('status.waiting', { count: queuedActions })}</p>
      )}
      {isSyncing && <p className="mt-1 text-sm text-brand-800 dark:text-brand-300">{t('status.syncing')}</p>}
    </section>
  );
}

/** The three cards, in the corner of every page. */
export function PwaCards() {
  return (
    <>
      <StatusCard />
      <ConnectionQualityCard />
      <InstallUpdateCard />
    </>
  );
}
