import { Globe2, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { AdminCategory } from '../../../shared/contracts/admin-categories';
import {
  GENERATION_COUNTS,
  type GenerationCount,
  type GenerationRun,
  SCHEDULE_CADENCES,
  type ScheduleCadence,
  type StudioStatus,
} from '../../../shared/contracts/ai-studio';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { ApiRequestError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { adminKey } from '../admin/admin-key';
import { useBuiltin, useRun, useRuns, useSetTopUpSchedule, useTopUp, useTopUpSchedule } from './studio-api';

const selectClass =
  'mt-1 block w-full rounded-xl border-0 bg-white px-3 py-2.5 ring-1 ring-inset ring-ink-300 focus:ring-2 focus:ring-brand-600 dark:bg-ink-950 dark:ring-ink-600';

function useFormats() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB';
  return {
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    seconds: (ms: number | null) =>
      ms === null ? '—' : new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(ms / 1000),
  };
}

const errorText = (failure: unknown, fallback: string) =>
  adminKey(failure instanceof ApiRequestError ? failure.key : fallback);

/** Whether a model is set; without one, what the studio still offers. */
export function StatusCard({ status }: { status: StudioStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Card data-testid="ai-status">
      {status.hasModel ? (
        <p>
          {t('ai.status.model', { model: status.model })}{' '}
          <span className="text-ink-600 dark:text-ink-400">
            {t('ai.status.threshold', { threshold: status.bulkApprovalConfidence })}
          </span>
        </p>
      ) : (
        <div className="grid gap-2">
          <p className="font-bold">{t('ai.status.noModel')}</p>
          <p className="text-ink-700 dark:text-ink-300">{t('ai.status.noModelHelp')}</p>
        </div>
      )}
    </Card>
  );
}

/** A run's progress: its state, each category's, the counts and why items were rejected. */
export function RunProgress({ runId }: { runId: string }) {
  const { t, i18n } = useTranslation('admin');
  const run = useRun(runId);
  const { seconds } = useFormats();
  if (!run.data) return <LoadingIndicator size="md" className="py-6" />;
  const r = run.data;
  const isArabic = i18n.language === 'ar';
  return (
    <Card data-testid="ai-run" aria-live="polite">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold">{t(`ai.kind.${r.kind}`)}</h2>
        <span
          data-testid="ai-run-status"
          className="rounded-full bg-ink-100 px-3 py-1 font-bold dark:bg-ink-800"
        >
          {t(`ai.runStatus.${r.status}`)}
        </span>
      </div>
      <p className="mt-2" data-testid="ai-run-summary">
        {t('ai.run.summary', {
          created: r.newQuestions,
          rejected: r.questionsRejected,
          processed: r.categoriesProcessed,
          total: r.categories.length,
          seconds: seconds(r.durationMs),
        })}
      </p>
      {r.error && (
        <p role="alert" className="mt-2 font-semibold text-red-700 dark:text-red-400">
          {t(adminKey(r.error), { ns: ['admin', 'common'] })}
        </p>
      )}
      <ul className="mt-3 grid gap-1">
        {r.categories.map((c) => (
          <li key={c.categoryId} className="flex flex-wrap gap-2">
            <span className="font-semibold">{isArabic ? c.nameAr : c.nameEn}</span>
            <span>{t(`ai.categoryStatus.${c.status}`)}</span>
            <span className="text-ink-600 dark:text-ink-400">
              {t('ai.run.categoryCounts', { created: c.generated, rejected: c.rejected })}
            </span>
            {c.error && (
              <span className="text-red-700 dark:text-red-400">
                {t(adminKey(c.error), { ns: ['admin', 'common'] })}
              </span>
            )}
          </li>
        ))}
      </ul>
      {r.rejections.length > 0 && (
        <details className="mt-3">
          <summary className="cursor-pointer font-semibold">
            {t('ai.run.rejections', { count: r.rejections.length })}
          </summary>
          <ul className="mt-2 list-disc ps-6">
            {r.rejections.map((rejection, i) => (
              <li key={i}>
                {t(adminKey(rejection.reason), { ns: ['admin', 'common'] })}
                {rejection.detail && (
                  <span dir="ltr" className="ms-2 text-ink-600 dark:text-ink-400">
                    “{rejection.detail}”
                  </span>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
      {r.status === 'completed' && r.newQuestions > 0 && (
        <ButtonLink to="/moderator" className="mt-4" data-testid="ai-review-link">
          {t('ai.run.review', { count: r.newQuestions })}
        </ButtonLink>
      )}
    </Card>
  );
}

/** The built-in generator: country questions from packaged data, no model needed. */
export function BuiltinPanel({
  categories,
  onStarted,
}: {
  categories: AdminCategory[];
  onStarted: (runId: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const [categoryId, setCategoryId] = useState('');
  const [count, setCount] = useState<GenerationCount>(10);
  const [error, setError] = useState<string | null>(null);
  const builtin = useBuiltin();
  const subs = categories.filter((c) => c.parentId !== null);
  const start = async () => {
    setError(null);
    if (!categoryId) return setError('validation.categoryRequired');
    try {
      const { runId } = await builtin.mutateAsync({ categoryId, count });
      if (runId) onStarted(runId);
    } catch (failure) {
      setError(errorText(failure, 'admin.ai.errors.generateFailed'));
    }
  };
  return (
    <Card data-testid="builtin-panel" className="grid gap-3">
      <h2 className="text-xl font-bold">{t('ai.builtin.title')}</h2>
      <p className="text-ink-700 dark:text-ink-300">{t('ai.builtin.lead')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="font-semibold">
          {t('ai.builtin.category')}
          <select
            className={selectClass}
            value={categoryId}
            onChange={(e) => setCategoryId(e.target.value)}
            aria-invalid={error === 'validation.categoryRequired' || undefined}
            data-testid="builtin-category"
          >
            <option value="">{t('ai.builtin.choose')}</option>
            {subs.map((c) => (
              <option key={c.id} value={c.id}>
                {i18n.language === 'ar' ? c.nameAr : c.nameEn}
              </option>
            ))}
          </select>
        </label>
        <label className="font-semibold">
          {t('ai.generator.count')}
          <select
            className={selectClass}
            value={count}
            onChange={(e) => setCount(Number(e.target.value) as GenerationCount)}
          >
            {GENERATION_COUNTS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && (
        <p role="alert" className="font-semibold text-red-700 dark:text-red-400">
          {t(error, { ns: ['admin', 'common'] })}
        </p>
      )}
      <div>
        <Button
          variant="ghost"
          onClick={() => void start()}
          disabled={builtin.isPending}
          data-testid="builtin-start"
        >
          <Globe2 aria-hidden="true" className="size-5" />
          {t('ai.builtin.submit')}
        </Button>
      </div>
    </Card>
  );
}

/** Auto top-up: run it now, or on a daily or weekly schedule. */
export function TopUpPanel({
  status,
  onStarted,
}: {
  status: StudioStatus;
  onStarted: (runId: string) => void;
}) {
  const { t } = useTranslation('admin');
  const schedule = useTopUpSchedule();
  const setSchedule = useSetTopUpSchedule();
  const topUp = useTopUp();
  const { date } = useFormats();
  const start = async () => {
    try {
      const { runId } = await topUp.mutateAsync(undefined);
      if (runId) onStarted(runId);
      else void notify('success', t('ai.topup.nothing'));
    } catch (failure) {
      void notify('error', t(errorText(failure, 'admin.ai.errors.topupFailed'), { ns: ['admin', 'common'] }));
    }
  };
  const change = async (cadence: ScheduleCadence) => {
    try {
      await setSchedule.mutateAsync(cadence);
      void notify('success', t('ai.topup.saved'));
    } catch {
      void notify('error', t('errors.saveFailed'));
    }
  };
  return (
    <Card data-testid="topup-panel" className="grid gap-3">
      <h2 className="text-xl font-bold">{t('ai.topup.title')}</h2>
      <p className="text-ink-700 dark:text-ink-300">
        {t('ai.topup.lead', { below: status.topUpBelow, count: status.categoriesBelow })}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <Button
          onClick={() => void start()}
          disabled={!status.hasModel || topUp.isPending}
          data-testid="topup-start"
        >
          <RefreshCw aria-hidden="true" className="size-5" />
          {t('ai.topup.runNow')}
        </Button>
        <label className="font-semibold">
          {t('ai.topup.schedule')}
          <select
            className={selectClass}
            value={schedule.data?.cadence ?? 'off'}
            disabled={!schedule.data || setSchedule.isPending}
            onChange={(e) => void change(e.target.value as ScheduleCadence)}
            data-testid="topup-schedule"
          >
            {SCHEDULE_CADENCES.map((cadence) => (
              <option key={cadence} value={cadence}>
                {t(`ai.cadence.${cadence}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {schedule.data?.nextRunAt && (
        <p className="text-sm text-ink-600 dark:text-ink-400">
          {t('ai.topup.next', { date: date.format(new Date(schedule.data.nextRunAt)) })}
        </p>
      )}
      {!status.hasModel && (
        <p className="text-sm text-ink-600 dark:text-ink-400">{t('ai.topup.needsModel')}</p>
      )}
    </Card>
  );
}

/** The latest runs of every kind. */
export function RunsTable({ onOpen }: { onOpen: (run: GenerationRun) => void }) {
  const { t } = useTranslation('admin');
  const runs = useRuns();
  const { date, seconds } = useFormats();
  if (runs.isPending) return <LoadingIndicator size="md" className="py-6" />;
  const items = runs.data?.items ?? [];
  return (
    <Card>
      <h2 className="mb-3 text-xl font-bold">{t('ai.runs.title')}</h2>
      {items.length === 0 ? (
        <p className="text-ink-600 dark:text-ink-400">{t('ai.runs.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-sm">
            <caption className="sr-only">{t('ai.runs.title')}</caption>
            <thead className="bg-ink-100 dark:bg-ink-800">
              <tr>
                {(['kind', 'status', 'topic', 'counts', 'duration', 'date'] as const).map((col) => (
                  <th key={col} scope="col" className="px-3 py-2 text-start">
                    {t(`ai.runs.${col}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((run) => (
                <tr key={run.id} className="border-t border-ink-200 dark:border-ink-700">
                  <td className="px-3 py-2">
                    <button type="button" className="font-semibold underline" onClick={() => onOpen(run)}>
                      {t(`ai.kind.${run.kind}`)}
                    </button>
                  </td>
                  <td className="px-3 py-2">{t(`ai.runStatus.${run.status}`)}</td>
                  <td className="max-w-xs px-3 py-2" dir="auto">
                    {run.topic ?? '—'}
                  </td>
                  <td className="px-3 py-2">
                    {t('ai.run.categoryCounts', {
                      created: run.newQuestions,
                      rejected: run.questionsRejected,
                    })}
                  </td>
                  <td className="px-3 py-2">{t('ai.runs.seconds', { seconds: seconds(run.durationMs) })}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{date.format(new Date(run.createdAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
