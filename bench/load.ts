// Load test: autocannon against the production build on the embedded database (a throw-away DATA_DIR), on the main
// read routes and then the main write routes. The routes of a group run at the same time, each from its own
// autocannon instance with a few connections and realistic requests: every simulated client has its own address
// (the server trusts X-Forwarded-For, as behind a proxy) and changes it before reaching its per-address limit, so
// the figures are the server's, not its rate limiter's. One more instance floods from a single address, to show
// what an abuser meets: its 429s are counted apart and are not errors (docs/decisions/024).
//
// Per route: requests/s, p50 and p99 latency, statuses (429 apart), errors and timeouts; the server's resident
// memory and heap before and after. Checks: no 5xx, no errors or timeouts, no other non-2xx, and a floor on the
// requests per second low enough to catch only a collapse (the machine is shared: timings are not asserted).
//
//   npm run test:load                  (60 s per group; LOAD_SECONDS=30 to change it, LOAD_CONNECTIONS=2)
//   npx tsx bench/load.ts --short      (15 s per group, as in npm test)
//   BENCH_SKIP_BUILD=1 to reuse dist/
import autocannon from 'autocannon';
import { GameClient } from '../src/server/realtime/realtime-test-client';
import type { CreateGameResult, GameView, JoinGameResult } from '../src/shared/contracts/game';
import {
  addressOf,
  boardCategoryIds,
  buildIfNeeded,
  Checks,
  http,
  loadAverage,
  type MemorySample,
  sampleMemory,
  type ServerUnderTest,
  startServerUnderTest,
} from './server-figures';

const IS_SHORT = process.argv.includes('--short');
const GROUP_SECONDS = Number(process.env.LOAD_SECONDS ?? (IS_SHORT ? 15 : 60));
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 2);
/**
 * Below this many requests per second a route has collapsed. A healthy one does tens to hundreds here, but the
 * machine may be shared and busy (one route did 7/s with the load average at 20 on two cores).
 */
const FLOOR_PER_SECOND = 1;
/** The API's general limit per address and minute (src/server/http/rate-limit.ts). */
const API_LIMIT_PER_MINUTE = 300;
/** Games prepared before the load for each kind of request that needs one. */
const POOL = 20;
/** Players per room the join load fills before moving to a newer room (a party, not a stadium). */
const PLAYERS_PER_ROOM = 8;
/** A client keeps its address for this many requests: under the general 300 a minute of the API. */
const REQUESTS_PER_ADDRESS = 60;
/** The contact form allows 5 messages per 10 minutes per address. */
const CONTACT_PER_ADDRESS = 4;

const TEAMS = [
  { name: 'الصقور', colour: 'green' },
  { name: 'Falcons', colour: 'red' },
] as const;
const JSON_HEADERS = { 'content-type': 'application/json' };

const nicknameOf = (n: number) => (n % 2 === 0 ? `لاعب ${n}` : `Player ${n}`);

let addressCounter = 1000;
/** A source of client addresses, each used for `perAddress` requests. */
function addresses(perAddress: number): () => string {
  let current = addressOf(addressCounter++);
  let used = 0;
  return () => {
    if (used === perAddress) {
      current = addressOf(addressCounter++);
      used = 0;
    }
    used += 1;
    return current;
  };
}

interface RouteLoad {
  label: string;
  method: 'GET' | 'POST' | 'PUT';
  /** Builds the next request: its path, body and headers. */
  next: () => { path: string; body?: unknown; headers?: Record<string, string> };
  onResponse?: (status: number, body: string) => void;
  /** The single-address flood: 429 expected. */
  isFlood?: boolean;
}

interface RouteFigures {
  label: string;
  isFlood: boolean;
  total: number;
  perSecond: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
}

