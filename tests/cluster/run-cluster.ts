/**
 * The product run as an operator runs it (docs/deploy.md, docs/decisions/028): nginx (deploy/nginx/nginx.conf, TLS
 * with a certificate made here) round-robin in front of three production processes (dist/server/main.js, the
 * build), PostgreSQL (TEST_DATABASE_URL, from scripts/with-postgres.mjs) and Redis, all on loopback. A host, a TV and
 * two phones (one polling only) play through it while each process is restarted in turn with SIGTERM and one is
 * killed with SIGKILL; a browser phone is photographed after its restart. Prints the figures; exits 1 on a failure.
 *
 * npm run test:cluster (after npm run build).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreateGameResult, GameView, JoinGameResult } from '../../src/shared/contracts/game';
import type { SocketAuth } from '../../src/shared/contracts/realtime';
import { GameClient, type CommandBody } from '../../src/server/realtime/realtime-test-client';
import {
  createScratchDatabase,
  findRedisServer,
  freePort,
  startRedis,
  startServerProcess,
  type ServerProcess,
} from '../../src/server/realtime/scale-out-support';
import { PROJECT_ROOT } from '../../src/server/paths';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

// The load balancer's certificate is self-signed, made by this run.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

const PROCESS_COUNT = 3;
const RECONNECT_LIMIT_MS = 5_000;
const ENTRY = join(PROJECT_ROOT, 'dist', 'server', 'main.js');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
// Written with the test's results; CLUSTER_SCREENSHOT=docs/decisions/028/phone-after-restart.png renews the recipe's.
const SCREENSHOT = join(
  PROJECT_ROOT,
  process.env.CLUSTER_SCREENSHOT ?? join('test-results', 'cluster', 'phone-after-restart.png'),
);

const began = Date.now();
const log = (line: string) => console.log(`[cluster ${((Date.now() - began) / 1000).toFixed(1)}s] ${line}`);

function fail(message: string): never {
  throw new Error(message);
}

/** nginx as a child of this process (not a daemon), in its own prefix, on `port`. */
async function startNginx(dir: string, port: number, upstreamPorts: number[]) {
  const prefix = join(dir, 'nginx');
  mkdirSync(join(prefix, 'tls'), { recursive: true });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      join(prefix, 'tls', 'key.pem'),
      '-out',
      join(prefix, 'tls', 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const { renderNginxConfig } = await import('../../deploy/render-nginx.mjs');
  // The deployment's own file; only nginx's writable folders move into the temporary prefix (no root here).
  const rendered = renderNginxConfig({
    httpsPort: port,
    certificate: join(prefix, 'tls', 'cert.pem'),
    certificateKey: join(prefix, 'tls', 'key.pem'),
    servers: upstreamPorts.map((upstream) => `127.0.0.1:${upstream}`),
  })
    .replace(`listen ${port} `, `listen 127.0.0.1:${port} `)
    .replace(
      'http {',
      [
        'http {',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${kind}_temp;`,
        ),
      ].join('\n'),
    );
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, rendered);
  const child: ChildProcess = spawn(
    NGINX!,
    ['-p', prefix, '-c', conf, '-e', 'stderr', '-g', 'daemon off; pid nginx.pid;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `https://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`nginx exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  fail('nginx: no answer on /api/ready');
}

/** Each command sent, by its id: whether an ack said it was applied, and how many acks said "already applied". */
const ledger = new Map<string, { acked: boolean; duplicates: number; refused: boolean }>();
const reconnects: number[] = [];

let nextAddress = 1;

/** A screen that measures its reconnects and resends an unanswered command with the same id, as the app does. */
class Screen extends GameClient {
  private droppedAt: number | null = null;

  constructor(
    name: string,
    url: string,
    auth: SocketAuth,
    transports: ('websocket' | 'polling')[] = ['websocket'],
  ) {
    // Each WebSocket screen comes from its own loopback address, so nginx's hash by address spreads them over the
    // processes as a venue's different phones would be.
    super(name, url, auth, false, {
      // engine.io-client hands localAddress to the WebSocket in Node (not in its typings).
      ...({
        localAddress: transports.includes('websocket') ? `127.0.0.${(nextAddress += 1)}` : undefined,
      } as object),
      transports,
      rejectUnauthorized: false,
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
    });
    this.socket.on('disconnect', () => {
      this.droppedAt = Date.now();
    });
    this.socket.on('connect', () => {
      if (this.droppedAt !== null) reconnects.push(Date.now() - this.droppedAt);
      this.droppedAt = null;
    });
  }

  get isDown(): boolean {
    return this.droppedAt !== null;
  }

  /** Sends until an ack comes (same command id every time); returns the version, or null when refused. */
  async apply(body: CommandBody): Promise<number | null> {
    const commandId = crypto.randomUUID();
    const entry = { acked: false, duplicates: 0, refused: false };
    ledger.set(commandId, entry);
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      if (!this.socket.connected) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      const ack = await this.send({ ...body, commandId }, 3_000).catch(() => null);
      if (!ack) continue;
      if (!ack.ok) {
        entry.refused = true;
        return null;
      }
      if (ack.isDuplicate) entry.duplicates += 1;
      entry.acked = true;
      await this.untilVersion(ack.version);
      return ack.version;
    }
    return fail(`${this.name}: ${body.type} never answered`);
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)]!;
};

async function main(): Promise<void> {
  const databaseServerUrl =
    process.env.TEST_DATABASE_URL ?? fail('TEST_DATABASE_URL unset: run through npm run test:cluster');
  const redisBinary = findRedisServer() ?? fail('redis-server not found (Debian package "redis-server")');
  if (!NGINX) fail('nginx not found (Debian package "nginx")');
  if (!existsSync(ENTRY)) fail(`${ENTRY} missing: run npm run build first`);

  const dir = mkdtempSync(join(tmpdir(), 'jawib-cluster-'));
  const cleanups: (() => Promise<unknown> | unknown)[] = [
    () => rmSync(dir, { recursive: true, force: true }),
  ];
  const servers: ServerProcess[] = [];
  const screens: Screen[] = [];
  try {
    const redis = await startRedis(redisBinary, dir);
    cleanups.unshift(() => redis.stop());
    const database = await createScratchDatabase(databaseServerUrl);
    cleanups.unshift(() => database.drop());
    const ports = await Promise.all(Array.from({ length: PROCESS_COUNT }, () => freePort()));
    const envOf = (index: number) => {
      const dataDir = join(dir, `p${index + 1}`);
      mkdirSync(dataDir, { recursive: true });
      return {
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATABASE_URL: database.url,
        REDIS_URL: redis.url,
        DATA_DIR: dataDir,
        AUTH_SECRET: 'cluster-secret-shared-by-every-process-0123456789',
        TRUST_PROXY: 'on',
        INSTANCE_NAME: `p${index + 1}`,
        METRICS_TOKEN: 'cluster-metrics-token-0123456789',
        SHUTDOWN_TIMEOUT_MS: '5000',
        SHUTDOWN_DRAIN_MS: '0',
        BACKUP_SCHEDULE: 'off',
      };
    };
    const start = (index: number) =>
      startServerProcess(`p${index + 1}`, envOf(index), {
        port: ports[index],
        entry: ENTRY,
        startTimeoutMs: 60_000,
      });
    // All three at once on the empty database: the advisory lock makes them migrate and seed one after another.
    servers.push(...(await Promise.all(ports.map((_, index) => start(index)))));
    cleanups.unshift(() => Promise.allSettled(servers.map((server) => server.stop())));
    log(`${PROCESS_COUNT} processes up (migrated once under the advisory lock)`);

    const metrics = await fetch(`${servers[0]!.url}/metrics`, {
      headers: { authorization: 'Bearer cluster-metrics-token-0123456789' },
    }).then((r) => r.text());
    if (!metrics.includes('instance="p1"')) fail('/metrics has no instance label');

    const nginx = await startNginx(dir, await freePort(), ports);
    cleanups.unshift(() => {
      nginx.child.kill('SIGTERM');
    });
    const lb = nginx.url;
    log(`nginx ${lb} in front of ports ${ports.join(', ')}`);

    const post = async <T>(path: string, body: unknown): Promise<T> => {
      const response = await fetch(`${lb}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) fail(`POST ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    };
    const listed = (await fetch(`${lb}/api/categories`).then((r) => r.json())) as {
      categories: { id: string; parentId: string | null; isPlayable: boolean }[];
    };
    const categoryIds = listed.categories
      .filter((category) => category.isPlayable && category.parentId)
      .slice(0, 6)
      .map((category) => category.id);
    const game = await post<CreateGameResult>('/api/games', {
      options: {
        teams: [
          { name: 'الصقور', colour: 'green' },
          { name: 'النمور', colour: 'red' },
        ],
        questionTimeSec: 60,
      },
      categoryIds,
    });
    const joinRoom = (nickname: string, teamId: string) =>
      post<JoinGameResult>('/api/games/join', {
        clientId: crypto.randomUUID(),
        roomCode: game.roomCode,
        nickname,
        teamId,
        deviceId: crypto.randomUUID(),
      });
    const [aisha, omar, layla] = await Promise.all([
      joinRoom('عائشة', 'team-1'),
      joinRoom('Omar', 'team-2'),
      joinRoom('ليلى', 'team-1'),
    ]);
    const screen = (name: string, auth: SocketAuth, transports?: ('websocket' | 'polling')[]) => {
      const created = new Screen(name, lb, auth, transports);
      screens.push(created);
      return created;
    };
    const host = screen('host', { role: 'host', gameId: game.gameId, token: game.hostToken });
    screen('tv', { role: 'display', roomCode: game.roomCode });
    const phone1 = screen('phone 1', { role: 'player', gameId: game.gameId, token: aisha!.playerToken });
    // A phone whose network lets no WebSocket through: long-polling only, kept on one process by nginx.
    const phone2 = screen(
      'phone 2 (polling)',
      { role: 'player', gameId: game.gameId, token: omar!.playerToken },
      ['polling'],
    );
    await Promise.all(screens.map((s) => s.untilSnapshots(1)));
    log('host, TV and two phones connected through nginx');

    // A browser phone (Chromium through nginx), for the screenshot after its process restarts.
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    cleanups.unshift(() => browser.close());
    const context = await browser.newContext({
      ignoreHTTPSErrors: true,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'ar',
    });
    const joined = {
      gameId: game.gameId,
      roomCode: game.roomCode,
      playerId: layla!.playerId,
      playerToken: layla!.playerToken,
      nickname: 'ليلى',
      teamId: 'team-1',
      savedAt: Date.now(),
    };
    await context.addInitScript((entry) => {
      window.localStorage.setItem('game-joined', JSON.stringify([entry]));
    }, joined);
    const page = await context.newPage();
    await page.goto(`${lb}/game/${game.gameId}`);

    const answerOf = (view: GameView) =>
      view.openTile?.question?.answerType === 'text'
        ? ({ kind: 'text', text: 'جواب' } as const)
        : ({ kind: 'option', index: 1 } as const);

    /** Opens a question; returns its countdown's deadline. */
    const openQuestion = async () => {
      const tile = host.view!.tiles.find((t) => !t.isPlayed) ?? fail('no tile left');
      await host.apply({ type: 'select_tile', tileId: tile.id });
      if (host.view!.phase === 'intro') await host.apply({ type: 'begin_question' });
      if (host.view!.phase !== 'question') fail(`phase ${host.view!.phase} after opening a question`);
      return host.view!.openTile?.timer.deadline ?? null;
    };
    const closeQuestion = async () => {
      await Promise.all([
        phone1.apply({ type: 'submit_answer', answer: answerOf(phone1.view!) }),
        phone2.apply({ type: 'submit_answer', answer: answerOf(phone2.view!) }),
      ]);
      await host.apply({ type: 'reveal' });
      await host.apply({ type: 'mark_result', winnerTeamId: 'team-1' });
      if (host.view!.phase !== 'board') await host.apply({ type: 'switch_turn' });
    };
    const allBack = async (what: string) => {
      const deadline = Date.now() + RECONNECT_LIMIT_MS + 1_000;
      while (screens.some((s) => s.isDown || !s.socket.connected)) {
        if (Date.now() > deadline)
          fail(
            `${what}: ${screens
              .filter((s) => !s.socket.connected)
              .map((s) => s.name)
              .join(', ')} not back`,
          );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const checkDeadline = async (deadline: number | null, what: string) => {
      const resynced = await host.resync();
      if ((resynced.view.openTile?.timer.deadline ?? null) !== deadline) {
        fail(
          `${what}: the countdown's deadline moved from ${deadline} to ${resynced.view.openTile?.timer.deadline ?? null}`,
        );
      }
    };

    await host.apply({ type: 'start' });
    await page.getByTestId('phone-board').or(page.locator('main')).first().waitFor({ timeout: 20_000 });

    // The browser phone opens a new WebSocket each time its process goes away: the first time, once it shows the
    // question again, it is photographed.
    let browserSockets = 0;
    page.on('websocket', () => {
      browserSockets += 1;
    });
    let isPhotographed = false;
    const photograph = async (what: string) => {
      await page.waitForTimeout(1_000);
      mkdirSync(join(PROJECT_ROOT, 'docs', 'decisions', '028'), { recursive: true });
      await page.screenshot({ path: SCREENSHOT });
      isPhotographed = true;
      log(`phone screenshot ${what}: ${SCREENSHOT}`);
    };

    // Rolling restart: each process in turn, SIGTERM then started again, during a running countdown.
    for (let index = 0; index < PROCESS_COUNT; index++) {
      const deadline = await openQuestion();
      const code = await servers[index]!.stop();
      if (code !== 0) fail(`p${index + 1} exited with ${code} after SIGTERM:\n${servers[index]!.output}`);
      servers[index] = await start(index);
      await allBack(`restart of p${index + 1}`);
      await checkDeadline(deadline, `restart of p${index + 1}`);
      if (!isPhotographed && browserSockets > 0)
        await photograph(`right after its process (p${index + 1}) restarted`);
      await closeQuestion();
      log(`p${index + 1} restarted (SIGTERM): every client back, countdown on its deadline`);
    }

    if (!isPhotographed) await photograph('after the rolling restart');

    // A crash: SIGKILL, no shutdown handler; commands sent meanwhile are answered by the others.
    const deadline = await openQuestion();
    await servers[1]!.kill();
    const sentDuringCrash = Array.from({ length: 4 }, (_, n) =>
      host.apply({
        type: 'correct_score',
        teamId: n % 2 === 0 ? 'team-1' : 'team-2',
        amount: 100,
        reason: 'VAR',
      }),
    );
    await allBack('SIGKILL of p2');
    await Promise.all(sentDuringCrash);
    await checkDeadline(deadline, 'SIGKILL of p2');
    await closeQuestion();
    servers[1] = await start(1);
    log('p2 killed (SIGKILL): every client back, countdown on its deadline');

    await host.apply({ type: 'end_game' });
    await Promise.all(screens.map((s) => s.until(() => s.view?.phase === 'finished', 'the end of the game')));

    // Every acknowledged command is in the log exactly once.
    const { Client } = await import('pg');
    const pg = new Client({ connectionString: database.url });
    await pg.connect();
    const rows = (
      await pg.query<{ command_id: string; n: number }>(
        'select command_id, count(*)::int as n from game_events where game_id = $1 group by command_id',
        [game.gameId],
      )
    ).rows;
    await pg.end();
    const stored = new Map(rows.map((row) => [row.command_id, row.n]));
    const acked = [...ledger].filter(([, entry]) => entry.acked);
    const found = acked.filter(([id]) => stored.has(id)).length;
    const duplicates = [...stored.values()].filter((n) => n > 1).length;
    const resent = [...ledger.values()].reduce((sum, entry) => sum + entry.duplicates, 0);
    const refused = [...ledger.values()].filter((entry) => entry.refused).length;

    console.log('');
    console.log('Cluster test figures');
    console.log(
      `  processes: ${PROCESS_COUNT} behind nginx (TLS, WebSocket; socket.io hashed by address, pages round-robin)`,
    );
    console.log(
      `  reconnects: ${reconnects.length}, p50 ${percentile(reconnects, 50)} ms, p99 ${percentile(reconnects, 99)} ms, max ${Math.max(0, ...reconnects)} ms`,
    );
    console.log(
      `  commands sent: ${ledger.size}, acknowledged: ${acked.length}, refused by the rules: ${refused}`,
    );
    console.log(
      `  found in the log: ${found}, applied twice: ${duplicates}, answered "already applied" on a resend: ${resent}`,
    );
    console.log(`  duration: ${((Date.now() - began) / 1000).toFixed(1)} s`);
    if (found !== acked.length) fail(`${acked.length - found} acknowledged commands missing from the log`);
    if (duplicates > 0) fail(`${duplicates} commands applied twice`);
    if (Math.max(0, ...reconnects) > RECONNECT_LIMIT_MS) fail('a client took longer than 5 s to come back');
  } finally {
    for (const s of screens) s.close();
    for (const cleanup of cleanups) await Promise.resolve(cleanup()).catch(() => undefined);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
