/**
 * Crash suite: kill -9 the server during bursts of commands from many rooms, restart it on the same data,
 * and check that no acknowledged command is missing, a replayed command is applied once and every countdown resumes
 * from its stored deadline. With PostgreSQL (the PostgreSQL run of the integration tests) also: the database
 * restarted under a running server, and Redis stopped and started under two processes.
 *
 * It lives beside the other reliability and security suites and drives real server processes with the scale-out helpers. Sizes:
 * CRASH_ROOMS (20), CRASH_KILLS (3), CRASH_BURST_MS (3000: how long commands flow before each kill).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateGameResult, GameView, JoinGameResult } from '../../shared/contracts/game';
import type { CommandAck } from '../../shared/contracts/realtime';
import type { Answer } from '../../shared/game/commands';
import {
  findPostgresBinDir,
  startPostgresCluster,
  type PostgresCluster,
} from '../../../scripts/postgres-cluster.mjs';
import { GameClient, type CommandBody } from '../realtime/realtime-test-client';
import {
  buildServer,
  createScratchDatabase,
  findRedisServer,
  startRedis,
  startServerProcess,
  type RedisServer,
  type ScratchDatabase,
  type ServerProcess,
} from '../realtime/scale-out-support';

const ROOMS = Number(process.env.CRASH_ROOMS ?? 20);
const KILLS = Number(process.env.CRASH_KILLS ?? 3);
const BURST_MS = Number(process.env.CRASH_BURST_MS ?? 3000);
/** An ack that does not come within this time counts as lost with the server. */
const ACK_TIMEOUT_MS = 6000;
const QUESTION_TIME_SEC = 120;
/** How long PostgreSQL stays down in each restart. */
const OUTAGE_MS = 1500;
/** Up to this long between a room's commands (at random). */
const THINK_MS = 150;

const isPostgres = Boolean(process.env.TEST_DATABASE_URL);
const postgresBin = isPostgres ? findPostgresBinDir() : null;
const redisBinary = findRedisServer();
const engine = isPostgres ? 'PostgreSQL' : 'PGlite';

// CI must run the PostgreSQL part (REQUIRE_POSTGRES=1); elsewhere a PostgreSQL without local binaries skips it.
it.runIf(isPostgres && !postgresBin && process.env.REQUIRE_POSTGRES === '1')(
  'finds the PostgreSQL binaries to restart its own cluster',
  () => {
    throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql (Debian package "postgresql")');
  },
);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A command as sent: by whom, its body and id (replayed as is), and its ack. */
interface Sent {
  via: 'host' | 'player' | 'http';
  body: CommandBody & { commandId: string };
  version?: number;
  /** The connection that sent it, when not the room's own host or team-1 phone. */
  client?: GameClient;
}

interface Room {
  index: number;
  address: string;
  game: CreateGameResult;
  host: GameClient;
  /** team-1's phone: answers over its socket. */
  player: GameClient;
  /** team-2's phone: answers through POST /api/answers (the offline replay path). */
  httpPlayer: JoinGameResult;
  acked: Sent[];
  /** Acknowledged since the last check (replayed at the next one). */
  ackedSinceCheck: Sent[];
  /** Sent, no answer before the server died: applied or not, never both. */
  inFlight: Sent | null;
  /** The host's view at the last acknowledged version (null when its broadcast was lost with the server). */
  lastView: GameView | null;
  refusals: number;
  hasTriedLifeline: boolean;
}

const figures = {
  rooms: 0,
  sent: 0,
  acked: 0,
  refused: 0,
  foundAfterRestart: 0,
  inFlightApplied: 0,
  inFlightNotApplied: 0,
  replays: 0,
  replaysAppliedOnce: 0,
  countdownsChecked: 0,
  kills: 0,
  restartMs: [] as number[],
  reconnectMs: [] as number[],
  outageCommands: 0,
  outageErrors: {} as Record<string, number>,
  databaseOutageMs: [] as number[],
  databaseRecoveryMs: [] as number[],
  redisRecoveryMs: null as number | null,
};

const ackedVersion = (room: Room) => room.acked.at(-1)?.version ?? 0;

const answerFor = (view: GameView): Answer =>
  view.openTile?.question?.answerType === 'text'
    ? { kind: 'text', text: 'جواب' }
    : { kind: 'option', index: 1 };

