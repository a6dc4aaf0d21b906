import { WifiOff } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';

export function Component() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center py-12 text-center" data-testid="offline-page">
      <WifiOff aria-hidden="true" className="mb-4 size-16 text-ink-400" />
      <PageHeader title={t('offline.title')} lead={t('offline.text')} />
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>{t('offline.retry')}</Button>
        <ButtonLink to="/" variant="ghost">
          {t('offline.home')}
        </ButtonLink>
      </div>
    </div>
  );
}
