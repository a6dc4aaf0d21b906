import { Flag, Play, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import { BOARD_CATEGORY_COUNT } from '../../../shared/constants';
import { reportQuestionInputSchema, type SetQuestion } from '../../../shared/contracts/community';
import { DEFAULT_LIFELINES } from '../../../shared/game/constants';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { QuestionForm } from '../admin/question-form';
import { useGameFormat } from '../game/format';
import { deviceId, saveHostedGame } from '../game/game-storage';
import {
  uploadSetMedia,
  useAddSetQuestion,
  usePlaySet,
  useQuestionSet,
  useReportQuestion,
} from './community-api';
import { errorText } from './community-key';
import { LikeButton, SetFacts } from './set-list';

function ReportForm({ question, onDone }: { question: SetQuestion; onDone: () => void }) {
  const { t } = useTranslation('community');
  const report = useReportQuestion();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = reportQuestionInputSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(errorText(t, parsed.error.issues[0]?.message));
      return;
    }
    try {
      await report.mutateAsync({ questionId: question.id, input: parsed.data });
      void notify('success', t('report.sent'));
      onDone();
    } catch (failure) {
      setError(errorText(t, failure instanceof ApiRequestError ? failure.key : null));
    }
  };
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-2 grid gap-2">
      <TextField
        label={t('report.reason')}
        dir="auto"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={error}
      />
      <div className="flex gap-2">
        <Button type="submit" variant="danger" disabled={report.isPending}>
          {t('report.send')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('report.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** One set: its columns and questions (no answers), like, report, play; its author adds questions here. */
export function SetDetail({ setId, isSignedIn }: { setId: string; isSignedIn: boolean }) {
  const { t } = useTranslation('community');
  const format = useGameFormat();
  const navigate = useNavigate();
  const query = useQuestionSet(setId);
  const add = useAddSetQuestion(setId);
  const play = usePlaySet();
  const [isAdding, setIsAdding] = useState(false);
  const [reporting, setReporting] = useState<string | null>(null);
  const [playError, setPlayError] = useState('');

  if (query.isPending) return <LoadingIndicator size="lg" className="py-16" />;
  if (query.error) {
    return (
      <p
        role="alert"
        className="rounded-2xl bg-red-50 p-5 font-semibold text-red-800 dark:bg-red-950 dark:text-red-200"
      >
        {errorText(t, query.error instanceof ApiRequestError ? query.error.key : null)}
      </p>
    );
  }
  const set = query.data;
  const onPlay = async () => {
    setPlayError('');
    try {
      const created = await play.mutateAsync({
        setId,
        input: {
          options: {
            teams: [
              { name: t('play.team', { number: format.number(1) }), colour: 'blue' },
              { name: t('play.team', { number: format.number(2) }), colour: 'red' },
            ],
            lifelines: [...DEFAULT_LIFELINES],
          },
          deviceId: deviceId(),
        },
      });
      saveHostedGame({ gameId: created.gameId, roomCode: created.roomCode, hostToken: created.hostToken });
      void navigate(`/room/${created.roomCode}`);
    } catch (failure) {
      setPlayError(errorText(t, failure instanceof ApiRequestError ? failure.key : null));
    }
  };
  const isFull = set.playableCategoryCount >= BOARD_CATEGORY_COUNT;

  return (
    <div className="grid gap-6" data-testid="set-detail">
      <Card className="grid gap-3">
        <h2 className="text-2xl font-extrabold">{set.name}</h2>
        {set.description && <p className="text-ink-700 dark:text-ink-300">{set.description}</p>}
        <SetFacts set={set} />
        <div className="flex flex-wrap items-center gap-3">
          <Button
            size="lg"
            onClick={() => void onPlay()}
            disabled={set.playableCategoryCount === 0 || play.isPending}
            data-testid="play-set"
          >
            <Play aria-hidden="true" className="size-5" />
            {t('play.button')}
          </Button>
          <LikeButton set={set} isSignedIn={isSignedIn} />
          {set.isMine && (
            <Button
              variant="ghost"
              onClick={() => setIsAdding((v) => !v)}
              aria-expanded={isAdding}
              data-testid="add-question"
            >
              <Plus aria-hidden="true" className="size-5" />
              {t('detail.addQuestion')}
            </Button>
          )}
        </div>
        <p className="text-sm text-ink-700 dark:text-ink-300">
          {set.playableCategoryCount === 0
            ? t('play.notReady')
            : isFull
              ? t('play.full')
              : t('play.mixed', {
                  ready: format.number(set.playableCategoryCount),
                  bank: format.number(BOARD_CATEGORY_COUNT - set.playableCategoryCount),
                })}
        </p>
        {playError && (
          <p role="alert" className="font-semibold text-red-700 dark:text-red-400">
            {playError}
          </p>
        )}
      </Card>

      {isAdding && set.isMine && (
        <Card>
          <h2 className="mb-4 text-xl font-extrabold">{t('detail.addQuestion')}</h2>
          <QuestionForm
            question={null}
            categories={set.categories.map((c) => ({
              id: c.id,
              parentId: null,
              nameAr: c.name.ar,
              nameEn: c.name.en,
            }))}
            onDone={() => setIsAdding(false)}
            target={{ save: (input) => add.mutateAsync(input), upload: uploadSetMedia }}
          />
        </Card>
      )}

      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {set.categories.map((column) => (
          <section key={column.id} aria-labelledby={`column-${column.id}`}>
            <Card className="grid gap-3">
              <h3 id={`column-${column.id}`} className="text-lg font-extrabold">
                {format.text(column.name)}
              </h3>
              <p className="text-sm text-ink-700 dark:text-ink-300">
                {t('detail.counts', {
                  easy: format.number(column.counts.easy),
                  medium: format.number(column.counts.medium),
                  hard: format.number(column.counts.hard),
                })}{' '}
                {column.isPlayable ? t('detail.ready') : t('detail.needsQuestions')}
              </p>
              <ol className="grid gap-2">
                {column.questions.map((question) => (
                  <li key={question.id} className="rounded-xl bg-ink-50 p-3 dark:bg-ink-800">
                    <p className="font-semibold">{format.text(question.body)}</p>
                    <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700 dark:text-ink-300">
                      {t(`difficulty.${question.difficulty}`)}
                      {question.isUnderReview && <span className="font-bold">{t('detail.underReview')}</span>}
                      {isSignedIn && !set.isMine && !question.isUnderReview && reporting !== question.id && (
                        <Button
                          variant="ghost"
                          className="!px-2 !py-1 text-sm"
                          onClick={() => setReporting(question.id)}
                          aria-label={t('report.label', { question: format.text(question.body) })}
                        >
                          <Flag aria-hidden="true" className="size-4" />
                          {t('report.button')}
                        </Button>
                      )}
                    </p>
                    {reporting === question.id && (
                      <ReportForm question={question} onDone={() => setReporting(null)} />
                    )}
                  </li>
                ))}
              </ol>
            </Card>
          </section>
        ))}
      </div>
    </div>
  );
}