async function runRoute(base: string, route: RouteLoad): Promise<RouteFigures> {
  const first = route.next();
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: GROUP_SECONDS,
    timeout: 10,
    requests: [
      {
        method: route.method,
        path: first.path,
        setupRequest: (request) => {
          const { path, body, headers } = route.next();
          return {
            ...request,
            path,
            headers: { ...(body === undefined ? {} : JSON_HEADERS), ...headers },
            body: body === undefined ? undefined : JSON.stringify(body),
          };
        },
        ...(route.onResponse ? { onResponse: route.onResponse } : {}),
      },
    ],
  });
  const statuses: Record<string, number> = {};
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {}))
    statuses[status] = Number(count ?? 0);
  return {
    label: route.label,
    isFlood: route.isFlood ?? false,
    total: Object.values(statuses).reduce((sum, count) => sum + count, 0),
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** Runs the routes of a group at the same time; memory before and after. */
async function runGroup(server: ServerUnderTest, name: string, routes: RouteLoad[]) {
  const before = await sampleMemory(server);
  const load = loadAverage();
  const figures = await Promise.all(routes.map((route) => runRoute(server.base, route)));
  const after = await sampleMemory(server);
  return { name, figures, before, after, load };
}

// ---- The games the requests need ---------------------------------------------------------------------------

interface PreparedGame {
  created: CreateGameResult;
  players: JoinGameResult[];
  /** The host's view after the preparation (none for a lobby). */
  view: GameView | null;
}

let setupAddress = 1;
const nextSetupAddress = () => addressOf(setupAddress++);

async function createGame(base: string, categoryIds: string[]): Promise<CreateGameResult> {
  return http<CreateGameResult>(base, 'POST', '/api/games', {
    body: { options: { teams: TEAMS, questionTimeSec: 120 }, categoryIds },
    address: nextSetupAddress(),
  });
}

async function join(base: string, roomCode: string, n: number, teamId: string): Promise<JoinGameResult> {
  return http<JoinGameResult>(base, 'POST', '/api/games/join', {
    body: {
      clientId: `setup-join-${n}`,
      roomCode,
      nickname: `لاعب ${n}`,
      teamId,
      deviceId: `load-setup-device-${n}-0000`,
    },
    address: nextSetupAddress(),
  });
}

/** A game with one player per team, taken by its host's socket to `phase` (board: started; question: a tile open). */
async function prepareGame(
  base: string,
  categoryIds: string[],
  n: number,
  phase: 'lobby' | 'board' | 'question',
): Promise<PreparedGame> {
  const created = await createGame(base, categoryIds);
  const players = [
    await join(base, created.roomCode, n * 2, 'team-1'),
    await join(base, created.roomCode, n * 2 + 1, 'team-2'),
  ];
  if (phase === 'lobby') return { created, players, view: null };
  const host = new GameClient(`host ${n}`, base, {
    role: 'host',
    gameId: created.gameId,
    token: created.hostToken,
  });
  try {
    await host.untilSnapshots(1);
    await host.untilVersion(await host.do({ type: 'start' }));
    if (phase === 'question') {
      const tile = host.view!.tiles.find((t) => !t.isPlayed)!;
      await host.untilVersion(await host.do({ type: 'select_tile', tileId: tile.id }));
      if (host.view!.phase === 'intro') await host.untilVersion(await host.do({ type: 'begin_question' }));
    }
    return { created, players, view: host.view };
  } finally {
    host.close();
  }
}

async function inBatches<T>(count: number, size: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += size)
    results.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(size, count - start) }, (_, k) => task(start + k)),
      )),
    );
  return results;
}

// ---- The routes ----------------------------------------------------------------------------------------------

function readRoutes(lobbies: PreparedGame[]): RouteLoad[] {
  const perClient = () => addresses(REQUESTS_PER_ADDRESS);
  let i = 0;
  const rotate = <T>(items: T[]) => items[i++ % items.length]!;
  const [health, categories, home, lookup, snapshot] = [
    perClient(),
    perClient(),
    perClient(),
    perClient(),
    perClient(),
  ];
  const flooder = addressOf(999);
  return [
    {
      label: 'GET /api/health',
      method: 'GET',
      next: () => ({ path: '/api/health', headers: { 'x-forwarded-for': health() } }),
    },
    {
      label: 'GET /api/categories',
      method: 'GET',
      next: () => ({ path: '/api/categories?lang=ar', headers: { 'x-forwarded-for': categories() } }),
    },
    {
      label: 'GET / (prerendered home)',
      method: 'GET',
      next: () => ({
        path: '/',
        headers: { 'x-forwarded-for': home(), accept: 'text/html', 'accept-encoding': 'gzip, br' },
      }),
    },
    {
      label: 'GET /api/games/rooms/:code',
      method: 'GET',
      next: () => ({
        path: `/api/games/rooms/${rotate(lobbies).created.roomCode}`,
        headers: { 'x-forwarded-for': lookup() },
      }),
    },
    {
      label: 'GET /api/games/:id/snapshot',
      method: 'GET',
      next: () => {
        const game = rotate(lobbies);
        return {
          path: `/api/games/${game.created.gameId}/snapshot`,
          headers: { 'x-forwarded-for': snapshot(), 'x-game-token': game.players[0]!.playerToken },
        };
      },
    },
    {
      label: 'GET /api/categories, one address',
      method: 'GET',
      isFlood: true,
      next: () => ({ path: '/api/categories?lang=ar', headers: { 'x-forwarded-for': flooder } }),
    },
  ];
}

