import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateGameResult, GameView, JoinGameResult, VarReport } from '../../shared/contracts/game';
import type { Answer } from '../../shared/game/commands';
import type { SocketAuth } from '../../shared/contracts/realtime';
import { GameClient } from './realtime-test-client';
import {
  createScratchDatabase,
  findRedisServer,
  startRedis,
  startServerProcess,
  type RedisServer,
  type ScratchDatabase,
  type ServerProcess,
} from './scale-out-support';

const databaseServerUrl = process.env.TEST_DATABASE_URL;
const redisBinary = findRedisServer();
const missing = !databaseServerUrl
  ? 'PostgreSQL (TEST_DATABASE_URL, set by npm run test:integration:pg)'
  : !redisBinary
    ? 'redis-server (Debian package "redis-server")'
    : null;

// CI must exercise this path, not skip it (.ci/run installs redis-server and sets REQUIRE_POSTGRES=1).
it.runIf(process.env.REQUIRE_POSTGRES === '1' && !redisBinary)('finds redis-server', () => {
  throw new Error('redis-server not found: install the Debian package "redis-server"');
});

const title = `two server processes sharing rooms and limits through Redis${missing ? ` (skipped: needs ${missing})` : ''}`;

describe.skipIf(missing !== null)(title, () => {
  let dir = '';
  let redis: RedisServer | undefined;
  let database: ScratchDatabase | undefined;
  let a: ServerProcess;
  let b: ServerProcess;
  const servers: ServerProcess[] = [];
  const clients: GameClient[] = [];
  let addressCount = 0;

  /** Each scenario is its own client address (TRUST_PROXY), so the per-address limits do not mix them up. */
  const newAddress = () => `198.51.100.${++addressCount}`;

  const client = (name: string, server: ServerProcess, auth: SocketAuth) => {
    const created = new GameClient(name, server.url, auth);
    clients.push(created);
    return created;
  };

  async function call<T>(
    server: ServerProcess,
    method: string,
    path: string,
    options: { body?: unknown; address: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: T }> {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        'x-forwarded-for': options.address,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  /** A game created on `server` from six playable categories of the seeded question bank. */
  async function createGame(server: ServerProcess): Promise<CreateGameResult> {
    const address = newAddress();
    const listed = await call<{ categories: { id: string; parentId: string | null; isPlayable: boolean }[] }>(
      server,
      'GET',
      '/api/categories',
      { address },
    );
    const categoryIds = listed.body.categories
      .filter((category) => category.isPlayable && category.parentId)
      .slice(0, 6)
      .map((category) => category.id);
    const options = {
      teams: [
        { name: 'الصقور', colour: 'green' },
        { name: 'Falcons', colour: 'red' },
      ],
      questionTimeSec: 120,
    };
    const created = await call<CreateGameResult>(server, 'POST', '/api/games', {
      body: { options, categoryIds },
      address,
    });
    expect(created.status).toBe(201);
    return created.body;
  }

  async function joinRoom(
    server: ServerProcess,
    roomCode: string,
    nickname: string,
  ): Promise<JoinGameResult> {
    const joined = await call<JoinGameResult>(server, 'POST', '/api/games/join', {
      body: {
        clientId: crypto.randomUUID(),
        roomCode,
        nickname,
        teamId: 'team-1',
        deviceId: crypto.randomUUID(),
      },
      address: newAddress(),
    });
    expect(joined.status).toBe(201);
    return joined.body;
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'jawib-scale-out-'));
    redis = await startRedis(redisBinary!, dir);
    database = await createScratchDatabase(databaseServerUrl!);
    const envOf = (name: string) => {
      const dataDir = join(dir, name);
      mkdirSync(dataDir);
      return {
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATABASE_URL: database!.url,
        REDIS_URL: redis!.url,
        DATA_DIR: dataDir,
        // Every process signs with the same secret, or a session made on one is refused by the other.
        AUTH_SECRET: 'scale-out-secret-shared-by-every-process-0123456789',
        TRUST_PROXY: 'on',
      };
    };
    // Both at once on the empty database: they take turns to migrate and seed it.
    const started = await Promise.allSettled([
      startServerProcess('server A', envOf('a')),
      startServerProcess('server B', envOf('b')),
    ]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    [a, b] = servers as [ServerProcess, ServerProcess];
  });

  afterAll(async () => {
    for (const c of clients) c.close();
    await Promise.allSettled(servers.map((server) => server.stop()));
    await Promise.allSettled([database?.drop(), redis?.stop()]);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** A game on A with its host connected to A and one player joined and connected through B. */
  async function openRoomAcross() {
    const game = await createGame(a);
    const host = client('host@A', a, { role: 'host', gameId: game.gameId, token: game.hostToken });
    await host.untilSnapshots(1);
    const joined = await joinRoom(b, game.roomCode, 'Aisha');
    const player = client('Aisha@B', b, { role: 'player', gameId: game.gameId, token: joined.playerToken });
    await player.untilSnapshots(1);
    return { game, host, joined, player };
  }

  /** Starts the game and opens its first tile's question from `host`; returns the version after it. */
  async function openQuestion(host: GameClient): Promise<{ tileId: string; version: number }> {
    await host.do({ type: 'start' });
    const tileId = host.view!.tiles[0]!.id;
    let version = await host.do({ type: 'select_tile', tileId });
    if (host.view!.phase === 'intro') version = await host.do({ type: 'begin_question' });
    return { tileId, version };
  }

  const answerTo = (view: GameView): Answer =>
    view.openTile!.question!.answerType === 'text'
      ? { kind: 'text', text: 'جواب' }
      : { kind: 'option', index: 1 };

  it('shows a player on B the host’s commands on A, and the host on A what the player does on B', async () => {
    const { game, host, joined, player } = await openRoomAcross();
    await host.until(
      () => host.room?.players.some((p) => p.nickname === 'Aisha') ?? false,
      'the join handled by B',
    );

    const { tileId, version } = await openQuestion(host);
    await player.untilVersion(version);
    expect(player.view!.phase).toBe('question');
    expect(player.view!.openTile?.tileId).toBe(tileId);

    const answered = await call<{ ok: boolean; version: number }>(b, 'POST', '/api/answers', {
      body: {
        clientId: crypto.randomUUID(),
        gameId: game.gameId,
        playerToken: joined.playerToken,
        answer: answerTo(player.view!),
      },
      address: newAddress(),
    });
    expect(answered.body).toMatchObject({ ok: true });
    await host.untilVersion(answered.body.version);
    expect(host.view!.openTile!.answers).toEqual([expect.objectContaining({ teamId: 'team-1' })]);

    const report = await call<{ id: string }>(b, 'POST', `/api/games/${game.gameId}/var-reports`, {
      body: { clientId: crypto.randomUUID(), tileId, reason: 'الإجابة الصحيحة مختلفة' },
      headers: { 'x-game-token': joined.playerToken },
      address: newAddress(),
    });
    expect(report.status).toBe(201);
    await host.until(
      () =>
        host.received.some(
          (r) => r.event === 'var:reported' && (r.payload as VarReport).id === report.body.id,
        ),
      'the VAR report filed on B',
    );
  });

  // Each process caches the game; a command refused on a copy another process has moved on is tried again on
  // the stored game.
  it('applies a player’s answer sent over B’s socket after the host’s commands on A', async () => {
    const { host, player } = await openRoomAcross();
    const { version } = await openQuestion(host);
    await player.untilVersion(version);

    const ack = await player.send({ type: 'submit_answer', answer: answerTo(player.view!) });
    expect(ack).toMatchObject({ ok: true });
    await host.untilVersion(ack.ok ? ack.version : Infinity);
    expect(host.view!.openTile!.answers).toEqual([expect.objectContaining({ teamId: 'team-1' })]);
  });

  it('applies commands sent to both processes at once, each exactly once and in one order', async () => {
    const game = await createGame(a);
    const auth = { role: 'host', gameId: game.gameId, token: game.hostToken } as const;
    const onA = client('host@A', a, auth);
    const onB = client('host-phone@B', b, auth);
    await Promise.all([onA.untilSnapshots(1), onB.untilSnapshots(1)]);
    await onA.do({ type: 'start' });

    const PER_SCREEN = 8;
    const corrections = (screen: GameClient, teamId: string) =>
      Array.from({ length: PER_SCREEN }, () =>
        screen.send({ type: 'correct_score', teamId, amount: 100, reason: 'VAR' }),
      );
    const acks = await Promise.all([...corrections(onA, 'team-1'), ...corrections(onB, 'team-2')]);
    expect(acks.filter((ack) => !ack.ok)).toEqual([]);
    const versions = acks.map((ack) => (ack.ok ? ack.version : -1));
    expect(new Set(versions).size).toBe(2 * PER_SCREEN);

    const last = Math.max(...versions);
    await Promise.all([onA.untilVersion(last), onB.untilVersion(last)]);
    for (const screen of [onA, onB]) {
      expect(screen.view!.teams.map((team) => team.score)).toEqual([PER_SCREEN * 100, PER_SCREEN * 100]);
      expect(screen.view!.scoreLog).toHaveLength(2 * PER_SCREEN);
    }
  });

  it('closes a player removed on A out of its connection to B', async () => {
    const game = await createGame(a);
    const joined = await joinRoom(b, game.roomCode, 'Omar');
    const player = client('Omar@B', b, { role: 'player', gameId: game.gameId, token: joined.playerToken });
    await player.untilSnapshots(1);

    const removed = await call(a, 'DELETE', `/api/games/${game.gameId}/players/${joined.playerId}`, {
      headers: { 'x-game-token': game.hostToken },
      address: newAddress(),
    });
    expect(removed.status).toBe(200);
    await player.until(() => player.received.some((r) => r.event === 'room:removed'), 'room:removed');
    await player.until(() => !player.socket.connected, 'the disconnect');
  });

  it('approves each player across processes: waiting on B, let in or turned away by the host on A', async () => {
    const game = await createGame(a);
    const host = client('host@A', a, { role: 'host', gameId: game.gameId, token: game.hostToken });
    await host.untilSnapshots(1);
    await host.do({ type: 'set_approval', isOn: true });
    const hala = await joinRoom(b, game.roomCode, 'Hala');
    const zaid = await joinRoom(b, game.roomCode, 'Zaid');
    expect([hala.isWaiting, zaid.isWaiting]).toEqual([true, true]);
    const halaPhone = client('Hala@B', b, { role: 'player', gameId: game.gameId, token: hala.playerToken });
    const zaidPhone = client('Zaid@B', b, { role: 'player', gameId: game.gameId, token: zaid.playerToken });
    for (const phone of [halaPhone, zaidPhone]) {
      await phone.until(() => phone.received.some((r) => r.event === 'room:waiting'), 'room:waiting');
    }
    await host.until(() => host.room?.waitingPlayers.length === 2, 'both waiting on A');

    await host.do({ type: 'admit_player', playerId: hala.playerId });
    await host.do({ type: 'turn_away_player', playerId: zaid.playerId });
    await halaPhone.until(() => halaPhone.received.some((r) => r.event === 'room:admitted'), 'admitted');
    await zaidPhone.until(
      () => zaidPhone.received.some((r) => r.event === 'room:turned_away'),
      'turned away',
    );
    await host.until(
      () => host.room?.players.length === 1 && host.room.waitingPlayers.length === 0,
      'decided',
    );
    const snapshotOnB = await call<{ error?: { key: string } }>(
      b,
      'GET',
      `/api/games/${game.gameId}/snapshot`,
      {
        headers: { 'x-game-token': zaid.playerToken },
        address: newAddress(),
      },
    );
    expect(snapshotOnB).toMatchObject({
      status: 403,
      body: { error: { key: 'game.errors.playerTurnedAway' } },
    });
  });

  it('counts an address’s requests on both processes against one limit', async () => {
    // POST /api/contact allows 5 per address in 10 minutes: alone, each process would allow 5.
    const address = newAddress();
    const send = (server: ServerProcess, n: number) =>
      call(server, 'POST', '/api/contact', {
        body: { name: 'Layla', email: 'layla@example.com', subject: `Hello ${n}`, message: 'مرحبا' },
        address,
      });
    const statuses: number[] = [];
    for (let n = 0; n < 7; n++) statuses.push((await send(n % 2 === 0 ? a : b, n)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it('shuts a process down cleanly on SIGTERM, its Redis connections closed', async () => {
    expect(await b.stop()).toBe(0);
  });

  it('keeps serving, and says why, when Redis goes away', async () => {
    const game = await createGame(a);
    const host = client('host@A', a, { role: 'host', gameId: game.gameId, token: game.hostToken });
    await host.untilSnapshots(1);
    await redis!.stop();

    // The limits lapse rather than the whole API failing.
    const contact = await call(a, 'POST', '/api/contact', {
      body: { name: 'Layla', email: 'layla@example.com', subject: 'Still there?', message: 'مرحبا' },
      address: newAddress(),
    });
    expect(contact.status).toBe(201);
    // A command is applied and reaches the screens on the same process; its publish to the others fails.
    const version = await host.do({ type: 'start' });
    await host.untilVersion(version);
    await a.untilLogged(/"msg":"redis adapter"/);
    await a.untilLogged(/"msg":"redis rate-limit store"/);
    expect((await fetch(`${a.url}/api/health`)).status).toBe(200);
    expect(await a.stop()).toBe(0);
  });
});
