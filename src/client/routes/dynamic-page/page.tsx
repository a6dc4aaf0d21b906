import { useDeferredValue } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { PageHeader } from '../../components/ui/page-header';
import { usePage } from '../../features/pages/get-page';
import { PageBody } from '../../features/pages/page-body';
import { ApiRequestError } from '../../lib/api';
import { formattingLocale } from '../../lib/i18n';
import { NotFound } from '../not-found/page';

/** `/{slug}`: a page managed by admins, or the not-found page. */
export function Component() {
  const { slug = '' } = useParams();
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const { data, error, isPending, refetch } = usePage(slug);

  if (isPending) return <LoadingIndicator size="lg" className="py-16" />;
  if (error instanceof ApiRequestError && error.status === 404) return <NotFound />;
  if (error || !data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{t('errors.loadFailed')}</p>
        <Button onClick={() => void refetch()}>{t('categories.retry')}</Button>
      </div>
    );
  }
  return (
    <article className="max-w-3xl" data-page-slug={data.slug}>
      <PageHeader title={data.title[lang]} />
      <PageBody html={data.html[lang]} />
      <LastUpdated at={data.updatedAt} />
    </article>
  );
}

/**
 * When the page last changed, rendered right after the page itself (a deferred render): the first date format in
 * Arabic loads the locale's data, which would otherwise lengthen the task that paints the page's text.
 */
function LastUpdated({ at }: { at: string }) {
  const { t, i18n } = useTranslation();
  const isShown = useDeferredValue(true, false);
  if (!isShown) return <p className="mt-8 min-h-5 text-sm" />;
  const date = new Intl.DateTimeFormat(formattingLocale(i18n.language), { dateStyle: 'long' }).format(
    new Date(at),
  );
  return (
    <p className="mt-8 min-h-5 text-sm text-ink-600 dark:text-ink-400">{t('page.lastUpdated', { date })}</p>
  );
}