function writeRoutes(
  categoryIds: string[],
  lobbies: PreparedGame[],
  asked: PreparedGame[],
  started: PreparedGame[],
): RouteLoad[] {
  const creators = addresses(REQUESTS_PER_ADDRESS);
  const joiners = addresses(REQUESTS_PER_ADDRESS);
  const answerers = addresses(REQUESTS_PER_ADDRESS);
  const hosts = addresses(REQUESTS_PER_ADDRESS);
  const contacts = addresses(CONTACT_PER_ADDRESS);
  // The join load fills the rooms the create load makes, newest first, PLAYERS_PER_ROOM each.
  const openRooms = lobbies.map((game) => ({ code: game.created.roomCode, joined: 2 }));
  let joinCount = 0;
  let answerCount = 0;
  let scoreCount = 0;
  let contactCount = 0;
  const roomToJoin = () => {
    const room = openRooms.at(-1)!;
    room.joined += 1;
    if (room.joined >= PLAYERS_PER_ROOM && openRooms.length > 1) openRooms.pop();
    return room.code;
  };
  // Each answer is sent a few times, as a phone's offline queue replays it: applied once, then acknowledged.
  const answers = asked.map((game, n) => {
    const inTurn = game.players.find((player) => player.teamId === game.view?.openTile?.teamId);
    return { gameId: game.created.gameId, playerToken: inTurn!.playerToken, clientId: `load-answer-${n}` };
  });
  return [
    {
      label: 'POST /api/games',
      method: 'POST',
      next: () => ({
        path: '/api/games',
        body: { options: { teams: TEAMS, questionTimeSec: 60 }, categoryIds },
        headers: { 'x-forwarded-for': creators() },
      }),
      onResponse: (status, body) => {
        if (status === 201 || status === 200)
          openRooms.push({ code: (JSON.parse(body) as CreateGameResult).roomCode, joined: 0 });
      },
    },
    {
      label: 'POST /api/games/join',
      method: 'POST',
      next: () => {
        const n = joinCount++;
        return {
          path: '/api/games/join',
          body: {
            clientId: `load-join-${n}`,
            roomCode: roomToJoin(),
            nickname: nicknameOf(n),
            teamId: n % 2 === 0 ? 'team-1' : 'team-2',
            deviceId: `load-device-${n}-00000000`,
          },
          headers: { 'x-forwarded-for': joiners() },
        };
      },
    },
    {
      label: 'POST /api/answers',
      method: 'POST',
      next: () => {
        const answer = answers[answerCount++ % answers.length]!;
        return {
          path: '/api/answers',
          body: { ...answer, answer: { kind: 'option', index: 1 } },
          headers: { 'x-forwarded-for': answerers() },
        };
      },
    },
    {
      label: 'PUT /api/scores',
      method: 'PUT',
      next: () => {
        const n = scoreCount++;
        const game = started[n % started.length]!;
        return {
          path: '/api/scores',
          body: {
            clientId: `load-score-${n}`,
            gameId: game.created.gameId,
            hostToken: game.created.hostToken,
            teamId: n % 2 === 0 ? 'team-1' : 'team-2',
            amount: n % 3 === 0 ? -10 : 20,
            reason: 'تصحيح من المقدم',
          },
          headers: { 'x-forwarded-for': hosts() },
        };
      },
    },
    {
      label: 'POST /api/contact',
      method: 'POST',
      next: () => {
        const n = contactCount++;
        return {
          path: '/api/contact?lang=ar',
          body: {
            name: 'سارة',
            email: `visitor-${n}@example.com`,
            subject: 'اقتراح فئة جديدة',
            message: 'أقترح إضافة فئة عن تاريخ الخليج والأمثال الشعبية. شكراً على اللعبة الجميلة!',
          },
          headers: { 'x-forwarded-for': contacts() },
        };
      },
    },
  ];
}

// ---- Report -----------------------------------------------------------------------------------------------------

const mb = (value: number) => `${value.toFixed(0)} MB`;

