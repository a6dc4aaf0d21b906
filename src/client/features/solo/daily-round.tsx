import { CheckCircle2, Clock, CloudOff, XCircle } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { Answer } from '../../../shared/game/commands';
import type { SoloAnswerResult, SoloRound } from '../../../shared/contracts/solo';
import { Button } from '../../components/ui/button';
import { numberFormatter } from '../../lib/numbers';
import { newClientId } from '../game/game-storage';
import { onSoloAnswerScored, queueAnswer, saveLocalDailyRound } from './solo-api';

type Outcome = Pick<SoloAnswerResult, 'isCorrect' | 'isLate' | 'points'> | 'pending';

/**
 * Plays a round one question at a time on the phone: a countdown per question, options or a written answer,
 * each answer queued (so it survives a lost connection) and scored by the server; the outcome of the previous
 * answer shows above the next question. Calls `onDone` once every answer has been scored.
 */
export function DailyRound({
  round,
  startAt,
  onDone,
  keepOnDevice = true,
}: {
  round: SoloRound;
  /** Whether the device remembers the round as the day's challenge (not for a tournament round). */
  keepOnDevice?: boolean;
  /** The first question not answered yet (the server's, or further when answers wait in the queue). */
  startAt: number;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('solo');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const format = numberFormatter(i18n.language);
  const total = round.questions.length;
  const [current, setCurrent] = useState(startAt);
  const [outcomes, setOutcomes] = useState<Record<number, Outcome>>(() =>
    Object.fromEntries(round.view.results.map((result) => [result.questionIndex, result])),
  );
  const [deadline, setDeadline] = useState(() =>
    startAt === round.view.current && round.view.remainingMs !== null
      ? Date.now() + round.view.remainingMs
      : Date.now() + round.questionSeconds * 1000,
  );
  const [now, setNow] = useState(() => Date.now());
  const [text, setText] = useState('');
  const [isOnline, setIsOnline] = useState(() => navigator.onLine);
  const doneRef = useRef(false);

  useEffect(
    () =>
      onSoloAnswerScored((result) => {
        if (result.roundId !== round.roundId) return;
        setOutcomes((previous) => ({ ...previous, [result.questionIndex]: result }));
      }),
    [round.roundId],
  );
  useEffect(() => {
    const update = () => setIsOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  const submit = useCallback(
    (answer: Answer | null) => {
      if (current >= total) return;
      queueAnswer({
        clientId: newClientId(),
        roundId: round.roundId,
        roundToken: round.roundToken ?? undefined,
        questionIndex: current,
        answer,
      });
      setOutcomes((previous) => ({ ...previous, [current]: previous[current] ?? 'pending' }));
      if (keepOnDevice) {
        saveLocalDailyRound({
          day: round.day,
          roundId: round.roundId,
          roundToken: round.roundToken,
          answered: current + 1,
          isFinished: false,
        });
      }
      setCurrent(current + 1);
      setText('');
      const at = Date.now();
      setNow(at);
      setDeadline(at + round.questionSeconds * 1000);
    },
    [current, total, round, keepOnDevice],
  );

  // The clock moves a few times a second; a question whose time ran out is answered with nothing.
  useEffect(() => {
    if (current >= total) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= deadline) submit(null);
    }, 250);
    return () => clearInterval(timer);
  }, [current, total, deadline, submit]);

  const remainingMs = Math.max(deadline - now, 0);

  const pending = Object.values(outcomes).some((outcome) => outcome === 'pending');
  useEffect(() => {
    if (current >= total && !pending && !doneRef.current) {
      doneRef.current = true;
      onDone();
    }
  }, [current, total, pending, onDone]);

  const previous = outcomes[current - 1];
  const score = Object.values(outcomes).reduce(
    (sum, outcome) => sum + (outcome === 'pending' ? 0 : outcome.points),
    0,
  );
  const question = round.questions[current];
  const seconds = Math.ceil(remainingMs / 1000);

  return (
    <section aria-labelledby="round-question" className="mx-auto max-w-xl" data-testid="daily-round">
      <div className="mb-3 flex items-center justify-between text-sm font-bold">
        <span data-testid="round-progress">
          {t('challenges.question', {
            current: format.format(Math.min(current + 1, total)),
            total: format.format(total),
          })}
        </span>
        <span data-testid="round-score">{t('challenges.score', { score: format.format(score) })}</span>
      </div>
      <p aria-live="polite" className="mb-3 min-h-7 text-base font-bold" data-testid="answer-outcome">
        {previous === 'pending' ? (
          <span className="inline-flex items-center gap-2 text-ink-700 dark:text-ink-300">
            <CloudOff aria-hidden="true" className="size-5" />
            {isOnline ? t('challenges.sending') : t('challenges.savedOffline')}
          </span>
        ) : previous ? (
          <span
            className={`inline-flex items-center gap-2 ${previous.isCorrect ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-800 dark:text-red-300'}`}
          >
            {previous.isCorrect ? (
              <CheckCircle2 aria-hidden="true" className="size-5" />
            ) : (
              <XCircle aria-hidden="true" className="size-5" />
            )}
            {previous.isCorrect
              ? t('challenges.correct', { points: format.format(previous.points) })
              : previous.isLate
                ? t('challenges.late')
                : t('challenges.wrong')}
          </span>
        ) : null}
      </p>
      {question ? (
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 dark:bg-ink-900 dark:ring-ink-700">
          <div className="mb-3 flex items-center justify-between gap-2 text-sm">
            <span className="font-semibold text-ink-700 dark:text-ink-300">
              {question.category[lang]} · {t(`challenges.difficulty.${question.difficulty}`)}
            </span>
            <span
              className={`inline-flex items-center gap-1 rounded-full px-3 py-1 font-bold ${seconds <= 5 ? 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100' : 'bg-ink-100 text-ink-900 dark:bg-ink-800 dark:text-ink-100'}`}
              role="timer"
              data-testid="round-timer"
            >
              <Clock aria-hidden="true" className="size-4" />
              {t('challenges.secondsLeft', { seconds: format.format(seconds) })}
            </span>
          </div>
          <h2 id="round-question" className="mb-4 text-xl font-extrabold" data-testid="round-question">
            {question.body[lang]}
          </h2>
          {question.type === 'multiple_choice' ? (
            <ul className="grid gap-2">
              {question.options[lang].map((option, index) => (
                <li key={index}>
                  <button
                    type="button"
                    data-testid="round-option"
                    onClick={() => submit({ kind: 'option', index })}
                    className="w-full rounded-xl bg-ink-50 px-4 py-3 text-start text-lg font-bold ring-1 ring-ink-300 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-600 dark:bg-ink-800 dark:ring-ink-600 dark:hover:bg-ink-700"
                  >
                    {option}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <form
              className="flex flex-col gap-2"
              onSubmit={(event: FormEvent) => {
                event.preventDefault();
                if (text.trim()) submit({ kind: 'text', text: text.trim() });
              }}
            >
              <label htmlFor="round-text" className="font-semibold">
                {t('challenges.typeAnswer')}
              </label>
              <input
                id="round-text"
                data-testid="round-text"
                value={text}
                maxLength={200}
                autoComplete="off"
                onChange={(event) => setText(event.target.value)}
                className="rounded-xl border border-ink-400 bg-white px-4 py-3 text-lg dark:border-ink-600 dark:bg-ink-950"
              />
              <Button type="submit" size="lg" disabled={!text.trim()}>
                {t('challenges.send')}
              </Button>
            </form>
          )}
        </div>
      ) : (
        <p className="text-lg font-bold" data-testid="round-sending">
          {isOnline ? t('challenges.sending') : t('challenges.savedOffline')}
        </p>
      )}
    </section>
  );
}
