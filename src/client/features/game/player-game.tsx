import { Hourglass } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer } from '../../../shared/game/commands';
import { offlineQueue } from '../../lib/offline-queue';
import { AnswerPad } from './answer-pad';
import { Board } from './board';
import { Celebration } from './celebration';
import { ConnectionBadge } from './connection-badge';
import { CountdownDisplay } from './countdown-display';
import { newClientId } from './game-storage';
import { LifelineBar } from './lifelines';
import { QuestionCard } from './question-card';
import { Scoreboard } from './scoreboard';
import { TEAM_COLOUR_CLASSES } from './team-colours';
import { TileHeader } from './tile-header';
import { useCountdown } from './use-countdown';
import { useErrorText } from './use-error-text';
import type { useGameConnection } from './use-game-connection';
import { VarReportButton } from './var-report-form';
import { isolate } from './format';

type Connection = ReturnType<typeof useGameConnection>;

type Props = {
  gameId: string;
  playerToken: string;
  connection: Connection;
  categoryName: (categoryId: string) => string;
};

type QueuedAnswer = { clientId: string; tileId: string; answer: Answer };

/** The player's phone: their team, the scores, the board, the open question (no answer until the reveal), answers, VAR. */
export function PlayerGame({ gameId, playerToken, connection, categoryName }: Props) {
  const { t } = useTranslation('game');
  const errorText = useErrorText();
  const { view, viewer, room } = connection.snapshot!;
  const teamId = viewer.role === 'player' ? viewer.teamId : '';
  const nickname = viewer.role === 'player' ? viewer.nickname : '';
  const team = view.teams.find((candidate) => candidate.id === teamId);
  const countdown = useCountdown(view.openTile?.timer ?? null, connection.clockOffsetMs);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [queued, setQueued] = useState<QueuedAnswer | null>(null);
  const { send, isConnected } = connection;
  const openTileId = view.openTile?.tileId ?? null;

  useEffect(
    () =>
      offlineQueue.onReplayed((action) => {
        setQueued((current) => (current && current.clientId === action.id ? null : current));
      }),
    [],
  );

  const answer = useCallback(
    async (chosen: Answer): Promise<boolean> => {
      setError(null);
      if (!navigator.onLine || !isConnected()) {
        if (!openTileId) return false;
        const clientId = newClientId();
        offlineQueue.enqueue({
          type: 'submit_answer',
          data: { clientId, gameId, playerToken, answer: chosen },
        });
        setQueued({ clientId, tileId: openTileId, answer: chosen });
        return true;
      }
      setBusy(true);
      const ack = await send({ type: 'submit_answer', answer: chosen });
      setBusy(false);
      if (!ack.ok) setError(errorText(ack.error.key));
      return ack.ok;
    },
    [send, isConnected, openTileId, gameId, playerToken, errorText],
  );

  const turnTeam = view.teams.find((candidate) => candidate.id === view.turnTeamId);
  const isPlaying = view.phase !== 'lobby' && view.phase !== 'finished';
  const appError = connection.lastAppError;

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5" data-testid="player-game" data-phase={view.phase}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-black">{t('player.title', { name: isolate(nickname) })}</h1>
        <ConnectionBadge status={connection.status} />
      </div>
      {connection.lastVarResolution && (
        <p
          role="status"
          data-testid="var-resolution"
          className="rounded-2xl bg-gold-300 p-3 text-center font-bold text-ink-900 dark:bg-ink-800 dark:text-white"
        >
          {t(
            connection.lastVarResolution.status === 'accepted'
              ? 'var.resolvedAccepted'
              : 'var.resolvedRejected',
            {
              note: isolate(connection.lastVarResolution.note),
            },
          )}
        </p>
      )}
      {team && (
        <p
          className={`rounded-2xl p-3 text-center text-lg font-extrabold ${TEAM_COLOUR_CLASSES[team.colour].fill} ${TEAM_COLOUR_CLASSES[team.colour].text}`}
          data-testid="own-team"
        >
          {t('player.team', { team: isolate(team.name) })}
        </p>
      )}
      <Scoreboard
        teams={view.teams}
        turnTeamId={isPlaying ? view.turnTeamId : null}
        ownTeamId={teamId}
        isCompact
      />
      {(error || appError) && (
        <p
          role="alert"
          className="rounded-xl bg-red-50 p-3 font-semibold text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {error ?? errorText(appError?.error.key)}
        </p>
      )}

      {view.phase === 'lobby' && (
        <section className="flex flex-col items-center gap-3 rounded-2xl bg-white p-5 text-center ring-1 ring-ink-200 dark:bg-ink-900 dark:ring-ink-700">
          <Hourglass aria-hidden="true" className="size-10 text-brand-700 dark:text-brand-300" />
          <h2 className="text-xl font-extrabold">{t('player.waiting')}</h2>
          <p>{t('player.waitingText', { count: room.players.length })}</p>
        </section>
      )}

      {view.phase === 'board' && (
        <section aria-labelledby="player-board-title" className="flex flex-col gap-3">
          <h2 id="player-board-title" className="text-lg font-extrabold" data-testid="turn-line">
            {turnTeam ? t('board.picks', { team: isolate(turnTeam.name) }) : t('board.label')}
          </h2>
          <Board view={view} categoryName={categoryName} isCompact />
        </section>
      )}

      {(view.phase === 'intro' || view.phase === 'question' || view.phase === 'reveal') && view.openTile && (
        <section
          aria-labelledby="player-stage-title"
          className="flex flex-col gap-4"
          data-testid="player-question"
        >
          <TileHeader view={view} categoryName={categoryName} titleId="player-stage-title" isCompact />
          {view.phase === 'intro' && <p className="text-center text-lg font-bold">{t('player.getReady')}</p>}
          {countdown && view.phase !== 'intro' && <CountdownDisplay countdown={countdown} size="md" />}
          {view.openTile.question && <QuestionCard question={view.openTile.question} isCompact />}
          {view.openTile.teamId === teamId && team && view.phase !== 'intro' && (
            <LifelineBar team={team} isCompact />
          )}
          {(view.phase === 'question' || view.phase === 'reveal') && (
            <AnswerPad
              view={view}
              teamId={teamId}
              countdown={countdown}
              onAnswer={answer}
              // A queued answer shows until the queue replays it, or the question is over.
              queuedAnswer={
                queued && queued.tileId === openTileId && view.phase === 'question' ? queued.answer : null
              }
              isBusy={isBusy}
            />
          )}
        </section>
      )}

      {view.phase === 'finished' && (
        <Celebration
          view={view}
          playAgain={<p className="self-center font-semibold">{t('player.waitAgain')}</p>}
        />
      )}

      {view.phase !== 'lobby' && (
        <VarReportButton gameId={gameId} playerToken={playerToken} view={view} categoryName={categoryName} />
      )}
    </div>
  );
}
