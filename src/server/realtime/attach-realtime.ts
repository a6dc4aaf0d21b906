import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { GameError, GameSnapshot, Viewer } from '../../shared/contracts/game';
import { clientCommandSchema } from '../../shared/contracts/game';
import {
  CLIENT_EVENT_NAMES,
  REALTIME_MAX_EVENT_BYTES,
  SOCKET_PATH,
  timeSyncPayloadSchema,
} from '../../shared/contracts/realtime';
import type { Actor } from '../../shared/game/commands';
import { AppError } from '../http/app-error';
import { applyCommand } from '../modules/games/apply-command';
import { toGameError } from '../modules/games/game-errors';
import type { GamesContext } from '../modules/games/games-context';
import { getSnapshot, snapshotOf } from '../modules/games/get-snapshot';
import { waitingInfoOf } from '../modules/games/waiting-info';
import { authenticateSocket } from './authenticate-socket';
import { gameRooms } from './game-rooms';
import { jsonOnlyParser } from './json-parser';
import { EventRateLimiter } from './rate-limiter';
import { createRealtimeNotifier } from './realtime-notifier';
import { useRedisAdapter } from './redis-adapter';
import type { GameServer, GameSocket } from './socket-types';

export interface RealtimeOptions {
  /** Share rooms between processes through Redis. */
  redisUrl?: string;
}

const RATE_LIMITED: GameError = { code: 'RATE_LIMITED', key: 'game.errors.rateLimited' };
const INVALID_COMMAND: GameError = { code: 'VALIDATION', key: 'game.errors.invalidCommand' };
const CLIENT_EVENTS: ReadonlySet<string> = new Set(CLIENT_EVENT_NAMES);

/**
 * Rewrites a packet to the shape its handler expects, `[event, payload, ack]` (`[event, ack]` for game:resync),
 * whatever the client sent: the ack is the last argument when it is a function, else a stand-in that tells a
 * refusal through `app:error` (and a resync's snapshot through `game:snapshot`), so every event gets an answer.
 */
function normalisePacket(socket: GameSocket, packet: unknown[]): void {
  const [event, ...args] = packet;
  const last = args[args.length - 1];
  const ack =
    typeof last === 'function'
      ? (last as (result: unknown) => void)
      : (result: { ok?: boolean; error?: GameError; snapshot?: GameSnapshot }) => {
          if (result.ok === false && result.error) socket.emit('app:error', result.error);
          else if (result.snapshot) socket.emit('game:snapshot', result.snapshot);
        };
  const payload = typeof args[0] === 'function' ? undefined : args[0];
  packet.length = 0;
  if (event === 'game:resync') packet.push(event, ack);
  else packet.push(event, payload, ack);
}

function actorOf(viewer: Viewer): Actor | null {
  switch (viewer.role) {
    case 'host':
      return { role: 'host' };
    case 'player':
      return { role: 'player', teamId: viewer.teamId, playerId: viewer.playerId };
    case 'display':
      return null;
    default:
      return viewer satisfies never;
  }
}

/** The first i18n key among zod issues, else game.errors.invalidCommand. */
function invalidCommandError(issues: readonly { message: string }[]): GameError {
  const key = issues.find((issue) => /^(game\.errors|validation)\./.test(issue.message))?.message;
  return key ? { code: 'VALIDATION', key } : INVALID_COMMAND;
}

function errorFor(error: unknown, log: FastifyBaseLogger): GameError {
  if (!(error instanceof AppError)) log.error({ err: error }, 'realtime handler failed');
  return toGameError(error);
}

const PLAYER_WAITING: GameError = { code: 'FORBIDDEN', key: 'game.errors.playerWaiting' };

