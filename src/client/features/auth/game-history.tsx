import { Gamepad2, Trophy } from 'lucide-react';
import { useId, useMemo } from 'react';
import type { GameHistory } from '../../../shared/contracts/game';
import type { TeamColour } from '../../../shared/game/constants';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { formattingLocale } from '../../lib/i18n';
import { numberFormatter } from '../../lib/numbers';
import { useGameHistory } from './auth-api';
import { FormAlert, useAuthTranslation } from './form-parts';
import { listFormat } from '../../lib/intl-fallbacks';

type Entry = GameHistory['games'][number];
type Outcome = 'won' | 'lost' | 'draw' | 'winner' | 'drawBetween' | 'inProgress' | 'finished';

const OUTCOME_TONE: Record<Outcome, string> = {
  won: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  winner: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  lost: 'bg-ink-100 text-ink-800 dark:bg-ink-800 dark:text-ink-100',
  draw: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  drawBetween: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  inProgress: 'bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-100',
  finished: 'bg-ink-100 text-ink-800 dark:bg-ink-800 dark:text-ink-100',
};

/** A name typed by a host keeps its own direction inside a sentence of the other language. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** How the game ended for this person: a player's team won, lost or drew; a host sees who won. */
function outcomeOf(entry: Entry): Outcome {
  if (entry.status !== 'completed') return 'inProgress';
  const hasWinner = entry.winnerTeamIds.length > 0;
  switch (entry.role) {
    case 'player':
      if (!hasWinner || entry.teamId === null) return 'finished';
      if (!entry.winnerTeamIds.includes(entry.teamId)) return 'lost';
      return entry.isDraw ? 'draw' : 'won';
    case 'host':
      if (!hasWinner) return 'finished';
      return entry.isDraw ? 'drawBetween' : 'winner';
    default:
      return entry.role satisfies never;
  }
}

type Props = {
  userId: string;
  /** The class of a small swatch in each team colour. */
  teamColours: Record<TeamColour, { dot: string }>;
  /** True when this device joined the game as a player (it keeps the player's token). */
  isJoinedHere: (gameId: string) => boolean;
};

