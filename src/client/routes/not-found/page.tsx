import { SearchX } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { ButtonLink } from '../../components/ui/button';

/** Shown for any unknown path and for a content page that does not exist. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center py-16 text-center" data-testid="not-found">
      <SearchX aria-hidden="true" className="size-16 text-ink-400" />
      <h1 className="mt-4 text-3xl font-extrabold">{t('notFound.title')}</h1>
      <p className="mt-3 max-w-xl text-lg text-ink-700 dark:text-ink-300">{t('notFound.text')}</p>
      <ButtonLink to="/" className="mt-6">
        {t('notFound.home')}
      </ButtonLink>
    </div>
  );
}

export { NotFound as Component };
