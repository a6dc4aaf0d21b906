import { useQueryClient } from '@tanstack/react-query';
import { Flag, Maximize, Minimize, RotateCcw, Scale, Square } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api';
import { offlineQueue } from '../../lib/offline-queue';
import { Board } from './board';
import { Celebration } from './celebration';
import { ConnectionBadge } from './connection-badge';
import { Dialog } from './dialog';
import { rematch, varReportsQueryKey } from './game-api';
import { newClientId, saveHostedGame } from './game-storage';
import { HostLobbyPanel } from './host-lobby';
import { HostQuestionStage } from './host-question-stage';
import { ScoreCorrectionDialog, type CorrectionInput } from './score-correction';
import { Scoreboard } from './scoreboard';
import { TEAM_COLOUR_CLASSES } from './team-colours';
import { unlockAudio } from './sound';
import { useErrorText } from './use-error-text';
import type { GameCommandRequest, useGameConnection } from './use-game-connection';
import { VarReportsPanel } from './var-reports-panel';
import { isolate } from './format';

type Connection = ReturnType<typeof useGameConnection>;

type Props = {
  gameId: string;
  /** The kept host token; a signed-in host may have none. */
  hostToken: string | undefined;
  connection: Connection;
  categoryName: (categoryId: string) => string;
};

/** Fullscreen on the game's own stage, so the board fills the TV. */
function useFullscreen(isWanted: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [isFullscreen, setFullscreen] = useState(false);
  const hasAsked = useRef(false);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void ref.current?.requestFullscreen?.().catch(() => undefined);
  }, []);
  // Browsers allow fullscreen only from a user gesture: the host's first click on the stage, when the option is on.
  const onFirstGesture = useCallback(() => {
    unlockAudio();
    if (!isWanted || hasAsked.current || document.fullscreenElement) return;
    hasAsked.current = true;
    void ref.current?.requestFullscreen?.().catch(() => undefined);
  }, [isWanted]);
  const isSupported = typeof document !== 'undefined' && document.fullscreenEnabled;
  return {
    stageRef: ref,
    isFullscreen,
    toggleFullscreen: toggle,
    onFirstGesture,
    isFullscreenSupported: isSupported,
  };
}

