import { CheckCircle2, Clock, Sparkles, XCircle } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import type { RoomPlayer } from '../../../shared/contracts/game';
import type { GameView, QuestionView } from '../../../shared/game/views';
import { matchesAnyAnswer } from '../../../shared/text/match-answer';
import { isolate, useGameFormat } from './format';
import { OPTION_LETTER_KEYS } from './question-card';
import { TEAM_COLOUR_CLASSES } from './team-colours';

type OpenTile = NonNullable<GameView['openTile']>;

type Props = {
  openTile: OpenTile;
  teams: GameView['teams'];
  question: QuestionView | null;
  /** The host's TV keeps answers to itself until the reveal, so other teams cannot read them. */
  isContentHidden?: boolean;
  /** The room's players, to say who sent each answer. */
  players?: readonly RoomPlayer[];
};

/** The answers sent from phones: team and time, and, when the viewer may see it, the answer (right or wrong). */
export function AnswersList({ openTile, teams, question, isContentHidden = false, players = [] }: Props) {
  const { t } = useTranslation('game');
  const format = useGameFormat();
  if (openTile.answers.length === 0) {
    return <p className="text-center text-ink-600 dark:text-ink-300">{t('answers.none')}</p>;
  }
  const correctIndex = question?.isAnswerShown ? question.correctIndex : null;
  return (
    <ol aria-label={t('answers.label')} className="flex flex-col gap-2" data-testid="answers">
      {openTile.answers.map((entry, index) => {
        const team = teams.find((candidate) => candidate.id === entry.teamId);
        const player = players.find((candidate) => candidate.id === entry.playerId);
        const startedAt = openTile.questionStartedAt;
        const seconds = startedAt === null ? null : Math.max(0, Math.round((entry.at - startedAt) / 1000));
        const answer = isContentHidden ? null : entry.answer;
        const text =
          answer === null
            ? t('answers.hidden')
            : answer.kind === 'option'
              ? `${t(OPTION_LETTER_KEYS[answer.index] ?? 'question.letter0')} — ${
                  question?.options?.[format.lang][answer.index] ?? ''
                }`
              : answer.text;
        const isRight =
          answer?.kind === 'option' && correctIndex !== null ? answer.index === correctIndex : null;
        // A written answer is judged by the host; the Arabic-aware matcher only hints that it looks right.
        const looksRight =
          answer?.kind === 'text' &&
          question?.isAnswerShown === true &&
          question.correctAnswer !== null &&
          matchesAnyAnswer(answer.text, [question.correctAnswer.ar, question.correctAnswer.en]);
        return (
          <li
            key={`${entry.teamId}-${entry.at}-${index}`}
            data-testid="answer"
            data-team-id={entry.teamId}
            className="flex flex-wrap items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-ink-200 dark:bg-ink-900 dark:ring-ink-700"
          >
            {team && (
              <span
                className={`rounded-full px-2 py-0.5 text-sm font-bold ${TEAM_COLOUR_CLASSES[team.colour].fill} ${TEAM_COLOUR_CLASSES[team.colour].text}`}
              >
                {team.name}
              </span>
            )}
            {player && (
              <span
                className="text-sm font-semibold text-ink-700 dark:text-ink-200"
                data-testid="answer-player"
              >
                {t('answers.by', { name: isolate(player.nickname) })}
              </span>
            )}
            <span className="flex-1 font-semibold" data-testid="answer-text">
              {text}
            </span>
            {isRight === true && (
              <span className="flex items-center gap-1 font-bold text-green-800 dark:text-green-300">
                <CheckCircle2 aria-hidden="true" className="size-5" />
                {t('answers.right')}
              </span>
            )}
            {looksRight && (
              <span
                className="flex items-center gap-1 font-bold text-green-800 dark:text-green-300"
                data-testid="answer-looks-right"
              >
                <Sparkles aria-hidden="true" className="size-5" />
                {t('answers.looksRight')}
              </span>
            )}
            {isRight === false && (
              <span className="flex items-center gap-1 font-bold text-red-700 dark:text-red-400">
                <XCircle aria-hidden="true" className="size-5" />
                {t('answers.wrong')}
              </span>
            )}
            <span className="flex items-center gap-1 text-sm text-ink-600 dark:text-ink-300">
              <Clock aria-hidden="true" className="size-4" />
              <time dateTime={new Date(entry.at).toISOString()} title={format.time(entry.at)}>
                {seconds === null
                  ? format.time(entry.at)
                  : t('answers.after', { count: seconds, seconds: format.number(seconds) })}
              </time>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
