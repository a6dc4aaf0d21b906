import { Hourglass } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { Answer } from '../../../shared/game/commands';
import { offlineQueue } from '../../lib/offline-queue';
import { AnswerPad, answersLeft } from './answer-pad';
import { Board } from './board';
import { Celebration } from './celebration';
import { CountdownDisplay } from './countdown-display';
import { newClientId } from './game-storage';
import { LifelineBar } from './lifelines';
import { QuestionCard } from './question-card';
import { Scoreboard } from './scoreboard';
import { TEAM_COLOUR_CLASSES } from './team-colours';
import { SurpriseReveal, TileHeader } from './tile-header';
import { useCountdown } from './use-countdown';
import { useErrorText } from './use-error-text';
import type { useGameConnection } from './use-game-connection';
import { VarReportButton } from './var-report-form';
import { ReadAloudButton } from './read-aloud';
import { ShowBar } from './show-bar';
import { useDeviceChoice, useGameSounds, useWakeLock, useYourTurnBuzz } from './show-effects';
import { unlockAudio } from './sound';
import { withoutAnswer } from './host-question-stage';
import { isolate } from './format';

type Connection = ReturnType<typeof useGameConnection>;

type Props = {
  gameId: string;
  playerToken: string;
  connection: Connection;
  categoryName: (categoryId: string) => string;
  categoryIcon: (categoryId: string) => string;
};

type QueuedAnswer = { clientId: string; tileId: string; answer: Answer };

/** The player's phone: their team, the scores, the board, the open question (no answer until the reveal), answers, VAR. */
export function PlayerGame({ gameId, playerToken, connection, categoryName, categoryIcon }: Props) {
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
  // Phones start muted: the TV plays the sounds for the room.
  const [isMuted] = useDeviceChoice('muted', true);
  const [isReadingAll] = useDeviceChoice('readAloud', false);
  useGameSounds(view, connection.clockOffsetMs, view.options.isSoundOn && !isMuted);
  useWakeLock(isPlaying);
  useYourTurnBuzz(view, teamId);
  const question = view.openTile?.question ?? null;
  // While the answer buttons show the options, the question shows only its text (no scrolling on a phone).
  const isAnswering =
    view.phase === 'question' &&
    question?.answerType === 'choice' &&
    countdown !== null &&
    countdown.status !== 'expired' &&
    answersLeft(view, teamId) - (queued && queued.tileId === openTileId ? 1 : 0) > 0;

  return (
    <div
      className="show-stage flex min-h-dvh flex-col"
      data-testid="player-game"
      data-phase={view.phase}
      onPointerDownCapture={unlockAudio}
    >
      <ShowBar
        title={t('player.title', { name: isolate(nickname) })}
        shortTitle={nickname}
        roomCode={room.roomCode}
        status={connection.status}
        isMutedByDefault
        isCompact
      />
      <div className="mx-auto flex w-full max-w-xl flex-1 flex-col gap-2.5 p-2.5">
        {connection.lastVarResolution && (
          <p
            role="status"
            data-testid="var-resolution"
            className="rounded-xl bg-gold-300 p-3 text-center font-bold text-ink-900 dark:bg-ink-800 dark:text-white"
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
            className={`rounded-xl px-3 py-1 text-center font-extrabold ${TEAM_COLOUR_CLASSES[team.colour].fill} ${TEAM_COLOUR_CLASSES[team.colour].text}`}
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
            <Board view={view} categoryName={categoryName} categoryIcon={categoryIcon} isCompact />
          </section>
        )}

        {(view.phase === 'intro' || view.phase === 'question' || view.phase === 'reveal') &&
          view.openTile && (
            <section
              aria-labelledby="player-stage-title"
              className="show-grow flex flex-1 flex-col gap-2.5"
              data-testid="player-question"
            >
              <div className="flex items-center gap-2">
                <div className="min-w-0 flex-1">
                  <TileHeader
                    view={view}
                    categoryName={categoryName}
                    titleId="player-stage-title"
                    isCompact
                  />
                </div>
                {countdown && view.phase !== 'intro' && <CountdownDisplay countdown={countdown} size="sm" />}
              </div>
              {view.phase === 'intro' && <SurpriseReveal view={view} isCompact />}
              {view.phase === 'intro' && (
                <p className="text-center text-lg font-bold">{t('player.getReady')}</p>
              )}
              {question && (
                <QuestionCard question={question} isCompact isOptionsHidden={isAnswering}>
                  <ReadAloudButton
                    question={withoutAnswer(question)}
                    isAuto={isReadingAll && view.phase === 'question'}
                    isCompact
                  />
                </QuestionCard>
              )}
              {view.openTile.teamId === teamId && team && view.phase === 'question' && (
                <LifelineBar team={team} isCompact />
              )}
              {(view.phase === 'question' || view.phase === 'reveal') && (
                // At the bottom of the screen, within the thumb's reach.
                <div className="mt-auto">
                  <AnswerPad
                    view={view}
                    teamId={teamId}
                    countdown={countdown}
                    onAnswer={answer}
                    // A queued answer shows until the queue replays it, or the question is over.
                    queuedAnswer={
                      queued && queued.tileId === openTileId && view.phase === 'question'
                        ? queued.answer
                        : null
                    }
                    isBusy={isBusy}
                  />
                </div>
              )}
            </section>
          )}

        {view.phase === 'finished' && (
          <Celebration
            isCompact
            view={view}
            playAgain={<p className="self-center font-semibold">{t('player.waitAgain')}</p>}
          />
        )}

        {view.phase !== 'lobby' && (
          <VarReportButton
            gameId={gameId}
            playerToken={playerToken}
            view={view}
            categoryName={categoryName}
          />
        )}
      </div>
    </div>
  );
}
