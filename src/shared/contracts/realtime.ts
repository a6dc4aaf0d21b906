/**
 * The Socket.IO contract of the game (path `/socket.io`, same origin and port as the HTTP API). A client connects
 * with `auth` (below), receives `game:snapshot` on every connect and reconnect, sends commands with an ack, and
 * receives its role's projection (`game:state`) after every applied command. Typed for
 * `Socket<ServerToClientEvents, ClientToServerEvents>` in socket.io-client.
 */
import { z } from 'zod';
import type { CompactGameView } from '../game/compact-view';
import type { AchievementKey } from '../solo/achievements';
import type { ClientCommandInput, GameError, GameSnapshot, RoomInfo, VarReport, WaitingInfo } from './game';
import { clientCommandSchema, gameIdSchema, gameTokenSchema, roomCodeSchema } from './game';

/** SPEC.md section 7: each connection may send at most this many events per second; more get `app:error`. */
export const REALTIME_EVENTS_PER_SECOND = 10;
export const REALTIME_WINDOW_MS = 1000;
export const SOCKET_PATH = '/socket.io';
/** The largest event a client may send: commands are small; a bigger frame closes that connection. */
export const REALTIME_MAX_EVENT_BYTES = 64 * 1024;

/**
 * The handshake `auth` of a connection (sent again on every reconnect). A signed-in host may leave the token out:
 * the session cookie identifies them. The display joins by room code alone and is read-only.
 */
export const socketAuthSchema = z.discriminatedUnion('role', [
  z.object({ role: z.literal('host'), gameId: gameIdSchema, token: gameTokenSchema.optional() }),
  z.object({ role: z.literal('player'), gameId: gameIdSchema, token: gameTokenSchema }),
  z.object({ role: z.literal('display'), roomCode: roomCodeSchema }),
]);
export type SocketAuth = z.input<typeof socketAuthSchema>;

/** The data of a refused connection (`connect_error` `err.data`). */
export type ConnectErrorData = GameError;

export type CommandAck =
  { ok: true; version: number; isDuplicate: boolean } | { ok: false; error: GameError };
export type SnapshotAck = { ok: true; snapshot: GameSnapshot } | { ok: false; error: GameError };
export type TimeSyncAck = { clientSentAt: number; serverNow: number };

export const commandPayloadSchema = clientCommandSchema;
export const timeSyncPayloadSchema = z.object({ clientSentAt: z.number() });

export interface ClientToServerEvents {
  /**
   * A command (host: every command but submit_answer and leave_waiting; player: submit_answer, and only
   * leave_waiting while waiting for the host). Duplicates ack `isDuplicate`.
   */
  'game:command': (command: ClientCommandInput, ack: (result: CommandAck) => void) => void;
  /** Asks for the current snapshot again (after a gap in versions, or on demand). */
  'game:resync': (ack: (result: SnapshotAck) => void) => void;
  /**
   * Clock offset: send `Date.now()`; offset = serverNow - (clientSentAt + receivedAt) / 2. Take the sample with
   * the shortest round trip of a few.
   */
  'time:sync': (payload: { clientSentAt: number }, ack: (result: TimeSyncAck) => void) => void;
}

/** Every event a client may send, at run time (the server refuses any other name). */
export const CLIENT_EVENT_NAMES = ['game:command', 'game:resync', 'time:sync'] as const;

/** Every event the server sends, at run time (a client sending one of these is refused). */
export const SERVER_EVENT_NAMES = [
  'game:snapshot',
  'game:state',
  'room:update',
  'room:removed',
  'room:moved',
  'room:waiting',
  'room:admitted',
  'room:turned_away',
  'game:rematch',
  'var:reported',
  'var:resolved',
  'achievement:earned',
  'app:error',
] as const;

/** How an admin resolved a VAR report, as the reporting player's phone shows it. */
export type VarResolution = {
  reportId: string;
  gameId: string;
  playerId: string;
  status: 'accepted' | 'rejected';
  note: string;
  correction: { teamId: string; amount: number } | null;
};

/** Achievements a signed-in person earned in a game that has just ended. */
export type AchievementEarned = { gameId: string; keys: AchievementKey[] };

export interface ServerToClientEvents {
  /** On every connect and reconnect: the whole picture, with the view's version. */
  'game:snapshot': (snapshot: GameSnapshot) => void;
  /**
   * After every applied command: this role's projection in its short form (`decodeView` in game/compact-view.ts
   * gives the `GameView`). Ignore a view older than the one shown.
   */
  'game:state': (payload: { view: CompactGameView }) => void;
  /** The lobby changed: a player joined or was removed, the room was locked or unlocked. */
  'room:update': (room: RoomInfo) => void;
  /** This player was removed by the host; the connection is closed after it. */
  'room:removed': (payload: { gameId: string }) => void;
  /** The host changed the teams and this player is on another one now: connect again to play in it. */
  'room:moved': (payload: { gameId: string }) => void;
  /**
   * Approve each player: instead of `game:snapshot`, a waiting player's connection gets who they are and where
   * they wait, and nothing of the game. Their only command is `leave_waiting`.
   */
  'room:waiting': (waiting: WaitingInfo) => void;
  /** The host let this waiting player in; the connection is closed after it: connect again to play. */
  'room:admitted': (payload: { gameId: string }) => void;
  /** The host turned this waiting player away; the connection is closed and the token no longer works. */
  'room:turned_away': (payload: { gameId: string }) => void;
  /** The host started a new game with the same teams and players: reconnect with the same token to `gameId`. */
  'game:rematch': (payload: { gameId: string; roomCode: string }) => void;
  /** Host only: a player filed a VAR report. */
  'var:reported': (report: VarReport) => void;
  /** The reporter (and the host): an admin resolved a VAR report of this game, with the note they wrote. */
  'var:resolved': (outcome: VarResolution) => void;
  /**
   * The game ended and this device's signed-in person earned achievements in it (a player's phone; the host's screen
   * for the host). The device announces them (POST /api/achievements/announce), which shows each toast once.
   */
  'achievement:earned': (payload: AchievementEarned) => void;
  /** A translated error that does not close the connection (too many events: game.errors.rateLimited). */
  'app:error': (error: GameError) => void;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface InterServerEvents {}

/** The name lists above name every event of the interfaces, and nothing else (a compile error otherwise). */
type SameKeys<List extends readonly string[], Events> = [Exclude<keyof Events, List[number]>] extends [never]
  ? [Exclude<List[number], keyof Events>] extends [never]
    ? true
    : false
  : false;
export const EVENT_NAME_LISTS_ARE_COMPLETE: [
  SameKeys<typeof CLIENT_EVENT_NAMES, ClientToServerEvents>,
  SameKeys<typeof SERVER_EVENT_NAMES, ServerToClientEvents>,
] = [true, true];
