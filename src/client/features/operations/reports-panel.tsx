import { type FormEvent, useState } from 'react';
import { type AdminVarReport, adminResolveVarInputSchema } from '../../../shared/contracts/admin-ops';
import { VAR_REPORT_STATUSES, type VarReportStatus } from '../../../shared/contracts/game';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { TextAreaField, TextField } from '../../components/ui/text-field';
import { notify } from '../../lib/toast';
import { useAdminCategories, useQuestion } from '../admin/admin-api';
import { QuestionForm } from '../admin/question-form';
import { Pager } from '../admin/table-parts';
import { useRefreshVarReports, useResolveVarReport, useVarReports } from './ops-api';
import {
  Badge,
  LoadFailed,
  selectClass,
  type Tone,
  useErrorText,
  useOpsFormats,
  useOpsTranslation,
} from './ops-parts';

const PAGE_SIZE = 20;
const TONE: Record<VarReportStatus, Tone> = { open: 'warn', accepted: 'good', rejected: 'neutral' };

function ResolveForm({ report }: { report: AdminVarReport }) {
  const { t } = useOpsTranslation();
  const errorText = useErrorText();
  const resolve = useResolveVarReport();
  const [note, setNote] = useState('');
  const [isCorrecting, setIsCorrecting] = useState(false);
  const [teamId, setTeamId] = useState(report.teamId);
  const [amount, setAmount] = useState('200');
  const [isDeactivating, setIsDeactivating] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isLive = report.gameStatus !== 'completed';
  // A problem the fields above do not show (e.g. the team) is still said, never swallowed.
  const otherError = Object.entries(errors).find(
    ([field]) => !['note', 'amount', 'correction'].includes(field),
  )?.[1];

  const submit = async (status: 'accepted' | 'rejected', event?: FormEvent) => {
    event?.preventDefault();
    const isAccepted = status === 'accepted';
    const parsed = adminResolveVarInputSchema.safeParse({
      status,
      note,
      ...(isAccepted && isCorrecting ? { correction: { teamId, amount: Number(amount) } } : {}),
      questionAction: isAccepted && isDeactivating ? 'deactivate' : 'none',
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [String(i.path.at(-1)), errorText(i.message)])),
      );
      return;
    }
    setErrors({});
    try {
      await resolve.mutateAsync({ id: report.id, input: parsed.data });
      void notify('success', t(isAccepted ? 'reports.acceptedDone' : 'reports.rejectedDone'));
    } catch (error) {
      const key = (error as { key?: string }).key;
      void notify('error', key && key !== 'errors.internal' ? errorText(key) : t('reports.resolveFailed'));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit('accepted', e)}
      className="grid gap-3 border-t border-ink-200 pt-3 dark:border-ink-700"
    >
      <TextAreaField
        label={t('reports.note')}
        rows={2}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={errors.note}
        dir="auto"
      />
      <label className="flex items-center gap-2 font-semibold">
        <input
          type="checkbox"
          checked={isCorrecting}
          disabled={!isLive}
          onChange={(e) => setIsCorrecting(e.target.checked)}
          className="size-5"
        />
        {t(isLive ? 'reports.correct' : 'reports.correctFinished')}
      </label>
      {isCorrecting && (
        <div className="flex flex-wrap items-end gap-3">
          <label className="text-sm font-semibold">
            {t('reports.team')}
            <select value={teamId} onChange={(e) => setTeamId(e.target.value)} className={selectClass}>
              {report.teams.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </select>
          </label>
          <TextField
            label={t('reports.amount')}
            type="number"
            dir="ltr"
            step={100}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={errors.amount ?? errors.correction}
          />
        </div>
      )}
      <label className="flex items-center gap-2 font-semibold">
        <input
          type="checkbox"
          checked={isDeactivating}
          onChange={(e) => setIsDeactivating(e.target.checked)}
          className="size-5"
        />
        {t('reports.deactivate')}
      </label>
      {otherError && (
        <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-400">
          {otherError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={resolve.isPending}>
          {t('reports.accept')}
        </Button>
        <Button variant="ghost" disabled={resolve.isPending} onClick={() => void submit('rejected')}>
          {t('reports.reject')}
        </Button>
      </div>
    </form>
  );
}

/** The reported question in the back-office's own question form, to fix its text or answer in place. */
function QuestionEditor({ questionId, onDone }: { questionId: string; onDone: () => void }) {
  const { t } = useOpsTranslation();
  const question = useQuestion(questionId);
  const categories = useAdminCategories();
  if (question.isPending) return <LoadingIndicator size="lg" className="py-6" />;
  if (question.isError)
    return (
      <LoadFailed
        message={t('errors.loadFailed', { ns: 'common' })}
        onRetry={() => void question.refetch()}
      />
    );
  return (
    <div data-testid="report-question-editor">
      <QuestionForm question={question.data} categories={categories.data?.categories ?? []} onDone={onDone} />
    </div>
  );
}

function ReportCard({ report }: { report: AdminVarReport }) {
  const { t, i18n } = useOpsTranslation();
  const { date, number } = useOpsFormats();
  const refresh = useRefreshVarReports();
  const [isEditing, setIsEditing] = useState(false);
  const isArabic = i18n.language === 'ar';
  const { resolution } = report;
  return (
    <Card className="grid gap-3" data-testid="var-report" data-status={report.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-extrabold">
          {t('reports.room', { code: report.roomCode })} · {t(`games.statuses.${report.gameStatus}`)}
        </h2>
        <Badge tone={TONE[report.status]}>{t(`reports.statuses.${report.status}`)}</Badge>
      </div>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
        <span>{t('reports.by', { name: report.reporter, team: report.teamName })}</span>
        <time dateTime={report.createdAt}>{date.format(new Date(report.createdAt))}</time>
      </p>
      <div className="rounded-xl bg-ink-50 p-3 dark:bg-ink-800">
        <p className="font-bold" dir="auto">
          {isArabic ? report.question.bodyAr : report.question.bodyEn}
        </p>
        <p className="mt-1 text-sm">
          {t('reports.answer')}:{' '}
          <strong dir="auto">{isArabic ? report.question.answerAr : report.question.answerEn}</strong>
          {!report.question.isActive && (
            <>
              {' '}
              <Badge tone="neutral">{t('reports.questionInactive')}</Badge>
            </>
          )}
        </p>
        {!isEditing && (
          <Button variant="ghost" className="mt-2" onClick={() => setIsEditing(true)}>
            {t('reports.editQuestion')}
          </Button>
        )}
      </div>
      {isEditing && (
        <QuestionEditor
          questionId={report.question.id}
          onDone={() => {
            setIsEditing(false);
            void refresh();
          }}
        />
      )}
      <p>
        <span className="font-semibold">{t('reports.reason')}: </span>
        <span dir="auto">{report.reason}</span>
      </p>
      {report.screenshotUrl && (
        <a
          href={report.screenshotUrl}
          target="_blank"
          rel="noreferrer noopener"
          className="text-brand-700 underline dark:text-brand-300"
          dir="ltr"
        >
          {t('reports.screenshot')}
        </a>
      )}
      <p className="text-sm">
        {report.teams.map((team) => `${team.name}: ${number.format(team.score)}`).join(' · ')}
      </p>
      {resolution ? (
        <div
          className="rounded-xl border border-ink-200 p-3 text-sm dark:border-ink-700"
          data-testid="var-resolution"
        >
          <p dir="auto">
            <span className="font-semibold">{t('reports.note')}: </span>
            {resolution.note}
          </p>
          {resolution.correctionAmount !== null && (
            <p>
              {t('reports.corrected', {
                team: report.teams.find((team) => team.id === resolution.correctionTeamId)?.name ?? '',
                amount: number.format(resolution.correctionAmount),
              })}
            </p>
          )}
          {resolution.questionAction === 'deactivate' && <p>{t('reports.deactivated')}</p>}
          <p className="text-ink-600 dark:text-ink-400">
            <span dir="ltr">{resolution.resolvedBy}</span> · {date.format(new Date(resolution.resolvedAt))}
          </p>
        </div>
      ) : (
        <ResolveForm report={report} />
      )}
    </Card>
  );
}

/** /admin/reports: every VAR report across games, by state, with the question, answer, reason and reporter. */
export function ReportsPanel() {
  const { t } = useOpsTranslation();
  const [status, setStatus] = useState<VarReportStatus | undefined>('open');
  const [page, setPage] = useState(1);
  const reports = useVarReports({ status, page, pageSize: PAGE_SIZE });
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('reports.filter')}>
        {[undefined, ...VAR_REPORT_STATUSES].map((option) => (
          <Button
            key={option ?? 'all'}
            variant={status === option ? 'primary' : 'ghost'}
            aria-pressed={status === option}
            onClick={() => {
              setStatus(option);
              setPage(1);
            }}
          >
            {option ? t(`reports.statuses.${option}`) : t('reports.all')}
          </Button>
        ))}
      </div>
      {reports.isPending && <LoadingIndicator size="lg" className="py-12" />}
      {reports.isError && (
        <LoadFailed message={t('reports.loadFailed')} onRetry={() => void reports.refetch()} />
      )}
      {reports.data && (
        <>
          {reports.data.items.length === 0 && <p>{t('reports.empty')}</p>}
          {reports.data.items.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
          <Pager page={page} pageSize={PAGE_SIZE} total={reports.data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}
