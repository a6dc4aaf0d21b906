import { Download, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { DIFFICULTIES } from '../../../shared/constants';
import {
  type AdminQuestion,
  MEDIA_FILTERS,
  QUESTION_SOURCES,
  type QuestionListQuery,
  type QuestionSort,
  REVIEW_STATUSES,
} from '../../../shared/contracts/admin-questions';
import { Button } from '../../components/ui/button';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { ApiRequestError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { exportUrl, useAdminCategories, useBulkUpdate, useDeleteQuestion, useQuestions } from './admin-api';
import { QuestionForm } from './question-form';
import { QuestionTable } from './question-table';
import { Pager, SelectFilter, useSelection } from './table-parts';

/** The questions tab: search, filters, the table, bulk changes, export, add and edit. */
export function QuestionsPanel() {
  const { t, i18n } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<QuestionListQuery>({
    page: 1,
    pageSize: 25,
    sort: 'createdAt',
    order: 'desc',
  });
  const [editing, setEditing] = useState<AdminQuestion | 'new' | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const questions = useQuestions({ ...query, lang: i18n.language === 'en' ? 'en' : 'ar' });
  const categories = useAdminCategories();
  const bulk = useBulkUpdate();
  const remove = useDeleteQuestion();
  const selection = useSelection();

  useEffect(() => {
    const timer = setTimeout(
      () => setQuery((q) => (q.q === (search || undefined) ? q : { ...q, q: search || undefined, page: 1 })),
      300,
    );
    return () => clearTimeout(timer);
  }, [search]);

  const filter = (patch: Partial<QuestionListQuery>) => {
    selection.clear();
    setQuery((q) => ({ ...q, ...patch, page: 1 }));
  };
  const onSort = (sort: QuestionSort) =>
    setQuery((q) => ({ ...q, sort, order: q.sort === sort && q.order === 'desc' ? 'asc' : 'desc' }));

  const runBulk = async (action: 'activate' | 'deactivate') => {
    try {
      const result = await bulk.mutateAsync({ ids: [...selection.ids], action });
      void notify('success', t('bulk.done', { count: result.updated }));
      selection.clear();
    } catch {
      void notify('error', t('errors.bulkFailed'));
    }
  };
  const runDelete = async (id: string) => {
    setConfirming(null);
    try {
      const result = await remove.mutateAsync(id);
      void notify('success', t(result.outcome === 'deleted' ? 'delete.deleted' : 'delete.deactivated'));
    } catch (error) {
      void notify(
        'error',
        t(
          error instanceof ApiRequestError && error.status === 404
            ? 'errors.questionNotFound'
            : 'errors.deleteFailed',
        ),
      );
    }
  };

  if (editing) {
    return (
      <QuestionForm
        question={editing === 'new' ? null : editing}
        categories={categories.data?.categories ?? []}
        onDone={() => setEditing(null)}
      />
    );
  }

  const name = (c: { nameAr: string; nameEn: string }) => (i18n.language === 'ar' ? c.nameAr : c.nameEn);
  const { page: _page, pageSize: _size, sort: _sort, order: _order, ...currentFilter } = query;
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="grow font-semibold">
          {t('filters.search')}
          <input
            type="search"
            dir="auto"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('filters.searchPlaceholder')}
            className="mt-1 block w-full rounded-xl border-0 bg-white px-3 py-2.5 ring-1 ring-inset ring-ink-300 focus:ring-2 focus:ring-brand-600 dark:bg-ink-950 dark:ring-ink-600"
            data-testid="question-search"
          />
        </label>
        <Button onClick={() => setEditing('new')} data-testid="add-question">
          <Plus aria-hidden="true" className="size-5" />
          {t('actions.add')}
        </Button>
      </div>
      <div className="flex flex-wrap gap-3">
        <SelectFilter
          label={t('filters.category')}
          value={query.categoryId}
          onChange={(v) => filter({ categoryId: v })}
          options={(categories.data?.categories ?? []).map((c) => ({
            value: c.id,
            label: c.parentId ? `— ${name(c)}` : name(c),
          }))}
        />
        <SelectFilter
          label={t('filters.difficulty')}
          value={query.difficulty}
          onChange={(v) => filter({ difficulty: v as QuestionListQuery['difficulty'] })}
          options={DIFFICULTIES.map((d) => ({ value: d, label: t(`difficulty.${d}`) }))}
        />
        <SelectFilter
          label={t('filters.active')}
          value={query.active}
          onChange={(v) => filter({ active: v as QuestionListQuery['active'] })}
          options={[
            { value: 'true', label: t('state.active') },
            { value: 'false', label: t('state.inactive') },
          ]}
        />
        <SelectFilter
          label={t('filters.media')}
          value={query.media}
          onChange={(v) => filter({ media: v as QuestionListQuery['media'] })}
          options={MEDIA_FILTERS.map((m) => ({ value: m, label: t(`media.${m}`) }))}
        />
        <SelectFilter
          label={t('filters.source')}
          value={query.source}
          onChange={(v) => filter({ source: v as QuestionListQuery['source'] })}
          options={QUESTION_SOURCES.map((s) => ({ value: s, label: t(`source.${s}`) }))}
        />
        <SelectFilter
          label={t('filters.review')}
          value={query.review}
          onChange={(v) => filter({ review: v as QuestionListQuery['review'] })}
          options={REVIEW_STATUSES.map((s) => ({ value: s, label: t(`review.${s}`) }))}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold" aria-live="polite">
          {t('bulk.selected', { count: selection.ids.size })}
        </span>
        <Button
          variant="ghost"
          disabled={selection.ids.size === 0 || bulk.isPending}
          onClick={() => void runBulk('activate')}
        >
          {t('bulk.activate')}
        </Button>
        <Button
          variant="ghost"
          disabled={selection.ids.size === 0 || bulk.isPending}
          onClick={() => void runBulk('deactivate')}
          data-testid="bulk-deactivate"
        >
          {t('bulk.deactivate')}
        </Button>
        <span className="grow" />
        <a
          className="inline-flex items-center gap-1 rounded-xl px-3 py-2 font-bold ring-1 ring-ink-300 hover:bg-ink-100 dark:ring-ink-600 dark:hover:bg-ink-800"
          href={exportUrl('csv', currentFilter)}
          download
        >
          <Download aria-hidden="true" className="size-4" /> {t('actions.exportCsv')}
        </a>
        <a
          className="inline-flex items-center gap-1 rounded-xl px-3 py-2 font-bold ring-1 ring-ink-300 hover:bg-ink-100 dark:ring-ink-600 dark:hover:bg-ink-800"
          href={exportUrl('json', currentFilter)}
          download
        >
          <Download aria-hidden="true" className="size-4" /> {t('actions.exportJson')}
        </a>
      </div>
      {questions.isPending && <LoadingIndicator size="lg" className="py-12" />}
      {questions.isError && (
        <p role="alert" className="font-semibold text-red-700">
          {t('errors.loadFailed', { ns: 'common' })}
        </p>
      )}
      {questions.data && (
        <>
          {questions.data.items.length === 0 ? (
            <p className="rounded-2xl bg-ink-100 p-6 text-center dark:bg-ink-900">{t('table.empty')}</p>
          ) : (
            <QuestionTable
              caption={t('tabs.questions')}
              items={questions.data.items}
              selected={selection.ids}
              onSelect={selection.toggle}
              sort={query.sort ?? 'createdAt'}
              order={query.order ?? 'desc'}
              onSort={onSort}
              actions={(q) =>
                confirming === q.id ? (
                  <>
                    <Button
                      variant="danger"
                      onClick={() => void runDelete(q.id)}
                      data-testid="confirm-delete"
                    >
                      {t('delete.confirm')}
                    </Button>
                    <Button variant="ghost" onClick={() => setConfirming(null)}>
                      {t('form.cancel')}
                    </Button>
                  </>
                ) : (
                  <>
                    <Button variant="ghost" onClick={() => setEditing(q)} data-testid="edit-question">
                      {t('actions.edit')}
                    </Button>
                    <Button variant="ghost" onClick={() => setConfirming(q.id)}>
                      {t('actions.delete')}
                    </Button>
                  </>
                )
              }
            />
          )}
          <Pager
            page={questions.data.page}
            pageSize={questions.data.pageSize}
            total={questions.data.total}
            isTotalCapped={questions.data.isTotalCapped}
            onPage={(page) => setQuery((q) => ({ ...q, page }))}
          />
        </>
      )}
    </div>
  );
}