/** The host's screen for the TV: board, question, countdown, lifelines, marking, corrections, VAR, the end. */
export function HostGame({ gameId, hostToken, connection, categoryName }: Props) {
  const { t } = useTranslation('game');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const view = connection.snapshot!.view;
  const room = connection.snapshot!.room;
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // An error the server pushed (too many events) shows until the host's next action.
  const [actedAt, setActedAt] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'correction' | 'end' | 'var' | null>(null);
  const { stageRef, isFullscreen, toggleFullscreen, onFirstGesture, isFullscreenSupported } = useFullscreen(
    view.options.isFullscreen,
  );
  const { send, isConnected } = connection;

  const run = useCallback(
    async (command: GameCommandRequest): Promise<boolean> => {
      setBusy(true);
      setError(null);
      setActedAt(Date.now());
      const ack = await send(command);
      setBusy(false);
      if (!ack.ok) setError(errorText(ack.error.key));
      return ack.ok;
    },
    [send, errorText],
  );

  const correct = async (input: CorrectionInput): Promise<boolean> => {
    if (navigator.onLine && isConnected()) return run({ type: 'correct_score', ...input });
    offlineQueue.enqueue({
      type: 'update_score',
      data: { clientId: newClientId(), gameId, hostToken, ...input },
    });
    setNotice(t('correction.queued'));
    return true;
  };

  const playAgain = async () => {
    setBusy(true);
    setError(null);
    try {
      const next = await rematch(gameId, hostToken);
      saveHostedGame({ gameId: next.gameId, roomCode: next.roomCode, hostToken: next.hostToken });
      void navigate(`/game/${next.gameId}`);
    } catch (failure) {
      setError(errorText(failure instanceof ApiRequestError ? failure.key : null));
    } finally {
      setBusy(false);
    }
  };

  const lastReport = connection.lastVarReport;
  useEffect(() => {
    if (lastReport) void queryClient.invalidateQueries({ queryKey: varReportsQueryKey(gameId) });
  }, [lastReport, gameId, queryClient]);
  const shownNotice =
    notice ?? (lastReport ? t('var.received', { name: isolate(lastReport.nickname) }) : null);

  const appError = connection.lastAppError;
  const shownError = error ?? (appError && appError.at > actedAt ? errorText(appError.error.key) : null);
  const turnTeam = view.teams.find((team) => team.id === view.turnTeamId);
  const isPlaying = view.phase !== 'lobby' && view.phase !== 'finished';

  return (
    <div
      ref={stageRef}
      onPointerDownCapture={onFirstGesture}
      onKeyDownCapture={unlockAudio}
      className="flex flex-col gap-6 bg-ink-50 dark:bg-ink-950 [&:fullscreen]:overflow-auto [&:fullscreen]:p-6"
      data-testid="host-game"
      data-phase={view.phase}
      data-version={view.version}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-black md:text-3xl">{t('host.title', { code: room.roomCode })}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <ConnectionBadge status={connection.status} />
          {isFullscreenSupported && (
            <Button variant="ghost" onClick={toggleFullscreen} aria-pressed={isFullscreen}>
              {isFullscreen ? (
                <Minimize aria-hidden="true" className="size-4" />
              ) : (
                <Maximize aria-hidden="true" className="size-4" />
              )}
              {isFullscreen ? t('host.exitFullscreen') : t('host.fullscreen')}
            </Button>
          )}
          {view.phase !== 'lobby' && (
            <Button variant="ghost" onClick={() => setDialog('correction')} data-testid="open-correction">
              <Scale aria-hidden="true" className="size-4" />
              {t('correction.open')}
            </Button>
          )}
          <Button variant="ghost" onClick={() => setDialog('var')} data-testid="open-var-reports">
            <Flag aria-hidden="true" className="size-4" />
            {t('var.reports')}
          </Button>
          {isPlaying && (
            <Button variant="danger" onClick={() => setDialog('end')} data-testid="end-game">
              <Square aria-hidden="true" className="size-4" />
              {t('host.endGame')}
            </Button>
          )}
        </div>
      </div>

      <Scoreboard teams={view.teams} turnTeamId={isPlaying ? view.turnTeamId : null} />

      <div aria-live="polite" className="empty:hidden">
        {shownNotice && (
          <p className="flex items-center gap-2 rounded-xl bg-brand-50 p-3 font-semibold text-brand-900 dark:bg-brand-950 dark:text-brand-100">
            <Flag aria-hidden="true" className="size-4" />
            {shownNotice}
          </p>
        )}
      </div>
      {shownError && (
        <p
          role="alert"
          className="rounded-xl bg-red-50 p-3 font-semibold text-red-800 dark:bg-red-950 dark:text-red-200"
          data-testid="game-error"
        >
          {shownError}
        </p>
      )}

      {view.phase === 'lobby' && (
        <HostLobbyPanel
          gameId={gameId}
          hostToken={hostToken}
          connection={connection}
          onStarted={() => undefined}
        />
      )}

      {view.phase === 'board' && (
        <section aria-labelledby="board-title" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="board-title" className="text-xl font-extrabold md:text-2xl" data-testid="turn-line">
              {turnTeam ? t('board.picks', { team: isolate(turnTeam.name) }) : t('board.label')}
            </h2>
            <div className="flex flex-wrap gap-2">
              {view.teams
                .filter((team) => team.id !== view.turnTeamId)
                .map((team) => (
                  <button
                    key={team.id}
                    type="button"
                    disabled={isBusy}
                    onClick={() => void run({ type: 'switch_turn', teamId: team.id })}
                    className={`rounded-xl px-3 py-2 font-bold ring-2 ${TEAM_COLOUR_CLASSES[team.colour].ring} bg-white text-ink-900 disabled:opacity-60 dark:bg-ink-900 dark:text-ink-100`}
                    data-testid="switch-turn"
                  >
                    {t('board.giveTurn', { team: isolate(team.name) })}
                  </button>
                ))}
            </div>
          </div>
          <Board
            view={view}
            categoryName={categoryName}
            onSelect={isBusy ? undefined : (tileId) => void run({ type: 'select_tile', tileId })}
          />
        </section>
      )}

      {(view.phase === 'intro' || view.phase === 'question' || view.phase === 'reveal') && view.openTile && (
        <HostQuestionStage
          view={view}
          categoryName={categoryName}
          clockOffsetMs={connection.clockOffsetMs}
          run={run}
          isBusy={isBusy}
          players={room.players}
        />
      )}

      {view.phase === 'finished' && (
        <Celebration
          view={view}
          playAgain={
            <Button
              size="lg"
              variant="secondary"
              disabled={isBusy}
              onClick={() => void playAgain()}
              data-testid="play-again"
            >
              <RotateCcw aria-hidden="true" className="size-5" />
              {t('celebration.playAgain')}
            </Button>
          }
        />
      )}

      <ScoreCorrectionDialog
        isOpen={dialog === 'correction'}
        onClose={() => setDialog(null)}
        teams={view.teams}
        onSubmit={correct}
      />
      <Dialog isOpen={dialog === 'end'} onClose={() => setDialog(null)} title={t('host.endTitle')}>
        <p>{t('host.endText')}</p>
        <div className="flex gap-2">
          <Button
            variant="danger"
            disabled={isBusy}
            data-testid="end-confirm"
            onClick={() => {
              setDialog(null);
              void run({ type: 'end_game' });
            }}
          >
            {t('host.endConfirm')}
          </Button>
          <Button variant="ghost" onClick={() => setDialog(null)}>
            {t('actions.cancel')}
          </Button>
        </div>
      </Dialog>
      <VarReportsPanel
        isOpen={dialog === 'var'}
        onClose={() => setDialog(null)}
        gameId={gameId}
        hostToken={hostToken}
        view={view}
        categoryName={categoryName}
      />
    </div>
  );
}