function HistoryEntry({ entry, teamColours, isJoinedHere }: { entry: Entry } & Omit<Props, 'userId'>) {
  const { t, i18n } = useAuthTranslation();
  const headingId = useId();
  const format = useMemo(() => {
    const locale = formattingLocale(i18n.language);
    return {
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }),
      number: numberFormatter(i18n.language),
      list: listFormat(locale),
    };
  }, [i18n.language]);
  const outcome = outcomeOf(entry);
  const ownTeam = entry.teams.find((team) => team.id === entry.teamId);
  const winners = entry.teams.filter((team) => entry.winnerTeamIds.includes(team.id));
  const winnerNames = format.list.format(winners.map((team) => isolate(team.name)));
  const role =
    entry.role === 'host'
      ? t('gameHistory.hosted')
      : ownTeam
        ? t('gameHistory.played', { team: isolate(ownTeam.name) })
        : t('gameHistory.playedNoTeam');
  const isUnfinished = entry.status !== 'completed';
  const canContinue = isUnfinished && (entry.role === 'host' || isJoinedHere(entry.gameId));

  return (
    <li
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-200 dark:bg-ink-900 dark:ring-ink-700"
      data-testid="history-entry"
      data-game-id={entry.gameId}
      data-role={entry.role}
      data-outcome={outcome}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-0.5">
          <h3 id={headingId} className="font-bold text-ink-950 dark:text-white">
            <time dateTime={entry.createdAt}>{format.date.format(new Date(entry.createdAt))}</time>
          </h3>
          <p className="text-sm text-ink-700 dark:text-ink-300" data-testid="history-role">
            {role}
          </p>
        </div>
        <p
          className={`rounded-full px-3 py-1 text-sm font-bold ${OUTCOME_TONE[outcome]}`}
          data-testid="history-result"
        >
          {t(`gameHistory.outcomes.${outcome}`, { team: winnerNames, teams: winnerNames })}
        </p>
      </div>
      <dl className="flex flex-col gap-1.5">
        {entry.teams.map((team) => {
          const isWinner = !isUnfinished && entry.winnerTeamIds.includes(team.id);
          const isOwn = team.id === entry.teamId;
          return (
            <div
              key={team.id}
              className={`flex items-center justify-between gap-3 rounded-xl px-3 py-1.5 ${
                isOwn ? 'bg-ink-50 ring-1 ring-ink-300 dark:bg-ink-800 dark:ring-ink-600' : ''
              }`}
              data-testid="history-team"
              data-team-id={team.id}
            >
              <dt className="flex min-w-0 items-center gap-2">
                <span
                  aria-hidden="true"
                  className={`size-3 shrink-0 rounded-full ${teamColours[team.colour].dot}`}
                />
                <bdi className="truncate font-semibold">{team.name}</bdi>
                {isWinner && (
                  <>
                    <Trophy aria-hidden="true" className="size-4 shrink-0 text-gold-500" />
                    <span className="sr-only">{t('gameHistory.winnerMark')}</span>
                  </>
                )}
                {isOwn && (
                  <span className="shrink-0 text-xs font-bold text-ink-700 dark:text-ink-200">
                    {t('gameHistory.yourTeam')}
                  </span>
                )}
              </dt>
              <dd className="font-bold tabular-nums" data-testid="history-score">
                {format.number.format(team.score)}
              </dd>
            </div>
          );
        })}
      </dl>
      {canContinue && (
        <div>
          <ButtonLink
            to={`/game/${entry.gameId}`}
            variant="ghost"
            aria-describedby={headingId}
            data-testid="history-continue"
          >
            {entry.role === 'host' ? t('gameHistory.continueHost') : t('gameHistory.continuePlayer')}
          </ButtonLink>
        </div>
      )}
      {isUnfinished && !canContinue && (
        <p className="text-sm text-ink-700 dark:text-ink-300">{t('gameHistory.continueElsewhere')}</p>
      )}
    </li>
  );
}

/** "My games" on the profile: the games the person hosted or played, newest first, with their results. */
export function GameHistorySection({ userId, teamColours, isJoinedHere }: Props) {
  const { t } = useAuthTranslation();
  const history = useGameHistory(userId);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10" data-testid="game-history">
      <h2 id={headingId} className="text-2xl font-bold text-ink-950 dark:text-white">
        {t('gameHistory.title')}
      </h2>
      <p className="mt-1 mb-4 text-ink-700 dark:text-ink-300">{t('gameHistory.lead')}</p>
      {history.isPending && <LoadingIndicator size="lg" className="py-12" label={t('gameHistory.loading')} />}
      {history.isError && (
        <FormAlert kind="error">
          <p>{t('gameHistory.loadFailed')}</p>
          <Button variant="ghost" className="mt-2" onClick={() => void history.refetch()}>
            {t('gameHistory.retry')}
          </Button>
        </FormAlert>
      )}
      {history.isSuccess && history.data.games.length === 0 && (
        <Card className="flex flex-col items-start gap-4" data-testid="history-empty">
          <p className="text-ink-700 dark:text-ink-300">{t('gameHistory.empty')}</p>
          <ButtonLink to="/pre-game">
            <Gamepad2 aria-hidden="true" className="size-5" />
            {t('gameHistory.startGame')}
          </ButtonLink>
        </Card>
      )}
      {history.isSuccess && history.data.games.length > 0 && (
        <ol className="grid gap-4 md:grid-cols-2" data-testid="history-list">
          {history.data.games.map((entry) => (
            <HistoryEntry
              key={entry.gameId}
              entry={entry}
              teamColours={teamColours}
              isJoinedHere={isJoinedHere}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
