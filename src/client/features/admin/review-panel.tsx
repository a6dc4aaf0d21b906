import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type {
  AdminQuestion,
  QuestionListQuery,
  QuestionSort,
} from '../../../shared/contracts/admin-questions';
import { Button } from '../../components/ui/button';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { notify } from '../../lib/toast';
import { useSession } from '../auth/session';
import {
  useAdminCategories,
  useApproveConfident,
  useReview,
  useReviewQueue,
  useReviewThreshold,
} from './admin-api';
import { QuestionForm } from './question-form';
import { QuestionTable } from './question-table';
import { Pager, useSelection } from './table-parts';

/** The review queue: pending questions approved or rejected one by one or together (admins and moderators). */
export function ReviewPanel() {
  const { t, i18n } = useTranslation('admin');
  const [query, setQuery] = useState<QuestionListQuery>({
    page: 1,
    pageSize: 25,
    sort: 'createdAt',
    order: 'asc',
  });
  const [note, setNote] = useState('');
  const queue = useReviewQueue({ ...query, lang: i18n.language === 'en' ? 'en' : 'ar' });
  const review = useReview();
  const selection = useSelection();
  const threshold = useReviewThreshold();
  const approveConfident = useApproveConfident();
  const session = useSession();
  const isAdmin = session.user?.role === 'admin';
  const categories = useAdminCategories();
  const [editing, setEditing] = useState<AdminQuestion | null>(null);
  const minConfidence = threshold.data?.bulkApprovalConfidence ?? 85;
  const approveAllConfident = async () => {
    try {
      const result = await approveConfident.mutateAsync(minConfidence);
      void notify('success', t('reviewQueue.approved', { count: result.updated }));
    } catch {
      void notify('error', t('errors.bulkFailed'));
    }
  };
  const decide = async (ids: string[], decision: 'approve' | 'reject') => {
    try {
      const result = await review.mutateAsync({ ids, decision, note: note || undefined });
      void notify(
        'success',
        t(decision === 'approve' ? 'reviewQueue.approved' : 'reviewQueue.rejected', {
          count: result.updated,
        }),
      );
      selection.toggle(ids, false);
    } catch {
      void notify('error', t('errors.saveFailed'));
    }
  };
  const onSort = (sort: QuestionSort) =>
    setQuery((q) => ({ ...q, sort, order: q.sort === sort && q.order === 'asc' ? 'desc' : 'asc' }));
  if (editing && isAdmin) {
    return (
      <QuestionForm
        question={editing}
        categories={categories.data?.categories ?? []}
        onDone={() => setEditing(null)}
      />
    );
  }
  return (
    <div className="grid grid-cols-1 gap-4" data-testid="review-queue">
      <p className="text-ink-700 dark:text-ink-300">{t('reviewQueue.lead')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grow text-sm font-semibold">
          {t('reviewQueue.note')}
          <input
            value={note}
            onChange={(e) => setNote(e.target.value)}
            dir="auto"
            maxLength={500}
            className="mt-1 block w-full rounded-xl border-0 bg-white px-3 py-2 ring-1 ring-inset ring-ink-300 dark:bg-ink-950 dark:ring-ink-600"
          />
        </label>
        <Button
          disabled={selection.ids.size === 0 || review.isPending}
          onClick={() => void decide([...selection.ids], 'approve')}
        >
          {t('reviewQueue.approveSelected', { count: selection.ids.size })}
        </Button>
        <Button
          variant="ghost"
          disabled={selection.ids.size === 0 || review.isPending}
          onClick={() => void decide([...selection.ids], 'reject')}
        >
          {t('reviewQueue.rejectSelected', { count: selection.ids.size })}
        </Button>
        <Button
          variant="ghost"
          disabled={approveConfident.isPending || !queue.data?.items.length}
          onClick={() => void approveAllConfident()}
          data-testid="approve-confident"
        >
          {t('reviewQueue.approveConfident', { threshold: minConfidence })}
        </Button>
      </div>
      {queue.isPending && <LoadingIndicator size="lg" className="py-12" />}
      {queue.isError && (
        <p role="alert" className="font-semibold text-red-700">
          {t('errors.loadFailed', { ns: 'common' })}
        </p>
      )}
      {queue.data &&
        (queue.data.items.length === 0 ? (
          <p className="rounded-2xl bg-ink-100 p-6 text-center dark:bg-ink-900">{t('reviewQueue.empty')}</p>
        ) : (
          <>
            <QuestionTable
              caption={t('tabs.review')}
              items={queue.data.items}
              selected={selection.ids}
              onSelect={selection.toggle}
              sort={query.sort ?? 'createdAt'}
              order={query.order ?? 'asc'}
              onSort={onSort}
              actions={(q) => (
                <>
                  <Button onClick={() => void decide([q.id], 'approve')} data-testid="approve-question">
                    {t('reviewQueue.approve')}
                  </Button>
                  <Button variant="ghost" onClick={() => void decide([q.id], 'reject')}>
                    {t('reviewQueue.reject')}
                  </Button>
                  {isAdmin && (
                    <Button variant="ghost" onClick={() => setEditing(q)} data-testid="edit-question">
                      {t('actions.edit')}
                    </Button>
                  )}
                </>
              )}
            />
            <Pager
              page={queue.data.page}
              pageSize={queue.data.pageSize}
              total={queue.data.total}
              isTotalCapped={queue.data.isTotalCapped}
              onPage={(page) => setQuery((q) => ({ ...q, page }))}
            />
          </>
        ))}
    </div>
  );
}
