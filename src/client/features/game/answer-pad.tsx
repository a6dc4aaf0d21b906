import { CloudOff, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { Answer } from '../../../shared/game/commands';
import { ANSWER_TEXT_MAX, ANSWERS_PER_TEAM, ANSWERS_WITH_TWO_ANSWERS } from '../../../shared/game/constants';
import type { GameView } from '../../../shared/game/views';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import type { CountdownNow } from './countdown';
import { useGameFormat } from './format';
import { OPTION_LETTER_KEYS } from './question-card';

type Props = {
  view: GameView;
  teamId: string;
  countdown: CountdownNow | null;
  /** Sends the answer (by socket, or to the offline queue); resolves true when it was accepted or queued. */
  onAnswer: (answer: Answer) => Promise<boolean>;
  /** An answer waiting in the offline queue for this tile. */
  queuedAnswer: Answer | null;
  isBusy: boolean;
};

/** How many answers a team may still send on the open tile (two for the team in turn with two answers active). */
export function answersLeft(view: GameView, teamId: string): number {
  const openTile = view.openTile;
  if (!openTile) return 0;
  const allowed =
    openTile.teamId === teamId && openTile.activeLifelines.includes('two_answers')
      ? ANSWERS_WITH_TWO_ANSWERS
      : ANSWERS_PER_TEAM;
  const sent = openTile.answers.filter((entry) => entry.teamId === teamId).length;
  return Math.max(0, allowed - sent);
}

/** The player's answer buttons: the four options, or a written answer for an open question. */
export function AnswerPad({ view, teamId, countdown, onAnswer, queuedAnswer, isBusy }: Props) {
  const { t } = useTranslation('game');
  const format = useGameFormat();
  const [text, setText] = useState('');
  const question = view.openTile?.question ?? null;
  const left = answersLeft(view, teamId) - (queuedAnswer ? 1 : 0);
  const isOpenForAnswers =
    view.phase === 'question' && countdown !== null && countdown.status !== 'expired' && left > 0;
  if (!question) return null;

  const describe = (answer: Answer) =>
    answer.kind === 'option'
      ? `${t(OPTION_LETTER_KEYS[answer.index] ?? 'question.letter0')} — ${question.options?.[format.lang][answer.index] ?? ''}`
      : answer.text;
  const ownAnswers = (view.openTile?.answers ?? []).filter(
    (entry) => entry.teamId === teamId && entry.answer,
  );

  return (
    <section aria-labelledby="answer-title" className="flex flex-col gap-3" data-testid="answer-pad">
      <h3 id="answer-title" className="text-lg font-extrabold">
        {t('player.yourAnswer')}
      </h3>
      <div aria-live="polite" className="flex flex-col gap-2">
        {ownAnswers.map((entry, index) => (
          <p
            key={`${entry.at}-${index}`}
            className="rounded-xl bg-brand-50 p-3 font-bold text-brand-900 dark:bg-brand-950 dark:text-brand-100"
            data-testid="own-answer"
          >
            {t('player.sent', { answer: entry.answer ? describe(entry.answer) : '' })}
          </p>
        ))}
        {queuedAnswer && (
          <p
            className="flex items-center gap-2 rounded-xl bg-amber-50 p-3 font-bold text-amber-900 dark:bg-amber-950 dark:text-amber-100"
            data-testid="queued-answer"
          >
            <CloudOff aria-hidden="true" className="size-5" />
            {t('player.queued', { answer: describe(queuedAnswer) })}
          </p>
        )}
      </div>
      {isOpenForAnswers &&
        (question.answerType === 'choice' && question.options ? (
          <div className="grid grid-cols-1 gap-2">
            {question.options[format.lang].map((option, index) => (
              <button
                key={index}
                type="button"
                disabled={isBusy}
                onClick={() => void onAnswer({ kind: 'option', index })}
                data-testid="answer-option"
                className="flex min-h-14 items-center gap-3 rounded-2xl bg-brand-700 p-3 text-start text-lg font-bold text-white hover:bg-brand-800 disabled:opacity-60 dark:bg-brand-500 dark:text-ink-950"
              >
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-white text-brand-900"
                >
                  {t(OPTION_LETTER_KEYS[index] ?? 'question.letter0')}
                </span>
                {option}
              </button>
            ))}
          </div>
        ) : (
          <form
            className="flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              const trimmed = text.trim();
              if (!trimmed) return;
              void onAnswer({ kind: 'text', text: trimmed }).then((isDone) => {
                if (isDone) setText('');
              });
            }}
          >
            <TextField
              label={t('player.writeAnswer')}
              value={text}
              maxLength={ANSWER_TEXT_MAX}
              onChange={(event) => setText(event.target.value)}
              data-testid="answer-text-input"
            />
            <Button type="submit" disabled={isBusy || text.trim() === ''}>
              <Send aria-hidden="true" className="size-4" />
              {t('player.send')}
            </Button>
          </form>
        ))}
      {view.phase === 'question' && left <= 0 && !queuedAnswer && ownAnswers.length === 0 && (
        <p className="text-ink-600 dark:text-ink-300">{t('player.teamAnswered')}</p>
      )}
      {view.phase === 'reveal' &&
        (view.openTile?.answers ?? []).every((entry) => entry.teamId !== teamId) && (
          <p className="text-ink-600 dark:text-ink-300" data-testid="no-team-answer">
            {t('player.noAnswer')}
          </p>
        )}
      {view.phase === 'question' && countdown?.status === 'expired' && (
        <p className="font-bold text-red-700 dark:text-red-400">{t('countdown.timeUp')}</p>
      )}
    </section>
  );
}
