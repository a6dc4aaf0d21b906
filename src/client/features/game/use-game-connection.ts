import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  ClientCommandInput,
  GameError,
  GameSnapshot,
  GameView,
  RoomInfo,
  VarReport,
  WaitingInfo,
} from '../../../shared/contracts/game';
import type {
  AchievementEarned,
  CommandAck,
  SocketAuth,
  VarResolution,
} from '../../../shared/contracts/realtime';
import { connectGame, NOT_CONNECTED, type ConnectionStatus, type GameConnection } from '../../lib/socket';
import { newClientId } from './game-storage';

type WithoutId<T> = T extends unknown ? Omit<T, 'commandId'> : never;
/** A command as a screen sends it; the hook adds a fresh command id. */
export type GameCommandRequest = WithoutId<ClientCommandInput>;

export interface GameConnectionState {
  status: ConnectionStatus;
  /** Why the server refused this connection (unknown game, bad token, removed player). */
  refusal: GameError | null;
  snapshot: GameSnapshot | null;
  /** Server clock minus this device's clock. */
  clockOffsetMs: number;
  isRemoved: boolean;
  /** Approve each player: this player waits for the host to let them in (no snapshot until then). */
  waiting: WaitingInfo | null;
  /** The host turned this waiting player away. */
  isTurnedAway: boolean;
  rematch: { gameId: string; roomCode: string } | null;
  /** Host only: the newest VAR report filed while connected. */
  lastVarReport: VarReport | null;
  /** How an admin resolved this device's (or, for the host, any) VAR report. */
  lastVarResolution: VarResolution | null;
  /** The achievements this device's signed-in person earned when the game ended (a new object each time). */
  lastAchievements: AchievementEarned | null;
  /** The newest error the server sent outside a command (too many events). */
  lastAppError: { error: GameError; at: number } | null;
}

const INITIAL: GameConnectionState = {
  status: 'connecting',
  refusal: null,
  snapshot: null,
  clockOffsetMs: 0,
  isRemoved: false,
  waiting: null,
  isTurnedAway: false,
  rematch: null,
  lastVarReport: null,
  lastVarResolution: null,
  lastAchievements: null,
  lastAppError: null,
};

/** Keeps the newer of two views (a view older than the one shown is ignored). */
function newer(current: GameView | null, next: GameView): GameView {
  return current && current.version > next.version ? current : next;
}

/**
 * The live game for one role: the socket, the latest snapshot (room, view, viewer), the clock offset and the
 * connection status. `auth` null means "do not connect".
 */
export function useGameConnection(auth: SocketAuth | null) {
  const [state, setState] = useState<GameConnectionState>(INITIAL);
  const connection = useRef<GameConnection | null>(null);
  const authKey = auth ? JSON.stringify(auth) : null;

  useEffect(() => {
    if (!authKey) return;
    let isCancelled = false;
    // A view that arrives before the first snapshot is kept until the snapshot gives it a room and a viewer.
    let earlyView: GameView | null = null;
    let hasClockSync = false;
    const update = (patch: (current: GameConnectionState) => Partial<GameConnectionState>) => {
      if (!isCancelled) setState((current) => ({ ...current, ...patch(current) }));
    };

    void connectGame(JSON.parse(authKey) as SocketAuth, {
      onSnapshot: (snapshot) =>
        update((current) => {
          const view = newer(earlyView, newer(current.snapshot?.view ?? null, snapshot.view));
          earlyView = null;
          return {
            snapshot: { ...snapshot, view },
            waiting: null,
            refusal: null,
            // Until the clock is measured, the view's own server time is the best guess.
            ...(hasClockSync ? {} : { clockOffsetMs: snapshot.view.serverNow - Date.now() }),
          };
        }),
      onState: (view) =>
        update((current) => {
          if (!current.snapshot) {
            earlyView = newer(earlyView, view);
            return {};
          }
          return { snapshot: { ...current.snapshot, view: newer(current.snapshot.view, view) } };
        }),
      onRoom: (room: RoomInfo) =>
        update((current) => (current.snapshot ? { snapshot: { ...current.snapshot, room } } : {})),
      onRemoved: () => update(() => ({ isRemoved: true })),
      onRematch: (next) => update(() => ({ rematch: next })),
      onWaiting: (waiting) => update(() => ({ waiting, refusal: null })),
      onTurnedAway: () => update(() => ({ isTurnedAway: true, waiting: null })),
      onVarReport: (report) => update(() => ({ lastVarReport: report })),
      onVarResolved: (outcome) => update(() => ({ lastVarResolution: outcome })),
      onAchievementsEarned: (earned) => update(() => ({ lastAchievements: earned })),
      onAppError: (error) => update(() => ({ lastAppError: { error, at: Date.now() } })),
      onStatus: (status, error) =>
        update(() => (status === 'refused' ? { status, refusal: error ?? null } : { status })),
      onClockOffset: (offsetMs) => {
        hasClockSync = true;
        update(() => ({ clockOffsetMs: offsetMs }));
      },
    }).then((opened) => {
      if (isCancelled) opened.close();
      else connection.current = opened;
    });

    return () => {
      isCancelled = true;
      connection.current?.close();
      connection.current = null;
    };
  }, [authKey]);

  const send = useCallback(async (command: GameCommandRequest): Promise<CommandAck> => {
    const current = connection.current;
    if (!current) return { ok: false, error: NOT_CONNECTED };
    return current.command({ ...command, commandId: newClientId() } as ClientCommandInput);
  }, []);

  const isConnected = useCallback(() => connection.current?.isConnected() ?? false, []);

  return { ...state, send, isConnected };
}