function onConnection(ctx: GamesContext, socket: GameSocket, log: FastifyBaseLogger): void {
  const { gameId, viewer, isWaiting } = socket.data;
  // A player waiting for the host hears only about themselves: no game rooms, no snapshot, no board.
  const rooms = isWaiting ? [] : [gameRooms.all(gameId)];
  if (viewer.role === 'host') rooms.push(gameRooms.host(gameId));
  if (viewer.role === 'display') rooms.push(gameRooms.display(gameId));
  if (viewer.role === 'player' && !isWaiting) rooms.push(gameRooms.team(gameId, viewer.teamId));
  if (viewer.role === 'player') rooms.push(gameRooms.player(gameId, viewer.playerId));
  void socket.join(rooms);

  // SPEC.md section 7: 10 events per second per connection; more are refused with a translated error, and the
  // connection stays open.
  socket.use((packet, next) => {
    if (!socket.data.limiter.take(Date.now())) {
      const ack = packet[packet.length - 1];
      if (typeof ack === 'function') ack({ ok: false, error: RATE_LIMITED });
      if (socket.data.limiter.shouldWarn()) socket.emit('app:error', RATE_LIMITED);
      return;
    }
    normalisePacket(socket, packet);
    if (typeof packet[0] === 'string' && CLIENT_EVENTS.has(packet[0])) {
      next();
      return;
    }
    // An event name the contract does not know (or one only the server sends): refused, connection kept.
    (packet[packet.length - 1] as (result: unknown) => void)({ ok: false, error: INVALID_COMMAND });
  });

  socket.on('game:command', async (raw, reply) => {
    const actor = actorOf(viewer);
    if (!actor) {
      reply({ ok: false, error: { code: 'FORBIDDEN', key: 'game.errors.forbidden' } });
      return;
    }
    const parsed = clientCommandSchema.safeParse(raw);
    if (!parsed.success) {
      reply({ ok: false, error: invalidCommandError(parsed.error.issues) });
      return;
    }
    // The engine refuses a waiting player's commands too (by the game's current state); this spares the trip.
    if (isWaiting && parsed.data.type !== 'leave_waiting') {
      reply({ ok: false, error: PLAYER_WAITING });
      return;
    }
    const started = performance.now();
    try {
      const outcome = await applyCommand(ctx, gameId, parsed.data, actor);
      reply({ ok: true, version: outcome.record.state.version, isDuplicate: outcome.isDuplicate });
      ctx.onCommand('applied', (performance.now() - started) / 1000);
    } catch (error) {
      reply({ ok: false, error: errorFor(error, log) });
      // The rules or the sender's rights refused it (an AppError), or something failed.
      ctx.onCommand(error instanceof AppError ? 'refused' : 'failed', (performance.now() - started) / 1000);
    }
  });

  socket.on('game:resync', async (ack) => {
    if (isWaiting) {
      ack({ ok: false, error: PLAYER_WAITING });
      return;
    }
    try {
      ack({ ok: true, snapshot: await getSnapshot(ctx, gameId, viewer) });
    } catch (error) {
      ack({ ok: false, error: errorFor(error, log) });
    }
  });

  socket.on('time:sync', (payload, ack) => {
    const parsed = timeSyncPayloadSchema.safeParse(payload);
    // The ack has no room for an error: a malformed sample is refused through app:error.
    if (parsed.success) ack({ clientSentAt: parsed.data.clientSentAt, serverNow: Date.now() });
    else socket.emit('app:error', INVALID_COMMAND);
  });

  if (isWaiting && viewer.role === 'player') {
    waitingInfoOf(ctx, gameId, viewer).then(
      (waiting) => socket.emit('room:waiting', waiting),
      (error: unknown) => socket.emit('app:error', errorFor(error, log)),
    );
    return;
  }

  // The handshake has just read the game into the store, and the store follows every command this process
  // applies; one applied elsewhere since reaches this socket as game:state (it is in its rooms already).
  ctx.store
    .get(gameId)
    .then((record) => (record ? snapshotOf(ctx, record, viewer) : getSnapshot(ctx, gameId, viewer)))
    .then(
      (snapshot) => socket.emit('game:snapshot', snapshot),
      (error: unknown) => socket.emit('app:error', errorFor(error, log)),
    );
}

/**
 * Socket.IO on the app's own HTTP server (same port): handshake authentication by role, one room per game (and per
 * role, team and player), a snapshot on every (re)connect, commands with acks, clock sync and the per-connection
 * event limit. Also makes the game services broadcast through it.
 */
export async function attachRealtime(
  app: FastifyInstance,
  ctx: GamesContext,
  options: RealtimeOptions = {},
): Promise<GameServer> {
  const io: GameServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    parser: jsonOnlyParser,
    maxHttpBufferSize: REALTIME_MAX_EVENT_BYTES,
  });
  const closeAdapter = options.redisUrl
    ? await useRedisAdapter(io, options.redisUrl, (error) => app.log.error({ err: error }, 'redis adapter'))
    : null;

  io.use((socket, next) => {
    authenticateSocket(ctx, socket.handshake.auth, socket.request.headers).then(
      ({ record, viewer, isWaiting }) => {
        socket.data = { gameId: record.id, viewer, isWaiting, limiter: new EventRateLimiter() };
        next();
      },
      (error: unknown) => {
        const refusal = Object.assign(new Error('connection refused'), { data: errorFor(error, app.log) });
        next(refusal);
      },
    );
  });
  io.on('connection', (socket) => onConnection(ctx, socket, app.log));
  ctx.notifier = createRealtimeNotifier(io, ctx, { isClustered: closeAdapter !== null });

  // Fastify closes the HTTP server; the connections must go first or the close would wait on them. Closing the
  // transports (not disconnecting the sockets) makes clients reconnect by themselves, to this server restarted
  // or to another process.
  app.addHook('preClose', async () => {
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await closeAdapter?.();
  });
  return io;
}