function printGroup(group: Awaited<ReturnType<typeof runGroup>>): void {
  console.log(
    `\n${group.name} (${GROUP_SECONDS} s, ${CONNECTIONS} connections per route, all routes at once; load average ${group.load})`,
  );
  console.log(
    `  ${'route'.padEnd(36)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  statuses`,
  );
  for (const f of group.figures) {
    const statuses = Object.entries(f.statuses)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    const trouble = f.errors + f.timeouts > 0 ? `; errors ${f.errors}, timeouts ${f.timeouts}` : '';
    console.log(
      `  ${f.label.padEnd(36)} ${f.perSecond.toFixed(0).padStart(7)} ${String(f.p50).padStart(7)} ${String(f.p99).padStart(7)}  ${statuses}${trouble}`,
    );
  }
  console.log(
    `  server memory: RSS ${mb(group.before.rssMb)} -> ${mb(group.after.rssMb)}, heap used ${mb(group.before.heapUsedMb)} -> ${mb(group.after.heapUsedMb)}`,
  );
}

function judge(
  checks: Checks,
  groups: Awaited<ReturnType<typeof runGroup>>[],
  server: ServerUnderTest,
): void {
  for (const f of groups.flatMap((group) => group.figures)) {
    const count = (predicate: (status: number) => boolean) =>
      Object.entries(f.statuses)
        .filter(([status]) => predicate(Number(status)))
        .reduce((sum, [, n]) => sum + n, 0);
    checks.check(count((s) => s >= 500) === 0, `${f.label}: no 5xx`);
    checks.check(f.errors === 0 && f.timeouts === 0, `${f.label}: no connection errors or timeouts`);
    if (f.isFlood) {
      // The limiter lets 300 a minute through from one address, whatever the pace; the rest are 429.
      const passed = count((s) => s >= 200 && s < 300);
      const allowed = API_LIMIT_PER_MINUTE * (Math.floor(GROUP_SECONDS / 60) + 1);
      checks.check(
        passed <= allowed,
        `${f.label}: at most ${allowed} answered in ${GROUP_SECONDS} s (${passed}; 429: ${count((s) => s === 429)})`,
      );
      checks.check(
        count((s) => s !== 429 && (s < 200 || s >= 300)) === 0,
        `${f.label}: nothing but 2xx and 429`,
      );
    } else {
      const other = count((s) => s !== 429 && (s < 200 || s >= 300));
      checks.check(other === 0, `${f.label}: every answer 2xx (429 apart: ${count((s) => s === 429)})`);
      checks.check(
        f.total / GROUP_SECONDS >= FLOOR_PER_SECOND,
        `${f.label}: at least ${FLOOR_PER_SECOND} requests/s (${(f.total / GROUP_SECONDS).toFixed(0)})`,
      );
    }
  }
  checks.check(server.errorLines.length === 0, `no error in the server log (${server.errorLines.length})`);
  for (const line of server.errorLines.slice(0, 5)) console.error(`    ${line}`);
  checks.check(server.child.exitCode === null, 'the server is still running');
}

async function main(): Promise<void> {
  buildIfNeeded();
  const server = await startServerUnderTest();
  const checks = new Checks();
  try {
    const categoryIds = await boardCategoryIds(server.base);
    const lobbies = await inBatches(POOL, 5, (n) => prepareGame(server.base, categoryIds, n, 'lobby'));
    const asked = await inBatches(POOL, 5, (n) =>
      prepareGame(server.base, categoryIds, POOL + n, 'question'),
    );
    const started = await inBatches(POOL, 5, (n) =>
      prepareGame(server.base, categoryIds, 2 * POOL + n, 'board'),
    );
    const idle = await sampleMemory(server);
    console.log(
      `load test on the production build, embedded database (PGlite); ${IS_SHORT ? 'short' : 'full'} run; ` +
        `${POOL} games prepared for each kind; server RSS ${mb(idle.rssMb)}, heap ${mb(idle.heapUsedMb)} before the load`,
    );
    const read = await runGroup(server, 'read routes', readRoutes(lobbies));
    printGroup(read);
    const write = await runGroup(server, 'write routes', writeRoutes(categoryIds, lobbies, asked, started));
    printGroup(write);
    const end: MemorySample = await sampleMemory(server);
    console.log(
      `\nserver memory: RSS ${mb(idle.rssMb)} before the load, ${mb(end.rssMb)} after; ` +
        `heap used ${mb(idle.heapUsedMb)} -> ${mb(end.heapUsedMb)}; log lines at warn ${server.warnLines}, at error ${server.errorLines.length}`,
    );
    judge(checks, [read, write], server);
  } finally {
    await server.stop();
  }
  checks.finish('load');
}

await main();
