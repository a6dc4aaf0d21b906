import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCommandSchema } from '../../shared/contracts/game';
import {
  CLIENT_EVENT_NAMES,
  REALTIME_MAX_EVENT_BYTES,
  SERVER_EVENT_NAMES,
  SOCKET_PATH,
  type SocketAuth,
} from '../../shared/contracts/realtime';
import {
  buildGameApp,
  createGameOverHttp,
  joinOverHttp,
  openGamesDatabase,
  type GamesTestContext,
} from '../modules/games/games-test-support';
import { GameClient } from '../realtime/realtime-test-client';
import { tally } from './suite-support';

/** Payloads per event name and role; bounded so the suite stays under a minute. */
const SAMPLES_PER_EVENT_AND_ROLE = 14;
const SEED = 20_261_125;
/** Connections per role sending in parallel (each has its own 10 events per second). */
const CONNECTIONS_PER_ROLE = 3;
/** Under the server's 10 events per second per connection, with a margin. */
const PACE_EVENTS = 9;
const PACE_WINDOW_MS = 1150;
const ANSWER_TIMEOUT_MS = 3000;

const deep = (depth: number): unknown => (depth === 0 ? 'x' : { a: [deep(depth - 1)] });
const COMMAND_TYPES = clientCommandSchema.options.map((option) => option.shape.type.value);

/**
 * Hostile values: wrong types, huge strings, deep nesting, unicode controls, prototype-pollution keys. A huge
 * string is a tenth of the event limit, so a command with every field huge still fits in one frame.
 */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant('a'.repeat(Math.floor(REALTIME_MAX_EVENT_BYTES / 10))),
  fc.constant('\u202e\u0000\u200f\ufeff\u0007<script>alert(1)</script>'),
  fc.constant(deep(200)),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true}}')),
  fc.constant({ constructor: { prototype: { polluted: true } } }),
  fc.array(fc.string(), { maxLength: 5 }),
  fc.uuid(),
);

/** A command-shaped object with hostile fields (a real command type, so the parser goes deep), or anything. */
const payload: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({
    type: fc.constantFrom(...COMMAND_TYPES),
    commandId: fc.oneof(fc.uuid(), hostile),
    tileId: hostile,
    teamId: hostile,
    answer: fc.oneof(
      hostile,
      fc.record({ kind: fc.constantFrom('text', 'option'), text: hostile, index: hostile }),
    ),
    lifeline: hostile,
    clientSentAt: hostile,
  }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'type', 'clientSentAt'), hostile),
  hostile,
  fc.constant({
    type: 'submit_answer',
    answer: { kind: 'text', text: 'a'.repeat(REALTIME_MAX_EVENT_BYTES - 2000) },
  }),
);

/** How the event is sent: with or without an ack, and with extra arguments. */
type Shape = 'ack' | 'no-ack' | 'extra-args';
const shape = fc.constantFrom<Shape>('ack', 'no-ack', 'extra-args');

type Outcome =
  'error-ack' | 'app:error' | 'snapshot' | 'accepted' | 'rate-limited' | 'no-answer' | 'disconnected';

/** A raw connection that sends anything, paced under the server's event limit. */
class FuzzConnection {
  readonly socket: Socket;
  readonly appErrors: unknown[] = [];
  snapshots = 0;
  disconnects = 0;
  private readonly sentAt: number[] = [];

  constructor(url: string, auth: SocketAuth) {
    this.socket = connect(url, { path: SOCKET_PATH, auth, transports: ['websocket'], forceNew: true });
    this.socket.on('app:error', (error: unknown) => this.appErrors.push(error));
    this.socket.on('disconnect', () => (this.disconnects += 1));
    this.socket.on('game:snapshot', () => (this.snapshots += 1));
  }

  ready(): Promise<void> {
    return new Promise((resolve) => this.socket.once('game:snapshot', () => resolve()));
  }

  private async pace(): Promise<void> {
    for (;;) {
      const now = Date.now();
      while (this.sentAt.length > 0 && now - (this.sentAt[0] ?? 0) >= PACE_WINDOW_MS) this.sentAt.shift();
      if (this.sentAt.length < PACE_EVENTS) {
        this.sentAt.push(now);
        return;
      }
      await new Promise((resolve) =>
        setTimeout(resolve, PACE_WINDOW_MS - (now - (this.sentAt[0] ?? now)) + 5),
      );
    }
  }

