import { AlertCircle } from 'lucide-react';
import { useDeferredValue } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { CategorySummary } from '../../../shared/contracts/categories';
import { Button } from '../../components/ui/button';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { PageHeader } from '../../components/ui/page-header';
import { groupCategories, useCategories } from '../../features/categories/get-categories';
import type { ApiRequestError } from '../../lib/api';
import { numberFormatter } from '../../lib/numbers';
import { CategoryArt } from '../../features/categories/category-art';

function CategoryCard({ category }: { category: CategorySummary }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const format = numberFormatter(i18n.language);
  return (
    <li
      data-testid="category-card"
      data-slug={category.slug}
      className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-200 dark:bg-ink-900 dark:ring-ink-700"
    >
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="text-3xl">
          <CategoryArt icon={category.icon} />
        </span>
        <div className="flex-1">
          <h3 className="text-lg font-bold">{category.name[lang]}</h3>
          <p className="text-sm text-ink-600 dark:text-ink-400">{category.description[lang]}</p>
        </div>
      </div>
      <div
        className="mt-3 flex flex-wrap items-center gap-2 text-sm"
        aria-label={t('categories.countsLabel')}
      >
        <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
          {t('categories.easy')} {format.format(category.counts.easy)}
        </span>
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
          {t('categories.medium')} {format.format(category.counts.medium)}
        </span>
        <span className="rounded-full bg-rose-100 px-2.5 py-0.5 font-semibold text-rose-900 dark:bg-rose-900 dark:text-rose-100">
          {t('categories.hard')} {format.format(category.counts.hard)}
        </span>
        <span className="ms-auto font-semibold" data-testid="category-total">
          {t('categories.questions', { count: category.counts.total })}
        </span>
      </div>
      {!category.isPlayable && (
        <p className="mt-2 inline-flex items-center gap-1 text-sm font-bold text-red-700 dark:text-red-400">
          <AlertCircle aria-hidden="true" className="size-4" />
          {t('categories.needsQuestions')}
        </p>
      )}
    </li>
  );
}

export function Component() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const { data: fresh, error, refetch, isFetching } = useCategories();
  // The cards are built as a transition: React yields to the browser while it renders the list.
  const data = useDeferredValue(fresh);

  return (
    <div>
      <PageHeader title={t('categories.title')} lead={t('categories.intro')} />
      {!data && !error && (
        // A screen's height is kept for the list, so the footer does not jump when it comes.
        <div className="min-h-dvh">
          <LoadingIndicator size="lg" className="py-16" />
        </div>
      )}
      {error && (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-5 dark:bg-red-950"
        >
          <p className="font-semibold text-red-800 dark:text-red-200">
            {(error as ApiRequestError).key === 'errors.timeout' || !navigator.onLine
              ? t('categories.loadTimeout')
              : t('categories.loadFailed')}
          </p>
          <Button onClick={() => void refetch()} disabled={isFetching}>
            {t('categories.retry')}
          </Button>
        </div>
      )}
      {data && data.categories.length === 0 && <p>{t('categories.empty')}</p>}
      {data &&
        groupCategories(data.categories).map(({ parent, children }) => (
          <section key={parent.id} aria-labelledby={`group-${parent.slug}`} className="mb-10">
            <h2 id={`group-${parent.slug}`} className="mb-4 flex items-center gap-2 text-2xl font-extrabold">
              <span aria-hidden="true">
                <CategoryArt icon={parent.icon} />
              </span>
              {parent.name[lang]}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {children.map((category) => (
                <CategoryCard key={category.id} category={category} />
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
