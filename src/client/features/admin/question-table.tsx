import { Image, Music, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { AdminQuestion, QuestionSort } from '../../../shared/contracts/admin-questions';
import { CreditLine } from '../ai-studio/media-search';

/** What the studio found out about a generated question: its confidence, the fact-check and failed checks. */
function AiDetails({ question }: { question: AdminQuestion }) {
  const { t, i18n } = useTranslation('admin');
  const meta = question.aiMeta!;
  const confidence = Math.round((question.aiConfidence ?? 0) * 100);
  const options = i18n.language === 'ar' ? question.optionsAr : question.optionsEn;
  return (
    <div className="mt-1 grid gap-0.5 text-xs" data-testid="ai-details">
      <p>
        <span
          className={`rounded-full px-2 py-0.5 font-bold ${confidence >= 85 ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100' : 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100'}`}
          data-testid="ai-confidence"
        >
          {t('ai.review.confidence', { value: confidence })}
        </span>
        {meta.factCheck && (
          <span className="ms-2">
            {meta.factCheck.agrees
              ? t('ai.review.factAgrees')
              : t('ai.review.factDisagrees', {
                  answer: meta.factCheck.answeredIndex === null ? '—' : options[meta.factCheck.answeredIndex],
                })}
          </span>
        )}
      </p>
      {meta.failedChecks.length > 0 && (
        <p className="text-amber-800 dark:text-amber-300">
          {meta.failedChecks.map((check) => t(`ai.checks.${check}`)).join(' · ')}
        </p>
      )}
      {meta.fact && (
        <p className="text-ink-600 dark:text-ink-400">
          {t('ai.review.fact')}: <bdi>{meta.fact}</bdi>
        </p>
      )}
    </div>
  );
}

type Props = {
  items: AdminQuestion[];
  selected: Set<string>;
  onSelect: (ids: string[], isSelected: boolean) => void;
  sort: QuestionSort;
  order: 'asc' | 'desc';
  onSort: (sort: QuestionSort) => void;
  /** The buttons of one row (edit, delete, approve...). */
  actions: (question: AdminQuestion) => ReactNode;
  caption: string;
};

/** The questions of one page, selectable, with sortable headers. */
export function QuestionTable({ items, selected, onSelect, sort, order, onSort, actions, caption }: Props) {
  const { t, i18n } = useTranslation('admin');
  const isArabic = i18n.language === 'ar';
  const date = new Intl.DateTimeFormat(isArabic ? 'ar-AE-u-nu-latn' : 'en-GB', { dateStyle: 'medium' });
  const allSelected = items.length > 0 && items.every((q) => selected.has(q.id));
  const header = (key: QuestionSort, label: string) => (
    <th
      scope="col"
      aria-sort={sort === key ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className="px-3 py-2 text-start"
    >
      <button
        type="button"
        className="font-bold underline-offset-4 hover:underline"
        onClick={() => onSort(key)}
      >
        {label} {sort === key ? (order === 'asc' ? '▲' : '▼') : ''}
      </button>
    </th>
  );
  return (
    <div className="overflow-x-auto rounded-2xl ring-1 ring-ink-200 dark:ring-ink-700">
      <table className="w-full min-w-[48rem] text-sm" data-testid="questions-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-ink-100 text-ink-800 dark:bg-ink-800 dark:text-ink-100">
          <tr>
            <th scope="col" className="px-3 py-2">
              <input
                type="checkbox"
                className="size-4"
                aria-label={t('table.selectPage')}
                checked={allSelected}
                onChange={(e) =>
                  onSelect(
                    items.map((q) => q.id),
                    e.target.checked,
                  )
                }
              />
            </th>
            {header('body', t('table.question'))}
            {header('category', t('table.category'))}
            {header('difficulty', t('table.difficulty'))}
            <th scope="col" className="px-3 py-2 text-start">
              {t('table.state')}
            </th>
            {header('createdAt', t('table.created'))}
            <th scope="col" className="px-3 py-2 text-start">
              {t('table.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((q) => (
            <tr
              key={q.id}
              className="border-t border-ink-200 align-top dark:border-ink-700"
              data-testid="question-row"
            >
              <td className="px-3 py-2">
                <input
                  type="checkbox"
                  className="size-4"
                  aria-label={t('table.select', { body: isArabic ? q.bodyAr : q.bodyEn })}
                  checked={selected.has(q.id)}
                  onChange={(e) => onSelect([q.id], e.target.checked)}
                />
              </td>
              <td className="max-w-md px-3 py-2">
                <p className="font-semibold" lang={isArabic ? 'ar' : 'en'}>
                  {isArabic ? q.bodyAr : q.bodyEn}
                </p>
                <p className="text-ink-600 dark:text-ink-400">
                  {t('table.answer')}:{' '}
                  {(isArabic ? q.optionsAr : q.optionsEn)[q.type === 'open' ? 0 : q.correctIndex]}
                  {q.imageUrl && <Image aria-label={t('media.image')} className="ms-2 inline size-4" />}
                  {q.videoId && <Video aria-label={t('media.video')} className="ms-2 inline size-4" />}
                  {q.audioUrl && <Music aria-label={t('media.audio')} className="ms-2 inline size-4" />}
                </p>
                {q.imageUrl && (
                  <img
                    src={q.imageUrl}
                    alt={(isArabic ? q.imageAltAr : q.imageAltEn) ?? ''}
                    className="mt-1 h-14 rounded bg-white object-contain ring-1 ring-ink-200"
                    loading="lazy"
                  />
                )}
                {q.imageCredit && <CreditLine credit={q.imageCredit} />}
                {q.aiMeta && <AiDetails question={q} />}
              </td>
              <td className="px-3 py-2">
                {q.parentCategory && (
                  <span className="block text-xs text-ink-600 dark:text-ink-400">
                    {isArabic ? q.parentCategory.ar : q.parentCategory.en}
                  </span>
                )}
                {isArabic ? q.category.ar : q.category.en}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{t(`difficulty.${q.difficulty}`)}</td>
              <td className="px-3 py-2">
                <span
                  className={`me-1 inline-block rounded-full px-2 py-0.5 text-xs font-bold ${q.isActive ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100' : 'bg-ink-200 text-ink-800 dark:bg-ink-700 dark:text-ink-100'}`}
                >
                  {t(q.isActive ? 'state.active' : 'state.inactive')}
                </span>
                <span className="inline-block rounded-full bg-gold-300 px-2 py-0.5 text-xs font-bold text-ink-900">
                  {t(`review.${q.reviewStatus}`)}
                </span>
                <span className="block text-xs text-ink-600 dark:text-ink-400">
                  {t(`source.${q.source}`)}
                </span>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{date.format(new Date(q.createdAt))}</td>
              <td className="px-3 py-2">
                <div className="flex gap-2 whitespace-nowrap [&_button]:px-3 [&_button]:py-1.5 [&_button]:text-sm">
                  {actions(q)}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