/** The next command of a room, read from the host's view: start, open a tile, a lifeline, answer, reveal, judge. */
function nextMove(room: Room): Omit<Sent, 'body'> & { body: CommandBody } {
  const view = room.host.view!;
  switch (view.phase) {
    case 'lobby':
      return { via: 'host', body: { type: 'start' } };
    case 'board': {
      const tile = view.tiles.find((candidate) => !candidate.isPlayed)!;
      return { via: 'host', body: { type: 'select_tile', tileId: tile.id } };
    }
    case 'intro':
      return { via: 'host', body: { type: 'begin_question' } };
    case 'question': {
      const open = view.openTile!;
      if (open.isRefillPending) return { via: 'host', body: { type: 'choose_refill', lifeline: null } };
      const team = view.teams.find((candidate) => candidate.id === open.teamId)!;
      const canFlip = team.lifelines.some((l) => l.lifeline === 'two_answers' && l.state === 'available');
      if (!room.hasTriedLifeline && canFlip && open.answers.length === 0) {
        room.hasTriedLifeline = true;
        return { via: 'host', body: { type: 'use_lifeline', teamId: open.teamId, lifeline: 'two_answers' } };
      }
      if (!open.answers.some((answer) => answer.teamId === open.teamId)) {
        const body = { type: 'submit_answer', answer: answerFor(view) } as const;
        return { via: open.teamId === 'team-1' ? 'player' : 'http', body };
      }
      return { via: 'host', body: { type: 'reveal' } };
    }
    case 'reveal': {
      // Every other tile is won by the team in turn, so the scores differ between rooms and tiles.
      const isWon = view.tiles.filter((tile) => tile.isPlayed).length % 2 === 0;
      return {
        via: 'host',
        body: { type: 'mark_result', winnerTeamId: isWon ? view.openTile!.teamId : null },
      };
    }
    case 'finished':
      throw new Error(`room ${room.index}: the game has ended`);
    default:
      return view.phase satisfies never;
  }
}

/** What a check compares between the view before the kill and the one after. */
function essentials(view: GameView) {
  return {
    version: view.version,
    phase: view.phase,
    scores: view.teams.map((team) => team.score),
    played: view.tiles.filter((tile) => tile.isPlayed).map((tile) => tile.id),
    openTile: view.openTile?.tileId ?? null,
    answers: view.openTile?.answers.length ?? 0,
    deadline: view.openTile?.timer.deadline ?? null,
    scoreLog: view.scoreLog.length,
  };
}

