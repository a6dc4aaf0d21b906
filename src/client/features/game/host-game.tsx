import { useQueryClient } from '@tanstack/react-query';
import { Flag, RotateCcw, Scale, Square, UserCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api';
import { offlineQueue } from '../../lib/offline-queue';
import { Board } from './board';
import { Celebration } from './celebration';
import { Dialog } from './dialog';
import { rematch, varReportsQueryKey } from './game-api';
import { newClientId, saveHostedGame } from './game-storage';
import { HostLobbyPanel } from './host-lobby';
import { HostQuestionStage } from './host-question-stage';
import { ScoreCorrectionDialog, type CorrectionInput } from './score-correction';
import { Scoreboard } from './scoreboard';
import { TEAM_COLOUR_CLASSES } from './team-colours';
import { ShortcutHelp, useHostShortcuts } from './host-shortcuts';
import { useRemoteControl } from './remote-control';
import { commandForShortcut } from './shortcuts';
import { ShowBar, useFullscreen } from './show-bar';
import { useDeviceChoice, useGameSounds, useWakeLock } from './show-effects';
import { useCountdown } from './use-countdown';
import { unlockAudio } from './sound';
import { useErrorText } from './use-error-text';
import type { GameCommandRequest, useGameConnection } from './use-game-connection';
import { VarReportsPanel } from './var-reports-panel';
import { LobbyApproval } from './lobby-approval';
import { isolate } from './format';

type Connection = ReturnType<typeof useGameConnection>;

type Props = {
  gameId: string;
  /** The kept host token; a signed-in host may have none. */
  hostToken: string | undefined;
  connection: Connection;
  categoryName: (categoryId: string) => string;
  categoryIcon: (categoryId: string) => string;
};

/** Browsers allow fullscreen only from a user gesture: the host's first click, when the game's option is on. */
function useFullscreenOnFirstGesture(isWanted: boolean) {
  const hasAsked = useRef(false);
  return useCallback(() => {
    unlockAudio();
    if (!isWanted || hasAsked.current || document.fullscreenElement) return;
    hasAsked.current = true;
    void document.documentElement.requestFullscreen?.().catch(() => undefined);
  }, [isWanted]);
}

/** The host's screen for the TV: board, question, countdown, lifelines, marking, corrections, VAR, the end. */
export function HostGame({ gameId, hostToken, connection, categoryName, categoryIcon }: Props) {
  const { t } = useTranslation('game');
  const { t: tApproval } = useTranslation('approval');
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
  const [dialog, setDialog] = useState<'correction' | 'end' | 'var' | 'help' | 'waiting' | null>(null);
  const onFirstGesture = useFullscreenOnFirstGesture(view.options.isFullscreen);
  const fullscreen = useFullscreen();
  const [isMuted, setMuted] = useDeviceChoice('muted', false);
  useGameSounds(view, connection.clockOffsetMs, view.options.isSoundOn && !isMuted);
  const countdown = useCountdown(view.openTile?.timer ?? null, connection.clockOffsetMs);
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
  useWakeLock(isPlaying);
  const screenRef = useRef<HTMLDivElement>(null);
  useRemoteControl(screenRef, view.phase);
  useHostShortcuts((action) => {
    unlockAudio();
    if (action === 'help') setDialog('help');
    else if (action === 'fullscreen') fullscreen.toggle();
    else if (action === 'mute') setMuted(!isMuted);
    else {
      const command = commandForShortcut(action, view, countdown);
      if (command && !isBusy && dialog === null) void run(command);
    }
  });
  const barButton =
    'inline-flex shrink-0 items-center gap-2 rounded-xl p-[0.45em] font-bold text-white hover:bg-white/15';

  return (
    <div
      ref={screenRef}
      onPointerDownCapture={onFirstGesture}
      onKeyDownCapture={unlockAudio}
      className="show-stage flex h-dvh flex-col overflow-hidden"
      data-testid="host-game"
      data-phase={view.phase}
      data-version={view.version}
      aria-busy={isBusy}
    >
      <ShowBar
        title={t('host.title', { code: room.roomCode })}
        roomCode={room.roomCode}
        status={connection.status}
        isMutedByDefault={false}
        onHelp={() => setDialog('help')}
      >
        {view.phase !== 'lobby' && (
          <button
            type="button"
            className={barButton}
            onClick={() => setDialog('correction')}
            title={t('correction.open')}
            data-testid="open-correction"
          >
            <Scale aria-hidden="true" className="size-[1.3em]" />
            <span className="sr-only 2xl:not-sr-only">{t('correction.open')}</span>
          </button>
        )}
        <button
          type="button"
          className={barButton}
          onClick={() => setDialog('var')}
          title={t('var.reports')}
          data-testid="open-var-reports"
        >
          <Flag aria-hidden="true" className="size-[1.3em]" />
          <span className="sr-only 2xl:not-sr-only">{t('var.reports')}</span>
        </button>
        {isPlaying && (
          <button
            type="button"
            className={`${barButton} bg-red-700 hover:!bg-red-800`}
            onClick={() => setDialog('end')}
            title={t('host.endGame')}
            data-testid="end-game"
          >
            <Square aria-hidden="true" className="size-[1.3em]" />
            <span className="sr-only 2xl:not-sr-only">{t('host.endGame')}</span>
          </button>
        )}
      </ShowBar>

      <div
        className="flex min-h-0 flex-1 flex-col gap-[clamp(0.5rem,1.3vh,2rem)] overflow-y-auto p-[clamp(0.5rem,1.5vh,2.5rem)]"
        data-testid="show-content"
      >
        {view.phase !== 'lobby' && view.phase !== 'finished' && (
          <Scoreboard teams={view.teams} turnTeamId={isPlaying ? view.turnTeamId : null} />
        )}

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
          <section
            aria-labelledby="board-title"
            className="flex min-h-0 flex-1 flex-col gap-[clamp(0.4rem,1vh,1.5rem)]"
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2
                id="board-title"
                className="flex items-center gap-3 text-[clamp(1.1rem,3.2vh,4.2rem)] font-black"
                data-testid="turn-line"
              >
                {turnTeam ? (
                  <span
                    className={`show-pop rounded-full px-[0.7em] py-[0.1em] ${TEAM_COLOUR_CLASSES[turnTeam.colour].fill} ${TEAM_COLOUR_CLASSES[turnTeam.colour].text}`}
                    key={turnTeam.id}
                  >
                    {t('board.picks', { team: isolate(turnTeam.name) })}
                  </span>
                ) : (
                  t('board.label')
                )}
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
                      className={`rounded-xl px-3 py-2 text-[clamp(0.9rem,1.7vh,2.2rem)] font-bold ring-2 ${TEAM_COLOUR_CLASSES[team.colour].ring} bg-white text-ink-900 disabled:opacity-60 dark:bg-ink-900 dark:text-ink-100`}
                      data-testid="switch-turn"
                    >
                      {t('board.giveTurn', { team: isolate(team.name) })}
                    </button>
                  ))}
              </div>
            </div>
            <div className="min-h-0 flex-1">
              <Board
                view={view}
                categoryName={categoryName}
                categoryIcon={categoryIcon}
                onSelect={isBusy ? undefined : (tileId) => void run({ type: 'select_tile', tileId })}
              />
            </div>
          </section>
        )}

        {(view.phase === 'intro' || view.phase === 'question' || view.phase === 'reveal') &&
          view.openTile && (
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
      </div>

      <ShortcutHelp isOpen={dialog === 'help'} onClose={() => setDialog(null)} />
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
      {room.waitingPlayers.length > 0 && view.phase !== 'finished' && (
        // Approve each player after the start: late joiners wait here, out of the way of the board.
        <Button
          variant="secondary"
          className="fixed start-3 bottom-3 z-20"
          onClick={() => setDialog('waiting')}
          data-testid="open-waiting"
        >
          <UserCheck aria-hidden="true" className="size-5" />
          {tApproval('waitingCount', { count: room.waitingPlayers.length })}
        </Button>
      )}
      <Dialog isOpen={dialog === 'waiting'} onClose={() => setDialog(null)} title={tApproval('waitingTitle')}>
        <LobbyApproval
          room={room}
          host={{
            isBusy,
            onApproval: (isOn) => void run({ type: 'set_approval', isOn }),
            onAdmit: (playerId) => void run({ type: 'admit_player', playerId }),
            onTurnAway: (playerId) => void run({ type: 'turn_away_player', playerId }),
          }}
        />
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
