import { ShieldX } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';

export function Component() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center py-12 text-center" data-testid="forbidden">
      <ShieldX aria-hidden="true" className="mb-4 size-16 text-red-700 dark:text-red-400" />
      <PageHeader title={t('forbidden.title')} lead={t('forbidden.text')} />
      <div className="flex gap-3">
        <ButtonLink to="/">{t('forbidden.home')}</ButtonLink>
        <ButtonLink to="/auth" variant="ghost">
          {t('forbidden.login')}
        </ButtonLink>
      </div>
    </div>
  );
}