describe.skipIf(isPostgres && !postgresBin)(`crash suite on ${engine}`, () => {
  let dir = '';
  let entry = '';
  let bundleDir = '';
  let cluster: PostgresCluster | undefined;
  let database: ScratchDatabase | undefined;
  let redis: RedisServer | undefined;
  let env: Record<string, string> = {};
  let server: ServerProcess;
  let second: ServerProcess | undefined;
  const rooms: Room[] = [];
  const clients: GameClient[] = [];

  async function call<T>(
    target: ServerProcess,
    method: string,
    path: string,
    address: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    const response = await fetch(`${target.url}${path}`, {
      method,
      headers: {
        'x-forwarded-for': address,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  const connect = (
    name: string,
    target: ServerProcess,
    auth: ConstructorParameters<typeof GameClient>[2],
  ) => {
    const client = new GameClient(name, target.url, auth);
    clients.push(client);
    return client;
  };

  async function openRoom(index: number, categoryIds: string[]): Promise<Room> {
    const address = `203.0.113.${index + 1}`;
    const created = await call<CreateGameResult>(server, 'POST', '/api/games', address, {
      options: {
        teams: [
          { name: 'الصقور', colour: 'green' },
          { name: 'Falcons', colour: 'red' },
        ],
        questionTimeSec: QUESTION_TIME_SEC,
      },
      categoryIds,
    });
    expect(created.status).toBe(201);
    const game = created.body;
    const join = async (nickname: string, teamId: string) => {
      const joined = await call<JoinGameResult>(server, 'POST', '/api/games/join', address, {
        clientId: crypto.randomUUID(),
        roomCode: game.roomCode,
        nickname,
        teamId,
        deviceId: crypto.randomUUID(),
      });
      expect(joined.status).toBe(201);
      return joined.body;
    };
    const [socketPlayer, httpPlayer] = await Promise.all([join('Aisha', 'team-1'), join('Omar', 'team-2')]);
    const host = connect(`host ${index}`, server, {
      role: 'host',
      gameId: game.gameId,
      token: game.hostToken,
    });
    const player = connect(`player ${index}`, server, {
      role: 'player',
      gameId: game.gameId,
      token: socketPlayer.playerToken,
    });
    await Promise.all([host.untilSnapshots(1), player.untilSnapshots(1)]);
    return {
      index,
      address,
      game,
      host,
      player,
      httpPlayer,
      acked: [],
      ackedSinceCheck: [],
      inFlight: null,
      lastView: host.view,
      refusals: 0,
      hasTriedLifeline: false,
    };
  }

  /** The rooms, opened by the first test that needs them (each test may run alone with -t). */
  async function ensureRooms(): Promise<void> {
    if (rooms.length > 0) return;
    const listed = await call<{ categories: { id: string; parentId: string | null; isPlayable: boolean }[] }>(
      server,
      'GET',
      '/api/categories',
      '203.0.113.250',
    );
    const categoryIds = listed.body.categories
      .filter((category) => category.isPlayable && category.parentId)
      .slice(0, 6)
      .map((category) => category.id);
    for (let index = 0; index < ROOMS; index += 1) rooms.push(await openRoom(index, categoryIds));
    figures.rooms = rooms.length;
  }

  /** Sends one command the way its sender does; the ack, or a thrown error when the server did not answer. */
  async function execute(room: Room, sent: Sent, target = server): Promise<CommandAck> {
    if (sent.via === 'http') {
      const body = sent.body as Extract<CommandBody, { type: 'submit_answer' }> & { commandId: string };
      const response = await call<
        { ok: true; version: number; isDuplicate: boolean } | { error: { code: string; key: string } }
      >(target, 'POST', '/api/answers', room.address, {
        clientId: body.commandId,
        gameId: room.game.gameId,
        playerToken: room.httpPlayer.playerToken,
        answer: body.answer,
      });
      return 'error' in response.body
        ? { ok: false, error: response.body.error }
        : { ok: true, version: response.body.version, isDuplicate: response.body.isDuplicate };
    }
    const client = sent.client ?? (sent.via === 'host' ? room.host : room.player);
    return client.send(sent.body, ACK_TIMEOUT_MS);
  }

  /** Plays a room's commands one after another until `isStopped`, recording each acknowledged one. */
  async function burst(room: Room, isStopped: () => boolean): Promise<void> {
    for (;;) {
      // A moment to think, different in each room, so the rooms are at different points when the server dies.
      await sleep(Math.random() * THINK_MS);
      // A long run may play a room's whole board: it stays finished, still checked.
      if (isStopped() || room.host.view?.phase === 'finished') return;
      const move = nextMove(room);
      const sent: Sent = { ...move, body: { ...move.body, commandId: crypto.randomUUID() } };
      room.inFlight = sent;
      figures.sent += 1;
      let ack: CommandAck;
      try {
        ack = await execute(room, sent);
      } catch {
        return; // No answer: the server is gone with this command in flight.
      }
      room.inFlight = null;
      if (!ack.ok) {
        // A refusal is a clean answer (a lifeline the rules do not allow now); the next move reads the view again.
        figures.refused += 1;
        room.refusals += 1;
        if (room.refusals > 20)
          throw new Error(`room ${room.index}: ${sent.body.type} refused: ${ack.error.key}`);
        await room.host.resync(ACK_TIMEOUT_MS).catch(() => undefined);
        continue;
      }
      sent.version = ack.version;
      room.acked.push(sent);
      room.ackedSinceCheck.push(sent);
      figures.acked += 1;
      room.lastView = null;
      try {
        await room.host.untilVersion(ack.version);
        room.lastView = structuredClone(room.host.view);
      } catch {
        return; // Acknowledged, its broadcast lost with the server: the check compares versions only.
      }
    }
  }

  /**
   * After a restart (or an outage): the state read back through game:resync holds every acknowledged command, the
   * in-flight one at most once, the countdown runs to its stored deadline; every command re-sent with its id is a
   * duplicate that changes nothing.
   */
  async function checkRoom(room: Room, failures: string[]): Promise<void> {
    const fail = (message: string) => failures.push(`room ${room.index}: ${message}`);
    const { view } = await room.host.resync();
    const acked = ackedVersion(room);
    figures.foundAfterRestart += room.ackedSinceCheck.filter(
      (sent) => (sent.version ?? 0) <= view.version,
    ).length;
    console.log(room.index, view.phase, view.version, acked, room.inFlight?.body.type);
    if (view.version < acked) fail(`acknowledged version ${acked}, found ${view.version}`);
    const inFlightApplied = view.version === acked + 1 && room.inFlight !== null;
    if (view.version > acked && !inFlightApplied) fail(`version ${view.version} after ${acked} acknowledged`);
    if (view.version === acked && room.lastView) {
      expect.soft(essentials(view), `room ${room.index}`).toEqual(essentials(room.lastView));
    }

    const timer = view.openTile?.timer;
    if (timer?.status === 'running') {
      figures.countdownsChecked += 1;
      if (timer.remainingMs !== Math.max(0, timer.deadline! - view.serverNow)) {
        fail(`remaining ${timer.remainingMs} ms, deadline - now is ${timer.deadline! - view.serverNow} ms`);
      }
      if (
        view.version === acked &&
        room.lastView &&
        timer.deadline !== room.lastView.openTile?.timer.deadline
      ) {
        fail(
          `deadline ${timer.deadline} after the restart, ${room.lastView.openTile?.timer.deadline} before`,
        );
      }
    }

    // The command in flight at the kill: applied before it (then a duplicate now) or not (then applied now, once).
    if (room.inFlight) {
      const sent = room.inFlight;
      room.inFlight = null;
      const first = await execute(room, sent);
      if (inFlightApplied) {
        figures.inFlightApplied += 1;
        if (!first.ok || !first.isDuplicate)
          fail(`in-flight ${sent.body.type} applied before, re-sent: ${JSON.stringify(first)}`);
        sent.version = view.version;
      } else {
        figures.inFlightNotApplied += 1;
        if (first.ok && first.isDuplicate)
          fail(`in-flight ${sent.body.type} not in the state, yet a duplicate`);
        if (first.ok) sent.version = first.version;
      }
      if (first.ok) {
        room.acked.push(sent);
        room.ackedSinceCheck.push(sent);
      }
    }
    const before = await room.host.resync();

    for (const sent of room.ackedSinceCheck) {
      const ack = await execute(room, sent);
      figures.replays += 1;
      if (ack.ok && ack.isDuplicate) figures.replaysAppliedOnce += 1;
      else fail(`replayed ${sent.body.type} (version ${sent.version}): ${JSON.stringify(ack)}`);
    }
    room.ackedSinceCheck = [];
    const after = await room.host.resync();
    if (after.view.version !== before.view.version) {
      fail(`replays moved the game from version ${before.view.version} to ${after.view.version}`);
    }
    expect.soft(essentials(after.view), `room ${room.index} after replays`).toEqual(essentials(before.view));
    room.lastView = structuredClone(after.view);
    room.refusals = 0;
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'jawib-crash-'));
    // The bundle starts in about half the time of the sources through tsx, and a crash test restarts often. A
    // folder of its own: the PGlite and PostgreSQL runs of `npm test` go side by side.
    bundleDir = join('dist', `crash-server-${process.pid}`);
    entry = buildServer(bundleDir);
    const dataDir = join(dir, 'data');
    mkdirSync(dataDir);
    env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'crash-suite-secret-shared-by-every-process-0123456789',
      TRUST_PROXY: 'on',
    };
    if (isPostgres && postgresBin) {
      // Its own cluster: the suite stops and starts it, which the shared test server must not suffer.
      cluster = await startPostgresCluster(postgresBin);
      database = await createScratchDatabase(cluster.url);
      env.DATABASE_URL = database.url;
      if (redisBinary) {
        redis = await startRedis(redisBinary, dir);
        env.REDIS_URL = redis.url;
      }
    }
    // The first start migrates and seeds the question bank: slow on a busy machine.
    server = await startServerProcess(`server on ${engine}`, env, { entry, startTimeoutMs: 150_000 });
  }, 200_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    await Promise.allSettled([server?.stop(), second?.stop()]);
    await Promise.allSettled([database?.drop(), redis?.stop()]);
    cluster?.remove();
    if (dir) rmSync(dir, { recursive: true, force: true });
    if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
    console.log(
      `Crash suite (${engine}): ${figures.rooms} rooms, ${figures.sent} commands sent, ${figures.acked} acknowledged ` +
        `(${figures.refused} refused), ${figures.foundAfterRestart} acknowledged found after restarts, ` +
        `in flight at a kill: ${figures.inFlightApplied} applied + ${figures.inFlightNotApplied} not; ` +
        `${figures.replays} replays, ${figures.replaysAppliedOnce} applied once; ` +
        `${figures.countdownsChecked} countdowns checked; ${figures.kills} kills; ` +
        `restart ms ${JSON.stringify(figures.restartMs)}, all rooms reconnected ms ${JSON.stringify(figures.reconnectMs)}` +
        (isPostgres
          ? `; PostgreSQL down ${JSON.stringify(figures.databaseOutageMs)} ms (${figures.outageCommands} commands ` +
            `answered ${JSON.stringify(figures.outageErrors)}), healthy again after ` +
            `${JSON.stringify(figures.databaseRecoveryMs)} ms; Redis broadcasts back after ${figures.redisRecoveryMs} ms`
          : ''),
    );
  }, 60_000);

  it(
    `keeps every acknowledged command of ${ROOMS} rooms through ${KILLS} kill -9 and restarts`,
    { timeout: 120_000 + KILLS * 90_000 },
    async () => {
      await ensureRooms();

      const failures: string[] = [];
      for (let kill = 0; kill < KILLS; kill += 1) {
        let isStopped = false;
        const bursts = rooms.map((room) => burst(room, () => isStopped));
        await sleep(BURST_MS);
        const snapshotsBefore = rooms.map((room) => room.host.snapshots);
        await server.kill();
        const killedAt = Date.now();
        isStopped = true;
        figures.kills += 1;
        // Restart on the same port and data (the stale directory lock must not stop it) while the bursts unwind.
        const [restarted] = await Promise.all([
          startServerProcess(`server on ${engine} (restart ${kill + 1})`, env, {
            entry,
            port: server.port,
            startTimeoutMs: 90_000,
          }).then((process) => {
            figures.restartMs.push(Date.now() - killedAt);
            return process;
          }),
          Promise.all(bursts),
        ]);
        server = restarted;
        // The clients reconnect by themselves and get a snapshot.
        await Promise.all(
          rooms.map((room, index) =>
            room.host.until(
              () => room.host.snapshots > snapshotsBefore[index]!,
              'the snapshot after restart',
              30_000,
            ),
          ),
        );
        figures.reconnectMs.push(Date.now() - killedAt);
        await Promise.all(rooms.map((room) => checkRoom(room, failures)));
      }
      expect(failures).toEqual([]);
      expect(figures.acked).toBeGreaterThan(ROOMS * KILLS);
      expect(figures.countdownsChecked).toBeGreaterThan(0);
      expect(figures.replaysAppliedOnce).toBe(figures.replays);
    },
  );
  const playing = () => rooms.filter((room) => room.host.view?.phase !== 'finished');

  /** Runs the rooms' bursts for `ms`, then stops them and waits for their last answers. */
  async function playFor(ms: number, which = rooms): Promise<void> {
    let isStopped = false;
    const bursts = which.map((room) => burst(room, () => isStopped));
    await sleep(ms);
    isStopped = true;
    await Promise.all(bursts);
  }

  const health = () =>
    fetch(`${server.url}/api/health`).then(
      (response) => response.status,
      () => 0,
    );

  async function until(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<number> {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > timeoutMs) throw new Error(`no ${what} after ${timeoutMs} ms`);
      await sleep(100);
    }
    return Date.now() - started;
  }

  it.runIf(isPostgres)(
    'answers cleanly while PostgreSQL is down and recovers by itself when it is back (fast and immediate)',
    { timeout: 180_000 },
    async () => {
      await ensureRooms();
      await playFor(1000);
      const failures: string[] = [];
      for (const mode of ['fast', 'immediate'] as const) {
        cluster!.stop(mode);
        const stoppedAt = Date.now();
        // During the outage: each room's next command is refused with an error (never acknowledged), the health
        // check says 503, the process stays up.
        const outage = await Promise.all(
          playing().map(async (room) => {
            const move = nextMove(room);
            const sent: Sent = { ...move, body: { ...move.body, commandId: crypto.randomUUID() } };
            figures.sent += 1;
            const ack = await execute(room, sent).catch(() => null);
            // Refused or not, it may have reached the database just before the end: checked like one in flight.
            room.inFlight = sent;
            return ack;
          }),
        );
        figures.outageCommands += outage.length;
        for (const ack of outage) {
          if (ack === null) failures.push(`${mode}: a command got no answer during the outage`);
          else if (ack.ok) failures.push(`${mode}: a command was acknowledged with the database down`);
          else figures.outageErrors[ack.error.key] = (figures.outageErrors[ack.error.key] ?? 0) + 1;
        }
        expect(server.isRunning, server.output).toBe(true);
        expect(await health()).toBe(503);
        // An answer over HTTP: 503 with the error shape, for the client's queue to try again.
        const room = rooms[0]!;
        const answered = await call<{ error: { code: string; key: string } }>(
          server,
          'POST',
          '/api/answers',
          room.address,
          {
            clientId: crypto.randomUUID(),
            gameId: room.game.gameId,
            playerToken: room.httpPlayer.playerToken,
            answer: { kind: 'option', index: 0 },
          },
        );
        expect(answered).toEqual({
          status: 503,
          body: { error: expect.objectContaining({ code: 'UNAVAILABLE', key: 'errors.unavailable' }) },
        });
        // A while down: the pool's attempts to connect fail meanwhile, and must not harm it either.
        await sleep(OUTAGE_MS);
        expect(await health()).toBe(503);

        cluster!.start();
        const restartedAt = Date.now();
        await until(async () => (await health()) === 200, 'healthy server after PostgreSQL restarted');
        figures.databaseRecoveryMs.push(Date.now() - restartedAt);
        figures.databaseOutageMs.push(restartedAt - stoppedAt);
        await Promise.all(rooms.map((room) => checkRoom(room, failures)));
        // Later commands succeed.
        const ackedBefore = rooms.map((room) => room.acked.length);
        await playFor(1500);
        const idle = rooms.filter((room, index) => room.acked.length === ackedBefore[index]);
        expect(idle.filter((room) => room.host.view?.phase !== 'finished')).toEqual([]);
        await Promise.all(rooms.map((room) => checkRoom(room, failures)));
      }
      expect(failures).toEqual([]);
      expect(server.isRunning).toBe(true);
    },
  );

  it.runIf(isPostgres && redisBinary)(
    'keeps two processes playing while Redis is away, and broadcasts across them again when it is back',
    { timeout: 180_000 },
    async () => {
      await ensureRooms();
      const room = playing()[0]!;
      const secondDir = join(dir, 'second');
      mkdirSync(secondDir);
      second = await startServerProcess(
        'second server',
        { ...env, DATA_DIR: secondDir },
        { entry, startTimeoutMs: 90_000 },
      );
      // team-2's phone on the second process: the host's commands on the first reach it only through Redis.
      const phone = connect('phone on the second process', second, {
        role: 'player',
        gameId: room.game.gameId,
        token: room.httpPlayer.playerToken,
      });
      await phone.untilSnapshots(1);

      /** One move; team-2's answers go through the phone on the second process. */
      const step = async () => {
        const move = nextMove(room);
        const sent: Sent =
          move.via === 'http'
            ? { via: 'player', client: phone, body: { ...move.body, commandId: crypto.randomUUID() } }
            : { ...move, body: { ...move.body, commandId: crypto.randomUUID() } };
        figures.sent += 1;
        const ack = await execute(room, sent);
        if (!ack.ok) throw new Error(`${sent.body.type} refused with ${ack.error.key} (Redis ${redisState})`);
        sent.version = ack.version;
        room.acked.push(sent);
        room.ackedSinceCheck.push(sent);
        figures.acked += 1;
        // Without Redis the host's screen hears only of its own process's commands; a resync reads the game.
        if (sent.client === phone) await room.host.resync();
        await room.host.untilVersion(ack.version);
        room.lastView = structuredClone(room.host.view);
        return ack.version;
      };
      let redisState = 'up';
      const version = await step();
      await phone.untilVersion(version);

      await redis!.stop();
      redisState = 'down';
      for (let move = 0; move < 6; move += 1) await step();
      // The phone sees the whole state on a resync: the game went on without Redis.
      expect((await phone.resync()).view.version).toBe(ackedVersion(room));

      await redis!.start();
      redisState = 'back';
      const startedAt = Date.now();
      // Broadcasts across the processes resume once the adapter has subscribed again.
      await until(async () => {
        const next = await step();
        return phone
          .until(() => (phone.view?.version ?? 0) >= next, 'the broadcast', 1000)
          .then(
            () => true,
            () => false,
          );
      }, 'broadcast from the first process to the second after Redis came back');
      figures.redisRecoveryMs = Date.now() - startedAt;
      const failures: string[] = [];
      await checkRoom(room, failures);
      expect(failures).toEqual([]);
      expect(server.isRunning && second.isRunning).toBe(true);
    },
  );
});
