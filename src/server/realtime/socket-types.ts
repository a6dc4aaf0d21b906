import type { Server, Socket } from 'socket.io';
import type { Viewer } from '../../shared/contracts/game';
import type {
  ClientToServerEvents,
  InterServerEvents,
  ServerToClientEvents,
} from '../../shared/contracts/realtime';
import type { EventRateLimiter } from './rate-limiter';

/** What the server knows about a connection once its handshake is accepted. */
export interface SocketData {
  gameId: string;
  viewer: Viewer;
  /** Approve each player: a player the host has not let in yet (no game rooms, only leave_waiting). */
  isWaiting: boolean;
  limiter: EventRateLimiter;
}

export type GameServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type GameSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