  /** Sends one event and classifies the server's answer. */
  async send(event: string, args: unknown[], how: Shape): Promise<{ outcome: Outcome; ack?: unknown }> {
    await this.pace();
    const errorsBefore = this.appErrors.length;
    const snapshotsBefore = this.snapshots;
    if (how === 'no-ack') {
      this.socket.emit(event, ...args);
      await this.waitFor(() => this.appErrors.length > errorsBefore || this.snapshots > snapshotsBefore);
      if (!this.socket.connected) return { outcome: 'disconnected' };
      if (this.appErrors.length > errorsBefore) return { outcome: 'app:error' };
      return { outcome: this.snapshots > snapshotsBefore ? 'snapshot' : 'no-answer' };
    }
    const sent = how === 'extra-args' ? [...args, 'extra', { more: [1, 2] }] : args;
    try {
      const ack = await this.socket.timeout(ANSWER_TIMEOUT_MS).emitWithAck(event, ...sent);
      const result = ack as { ok?: boolean; error?: { key?: string } };
      if (result?.ok === false && result.error?.key === 'game.errors.rateLimited')
        return { outcome: 'rate-limited', ack };
      if (result?.ok === false && typeof result.error?.key === 'string') return { outcome: 'error-ack', ack };
      return { outcome: 'accepted', ack };
    } catch {
      if (!this.socket.connected) return { outcome: 'disconnected' };
      return { outcome: this.appErrors.length > errorsBefore ? 'app:error' : 'no-answer' };
    }
  }

  private waitFor(predicate: () => boolean): Promise<boolean> {
    return new Promise((resolve) => {
      const started = Date.now();
      const check = () => {
        if (predicate()) resolve(true);
        else if (Date.now() - started > ANSWER_TIMEOUT_MS || !this.socket.connected) resolve(false);
        else setTimeout(check, 5);
      };
      check();
    });
  }

  close(): void {
    this.socket.close();
  }
}

/** True when an accepted event is one the contract allows (a fuzzed payload that happens to be valid). */
function isValidUse(event: string, payloadSent: unknown, ack: unknown): boolean {
  if (event === 'game:command') return clientCommandSchema.safeParse(payloadSent).success;
  if (event === 'game:resync') return (ack as { ok?: boolean })?.ok === true;
  if (event === 'time:sync') return typeof (ack as { serverNow?: unknown })?.serverNow === 'number';
  return false;
}

