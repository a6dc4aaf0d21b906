/**
 * The game's Socket.IO connection (src/shared/contracts/realtime.ts). socket.io-client is imported lazily, so only
 * game screens pay for it. The client reconnects by itself; the server sends a snapshot on every (re)connect, and
 * the clock offset is measured again each time so countdowns agree across devices.
 */
import type { Socket } from 'socket.io-client';
import type {
  ClientCommandInput,
  GameError,
  GameSnapshot,
  GameView,
  RoomInfo,
  VarReport,
  WaitingInfo,
} from '../../shared/contracts/game';
import {
  SOCKET_PATH,
  type AchievementEarned,
  type ClientToServerEvents,
  type CommandAck,
  type ServerToClientEvents,
  type SnapshotAck,
  type VarResolution,
  type SocketAuth,
} from '../../shared/contracts/realtime';
import { decodeView } from '../../shared/game/compact-view';

export type GameSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'refused';

export interface GameConnectionHandlers {
  onSnapshot: (snapshot: GameSnapshot) => void;
  onState: (view: GameView) => void;
  onRoom: (room: RoomInfo) => void;
  onRemoved: () => void;
  onRematch: (next: { gameId: string; roomCode: string }) => void;
  /** Approve each player: this player waits for the host (instead of a snapshot). */
  onWaiting: (waiting: WaitingInfo) => void;
  /** The host turned this waiting player away; the connection stays closed. */
  onTurnedAway: () => void;
  onVarReport: (report: VarReport) => void;
  /** An admin resolved a VAR report of this game (the reporter and the host hear it). */
  onVarResolved: (outcome: VarResolution) => void;
  /** The game ended and this device's signed-in person earned achievements in it. */
  onAchievementsEarned: (earned: AchievementEarned) => void;
  onAppError: (error: GameError) => void;
  onStatus: (status: ConnectionStatus, error?: GameError) => void;
  onClockOffset: (offsetMs: number) => void;
}

export interface GameConnection {
  /** Sends a command and waits for its acknowledgement; refused at once while disconnected. */
  command: (command: ClientCommandInput) => Promise<CommandAck>;
  /** Asks the server for the current snapshot again. */
  resync: () => Promise<SnapshotAck>;
  isConnected: () => boolean;
  close: () => void;
}

export const COMMAND_TIMEOUT_MS = 8000;
const TIME_SYNC_SAMPLES = 5;

export const NOT_CONNECTED: GameError = { code: 'NETWORK', key: 'errors.network' };

export interface ClockSample {
  clientSentAt: number;
  serverNow: number;
  receivedAt: number;
}

/**
 * The server clock minus the client clock, from the sample with the shortest round trip (the contract's rule:
 * offset = serverNow - (clientSentAt + receivedAt) / 2). Zero without samples.
 */
export function clockOffsetFrom(samples: readonly ClockSample[]): number {
  let best: ClockSample | null = null;
  for (const sample of samples) {
    if (!best || sample.receivedAt - sample.clientSentAt < best.receivedAt - best.clientSentAt) best = sample;
  }
  return best ? Math.round(best.serverNow - (best.clientSentAt + best.receivedAt) / 2) : 0;
}

function measureClock(socket: GameSocket): Promise<ClockSample | null> {
  return new Promise((resolve) => {
    const clientSentAt = Date.now();
    socket.timeout(COMMAND_TIMEOUT_MS).emit('time:sync', { clientSentAt }, (error, result) => {
      if (error || !result) resolve(null);
      else resolve({ clientSentAt, serverNow: result.serverNow, receivedAt: Date.now() });
    });
  });
}

async function syncClock(socket: GameSocket, onOffset: (offsetMs: number) => void): Promise<void> {
  const samples: ClockSample[] = [];
  for (let i = 0; i < TIME_SYNC_SAMPLES && socket.connected; i += 1) {
    const sample = await measureClock(socket);
    if (sample) samples.push(sample);
  }
  if (samples.length > 0) onOffset(clockOffsetFrom(samples));
}

function isGameError(value: unknown): value is GameError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as GameError).code === 'string' &&
    typeof (value as GameError).key === 'string'
  );
}

/** Opens the game connection with the handshake `auth` (sent again on every reconnect). */
export async function connectGame(
  auth: SocketAuth,
  handlers: GameConnectionHandlers,
): Promise<GameConnection> {
  const { io } = await import('socket.io-client');
  const socket: GameSocket = io({
    path: SOCKET_PATH,
    auth,
    transports: ['websocket', 'polling'],
    reconnectionDelay: 500,
    reconnectionDelayMax: 5000,
  });
  let isClosed = false;
  // Set when the server says this player moved team or was let in: its next disconnect is a cue to connect again.
  let isMoving = false;
  const resync = (): Promise<SnapshotAck> =>
    new Promise((resolve) => {
      if (!socket.connected) {
        resolve({ ok: false, error: NOT_CONNECTED });
        return;
      }
      socket.timeout(COMMAND_TIMEOUT_MS).emit('game:resync', (error, ack) => {
        resolve(error || !ack ? { ok: false, error: NOT_CONNECTED } : ack);
      });
    });

  handlers.onStatus('connecting');
  socket.on('connect', () => {
    handlers.onStatus('connected');
    void syncClock(socket, handlers.onClockOffset);
  });
  socket.on('disconnect', (reason) => {
    if (isClosed) return;
    // The server closed this connection on purpose: a removed player stays out, a moved one comes back in its
    // new team; anything else reconnects by itself.
    if (reason === 'io server disconnect' && isMoving) {
      isMoving = false;
      handlers.onStatus('reconnecting');
      socket.connect();
    } else if (reason === 'io server disconnect') handlers.onStatus('refused');
    else handlers.onStatus('reconnecting');
  });
  socket.on('connect_error', (error) => {
    const data = (error as Error & { data?: unknown }).data;
    // A refusal by the server (bad token, unknown game) is final; a transport failure is retried.
    if (isGameError(data)) handlers.onStatus('refused', data);
    else handlers.onStatus('reconnecting');
  });
  socket.on('game:snapshot', handlers.onSnapshot);
  socket.on('game:state', ({ view }) => {
    let decoded: GameView;
    try {
      decoded = decodeView(view);
    } catch {
      // A view this client cannot read (a server newer than this page): the snapshot has the whole picture.
      void resync().then((ack) => {
        if (ack.ok) handlers.onSnapshot(ack.snapshot);
      });
      return;
    }
    handlers.onState(decoded);
  });
  socket.on('room:update', handlers.onRoom);
  socket.on('room:removed', handlers.onRemoved);
  socket.on('room:moved', () => {
    isMoving = true;
  });
  socket.on('room:admitted', () => {
    isMoving = true;
  });
  socket.on('room:waiting', handlers.onWaiting);
  socket.on('room:turned_away', handlers.onTurnedAway);
  socket.on('game:rematch', handlers.onRematch);
  socket.on('var:reported', handlers.onVarReport);
  socket.on('var:resolved', handlers.onVarResolved);
  socket.on('achievement:earned', handlers.onAchievementsEarned);
  socket.on('app:error', handlers.onAppError);

  return {
    command: (command) =>
      new Promise((resolve) => {
        if (!socket.connected) {
          resolve({ ok: false, error: NOT_CONNECTED });
          return;
        }
        socket.timeout(COMMAND_TIMEOUT_MS).emit('game:command', command, (error, ack) => {
          resolve(error || !ack ? { ok: false, error: NOT_CONNECTED } : ack);
        });
      }),
    resync,
    isConnected: () => socket.connected,
    close: () => {
      isClosed = true;
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}