describe(
  'Socket fuzzing: every event name of the realtime contract, as host, player and display',
  { timeout: 120_000 },
  () => {
    let env: GamesTestContext;
    let app: FastifyInstance;
    let url = '';
    const closers: { close(): void }[] = [];
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);

    /** A game with its host, one player and the TV. */
    async function openGame() {
      const created = await createGameOverHttp(app, env.categories.playable);
      const joined = await joinOverHttp(app, created.roomCode, 'Aisha', 'team-1');
      const auths: Record<'host' | 'player' | 'display', SocketAuth> = {
        host: { role: 'host', gameId: created.gameId, token: created.hostToken },
        player: { role: 'player', gameId: created.gameId, token: joined.playerToken },
        display: { role: 'display', roomCode: created.roomCode },
      };
      return { created, auths };
    }

    beforeAll(async () => {
      process.on('unhandledRejection', onRejection);
      env = await openGamesDatabase();
      app = await buildGameApp(env.database, true);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    }, 60_000);
    afterAll(async () => {
      process.off('unhandledRejection', onRejection);
      for (const closer of closers) closer.close();
      await app.close();
      await env.close();
    });

    it('answers every malformed event with an error, stays up, and leaves another game undisturbed', async () => {
      // The bystander: a game in play, whose connections must see nothing of the fuzzing.
      const bystander = await openGame();
      const watchers = (['host', 'player', 'display'] as const).map((role) => {
        const watcher = new GameClient(`bystander-${role}`, url, bystander.auths[role]);
        closers.push(watcher);
        return watcher;
      });
      await Promise.all(watchers.map((watcher) => watcher.untilSnapshots(1)));
      const version = await watchers[0]!.do({ type: 'start' });
      await Promise.all(watchers.map((watcher) => watcher.untilVersion(version)));
      // The lobby's status follows the game (room:update comes right after the game:state).
      await Promise.all(
        watchers.map((watcher) => watcher.until(() => watcher.room?.status === 'active', 'status active')),
      );
      const viewsBefore = watchers.map((watcher) => JSON.stringify(watcher.view));
      const receivedBefore = watchers.map((watcher) => watcher.received.length);
      let bystanderDisconnects = 0;
      for (const watcher of watchers) watcher.socket.on('disconnect', () => (bystanderDisconnects += 1));

      // The target: the fuzzing connections, several per role.
      const target = await openGame();
      const roles = ['host', 'player', 'display'] as const;
      const connections = roles.flatMap((role) =>
        Array.from({ length: CONNECTIONS_PER_ROLE }, () => {
          const connection = new FuzzConnection(url, target.auths[role]);
          closers.push(connection);
          return { role, connection };
        }),
      );
      await Promise.all(connections.map(({ connection }) => connection.ready()));

      const eventNames = [...CLIENT_EVENT_NAMES, ...SERVER_EVENT_NAMES, 'not:an-event', '__proto__'];
      const outcomes: Outcome[] = [];
      const failures: string[] = [];
      const queues = connections.map(() => [] as { event: string; args: unknown[]; how: Shape }[]);
      for (const [eventIndex, event] of eventNames.entries()) {
        for (const roleIndex of roles.keys()) {
          const samples = fc.sample(fc.tuple(payload, shape), {
            numRuns: SAMPLES_PER_EVENT_AND_ROLE,
            seed: SEED + eventIndex * 10 + roleIndex,
          });
          for (const [n, [sent, how]] of samples.entries()) {
            const connectionIndex = roleIndex * CONNECTIONS_PER_ROLE + (n % CONNECTIONS_PER_ROLE);
            queues[connectionIndex]!.push({ event, args: sent === undefined ? [] : [sent], how });
          }
        }
      }
      await Promise.all(
        connections.map(async ({ role, connection }, index) => {
          for (const { event, args, how } of queues[index]!) {
            const { outcome, ack } = await connection.send(event, args, how);
            outcomes.push(outcome);
            const isFine =
              outcome === 'error-ack' ||
              outcome === 'app:error' ||
              (outcome === 'snapshot' && event === 'game:resync') ||
              (outcome === 'accepted' && isValidUse(event, args[0], ack));
            if (!isFine)
              failures.push(
                `${event} (${how}) as ${role}: ${outcome} ${JSON.stringify(ack ?? null)?.slice(0, 160)} for ${JSON.stringify(args).slice(0, 160)}`,
              );
          }
        }),
      );

      // Oversized: a frame beyond the limit closes only that connection; the server and the others stay.
      const oversizedOutcomes: Outcome[] = [];
      for (const event of CLIENT_EVENT_NAMES) {
        const oversized = new FuzzConnection(url, target.auths.player);
        closers.push(oversized);
        await oversized.ready();
        const { outcome } = await oversized.send(
          event,
          [{ text: 'x'.repeat(REALTIME_MAX_EVENT_BYTES * 4) }],
          'ack',
        );
        oversizedOutcomes.push(outcome);
        oversized.close();
      }

      console.log(
        `Socket fuzzing: ${eventNames.length} event names, ${outcomes.length} events as host, player and display, ` +
          `outcomes ${JSON.stringify(tally(outcomes as unknown as number[]))}; ` +
          `${oversizedOutcomes.length} oversized frames: ${JSON.stringify(tally(oversizedOutcomes as unknown as number[]))}; ` +
          `${failures.length} failures, ${rejections.length} unhandled rejections`,
      );
      expect(failures).toEqual([]);
      expect(outcomes.filter((outcome) => outcome === 'rate-limited')).toEqual([]);
      expect(oversizedOutcomes).toEqual(CLIENT_EVENT_NAMES.map(() => 'disconnected'));
      expect(connections.every(({ connection }) => connection.socket.connected)).toBe(true);

      // The server is up and the bystander game undisturbed: same views, nothing received, still connected.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBeLessThan(500);
      expect(bystanderDisconnects).toBe(0);
      expect(watchers.every((watcher) => watcher.socket.connected)).toBe(true);
      expect(watchers.map((watcher) => watcher.received.length)).toEqual(receivedBefore);
      expect(watchers.map((watcher) => JSON.stringify(watcher.view))).toEqual(viewsBefore);
      const resynced = await watchers[0]!.socket.timeout(5000).emitWithAck('game:resync');
      expect(resynced).toMatchObject({ ok: true, snapshot: { view: { version } } });
      const tileId = watchers[0]!.view!.tiles.find((tile) => !tile.isPlayed)!.id;
      expect(await watchers[0]!.send({ type: 'select_tile', tileId })).toMatchObject({ ok: true });
      expect(rejections).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  },
);
