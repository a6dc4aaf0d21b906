// Realtime benchmark (loopback only, bounded in time and count). Builds and starts the production server on a
// temporary DATA_DIR, fills rooms of 1 host + 4 players (each on its own socket) and plays tiles, then does the
// same against a bare Socket.IO server that only relays a message of the same size to the same rooms.
// For 100 and 1,000 rooms it prints command-to-broadcast latency (p50, p99) at a steady party pace, broadcasts per
// second when every room plays as fast as the 10 events/s limit allows, and the server's memory.
//
// It also prints the server's CPU time per command and the machine's load average: other work on the machine
// changes the timings, so read them together. The simulated players share the machine with the server, so their
// sockets read only the version of each broadcast (versionOnlyParser); the hosts decode every view in full (the
// short `game:state` form back to the whole view, with the app's own decodeView).
//
// Where `taskset` and two cores are available, each server runs pinned to core 0 and this process (the simulated
// phones) to core 1, so that a server's CPU figures are its own.
//
// `npm run bench:capacity` (this script with --capacity) adds rooms at party pace (one command every 5 s per room,
// 1 host + 4 phones) in steps until the steady p99 passes 100 ms or the server's memory passes 1 GB, on the embedded
// database and then on PostgreSQL (a throw-away cluster on loopback), and prints what the server held.
//
//   npm run bench:realtime
// Options (environment): BENCH_ROOMS=100,1000  BENCH_SKIP_BUILD=1  BENCH_PHASE_MS=10000
//   BENCH_CAPACITY_STEP=500  BENCH_CAPACITY_MAX=10000  BENCH_DATABASES=embedded,postgres (capacity run)
//   BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" (profile the game server)  BENCH_SHOW_SERVER_LOG=1
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPostgresBinDir, startPostgresCluster } from '../scripts/postgres-cluster.mjs';

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..');
const SELF = fileURLToPath(import.meta.url);
const ROOM_SIZES = (process.env.BENCH_ROOMS ?? '100,1000').split(',').map(Number);
const PLAYERS_PER_ROOM = 4;
/** Steady phase: each room sends one command about every this many ms (a lively party). */
const PACE_INTERVAL_MS = 5000;
/** Busy phase: each host sends its next command as soon as the last one is broadcast, at most 9 a second. */
const BUSY_EVENTS = 9;
const BUSY_WINDOW_MS = 1100;
const PHASE_MS = Number(process.env.BENCH_PHASE_MS ?? 10_000);
const SETUP_CONCURRENCY = 32;
const FILE_LIMIT = 65536;
/** The whole run stops by itself after this long. */
const RUN_LIMIT_MS = 40 * 60_000;
const IS_CAPACITY = process.argv.includes('--capacity');
const CAPACITY_STEP = Number(process.env.BENCH_CAPACITY_STEP ?? 500);
const CAPACITY_MAX = Number(process.env.BENCH_CAPACITY_MAX ?? 10_000);
const CAPACITY_P99_MS = 100;
const CAPACITY_RSS_MB = 1024;
const DATABASES = (process.env.BENCH_DATABASES ?? 'embedded,postgres').split(',');
/** Servers on core 0, the simulated phones on core 1 (when the machine can). */
const CAN_PIN = cpus().length >= 2 && existsSync('/usr/bin/taskset');
const SERVER_PIN = CAN_PIN ? 'taskset -c 0 ' : '';
const CLIENT_PIN = CAN_PIN ? 'taskset -c 1 ' : '';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---- Child modes ------------------------------------------------------------------------------------------------

/** The bare server: Socket.IO that joins a socket to its room and relays a payload of the given size to it. */
async function runBareServer() {
  const { Server } = await import('socket.io');
  const port = Number(process.env.PORT);
  const payloadBytes = Number(process.env.PAYLOAD_BYTES);
  const http = createServer();
  const io = new Server(http, { serveClient: false });
  io.on('connection', (socket) => {
    const room = String(socket.handshake.auth.room);
    socket.join(room);
    socket.on('relay', ({ seq }, ack) => {
      // A fresh object per message, like a view built per command, of the size of a real view.
      io.to(room).emit('game:state', { view: { version: seq, pad: 'x'.repeat(payloadBytes) } });
      ack({ ok: true, version: seq });
    });
  });
  http.listen(port, '127.0.0.1', () => console.log('bare server ready'));
}

// ---- Helpers ----------------------------------------------------------------------------------------------------

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createNetServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
    server.on('error', reject);
  });
}

/** Starts a node process with a raised open-file limit (ulimit is per process). */
function startProcess(args, env) {
  const command = `ulimit -n ${FILE_LIMIT} 2>/dev/null || ulimit -n $(ulimit -Hn); exec ${SERVER_PIN}node ${args}`;
  const child = spawn('bash', ['-c', command], { cwd: ROOT, env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => {
    output += chunk;
    if (process.env.BENCH_SHOW_SERVER_LOG) process.stderr.write(chunk);
  });
  return { child, output: () => output };
}

async function stopProcess(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

/**
 * CPU time (user + system) the process has used, in ms (clock ticks of 10 ms); with `isMainThread`, its main
 * (JavaScript) thread's alone, without the database thread, the garbage collector's helpers and libuv's pool.
 */
function cpuMsOf(pid, isMainThread = false) {
  const path = isMainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
  const fields = readFileSync(path, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0];

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `task` over `items` with at most `limit` at a time. */
async function inParallel(items, limit, task) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      await task(items[index], index);
    }
  });
  await Promise.all(workers);
}

/** A distinct client address per simulated phone, so per-address HTTP limits behave as across homes. */
const addressOf = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function http(base, method, path, body, ip) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

async function waitForHealth(base, proc) {
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (proc.child.exitCode !== null) throw new Error(`server exited:\n${proc.output()}`);
    await sleep(200);
  }
  throw new Error(`server did not start:\n${proc.output()}`);
}

// ---- The simulated rooms ----------------------------------------------------------------------------------------

/**
 * One room on the client side: its sockets, the host's latest view, and the command in flight, whose broadcast
 * each socket times on arrival.
 */
class Room {
  constructor(index) {
    this.index = index;
    this.sockets = [];
    this.host = null;
    this.players = [];
    this.view = null;
    this.pending = null;
    this.sentAt = [];
    this.isDone = false;
  }
}

class Stats {
  constructor() {
    this.messages = 0;
    this.sampledBytes = 0;
    this.samples = 0;
    this.reset();
  }
  reset() {
    this.latencies = [];
    this.deliveries = 0;
    this.commands = 0;
    this.errors = 0;
    this.isRecording = false;
  }
}

function onBroadcast(room, stats, view, bytes) {
  stats.messages += 1;
  if (bytes > 0) {
    stats.sampledBytes += bytes;
    stats.samples += 1;
  }
  if (stats.isRecording) stats.deliveries += 1;
  const pending = room.pending;
  if (pending && view.version === pending.version) {
    if (stats.isRecording) stats.latencies.push(performance.now() - pending.t0);
    pending.seen += 1;
    if (pending.seen === room.sockets.length) pending.resolve();
  }
}

/** The next command of a room's game from the host's view: open a tile, answer, reveal, mark. */
function nextMove(room) {
  const view = room.view;
  if (!view || view.phase === 'finished') return null;
  if (view.phase === 'lobby') return { by: room.host, command: { type: 'start' } };
  if (view.phase === 'board') {
    const tile = view.tiles.find((t) => !t.isPlayed);
    return { by: room.host, command: { type: 'select_tile', tileId: tile.id } };
  }
  if (view.phase === 'intro') return { by: room.host, command: { type: 'begin_question' } };
  if (view.phase === 'question') {
    const open = view.openTile;
    const hasAnswered = open.answers.some((a) => a.teamId === open.teamId);
    if (!hasAnswered) {
      const player = room.players.find((p) => p.teamId === open.teamId);
      const answer =
        open.question?.answerType === 'text' ? { kind: 'text', text: 'جواب' } : { kind: 'option', index: 1 };
      return { by: player.socket, command: { type: 'submit_answer', answer } };
    }
    return { by: room.host, command: { type: 'reveal' } };
  }
  if (view.phase === 'reveal') {
    return { by: room.host, command: { type: 'mark_result', winnerTeamId: view.openTile.teamId } };
  }
  return null;
}

/** Sends a room's next move and resolves when every socket of the room has its broadcast. */
function play(room, stats, isBare) {
  const version = (room.view?.version ?? 0) + 1;
  let resolveDone;
  const done = new Promise((r) => (resolveDone = r));
  room.pending = { version, t0: performance.now(), seen: 0, resolve: resolveDone };
  const timeout = sleep(15_000).then(() => 'timeout');
  if (isBare) {
    room.host.emit('relay', { seq: version }, () => undefined);
  } else {
    const move = nextMove(room);
    if (!move) {
      room.isDone = true;
      return Promise.resolve();
    }
    move.by.emit('game:command', { ...move.command, commandId: `b${room.index}-${version}` }, (ack) => {
      if (!ack.ok) {
        stats.errors += 1;
        resolveDone();
      }
    });
  }
  stats.commands += stats.isRecording ? 1 : 0;
  return Promise.race([done, timeout]).then((result) => {
    if (result === 'timeout') stats.errors += 1;
    if (isBare && room.view) room.view.version = version;
    room.pending = null;
  });
}

/**
 * The players' parser: a load generator should spend its CPU sending load, not reading it. Their sockets read only
 * the version of a `game:state` (all the benchmark needs of it) and decode everything else as usual; hosts decode
 * fully (they choose the next command from the view). The same for the game and the bare server.
 */
async function versionOnlyParser() {
  const { Decoder, Encoder, PacketType } = await import('socket.io-parser');
  const STATE = '2["game:state",';
  class VersionOnlyDecoder extends Decoder {
    add(chunk) {
      if (typeof chunk !== 'string' || !chunk.startsWith(STATE)) return super.add(chunk);
      const version = Number(/"version":(\d+)/.exec(chunk)?.[1] ?? -1);
      this.emitReserved('decoded', {
        type: PacketType.EVENT,
        nsp: '/',
        data: ['game:state', { view: { version }, bytes: chunk.length - STATE.length - 1 }],
      });
    }
  }
  return { Encoder, Decoder: VersionOnlyDecoder };
}

/**
 * The game's own decoder of the short `game:state` form (src/shared/game/compact-view.ts), bundled for Node, so the
 * hosts read the views exactly as the app's clients do.
 */
async function loadDecodeView() {
  const { build } = await import('esbuild');
  const bundled = await build({
    entryPoints: [join(ROOT, 'src/shared/game/compact-view.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'warning',
  });
  const code = Buffer.from(bundled.outputFiles[0].text).toString('base64');
  return (await import(`data:text/javascript;base64,${code}`)).decodeView;
}

async function connectRooms(url, rooms, stats, authsOf, isBare) {
  const { io } = await import('socket.io-client');
  const playerParser = await versionOnlyParser();
  const decodeView = isBare ? null : await loadDecodeView();
  const all = rooms.flatMap((room) => authsOf(room).map((entry) => ({ room, ...entry })));
  await inParallel(all, 100, async ({ room, auth, role, teamId }) => {
    const socket = io(url, {
      auth,
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      ...(role === 'host' ? {} : { parser: playerParser }),
    });
    socket.on('connect_error', (error) => console.error('connect_error', error.message, error.data));
    socket.on('app:error', () => (stats.errors += 1));
    const ready = new Promise((r) => {
      if (isBare) socket.once('connect', r);
      else
        socket.once('game:snapshot', (snapshot) => {
          if (role === 'host') room.view = snapshot.view;
          r();
        });
    });
    socket.on('game:state', (payload) => {
      if (role === 'host' && !isBare && payload.view.version > (room.view?.version ?? -1))
        room.view = decodeView(payload.view);
      // The size of one message in 50 (as sent), for the bare server's payload.
      const bytes =
        !isBare && stats.messages % 50 === 0 ? (payload.bytes ?? JSON.stringify(payload).length) : 0;
      onBroadcast(room, stats, payload.view, bytes);
    });
    room.sockets.push(socket);
    if (role === 'host') room.host = socket;
    else room.players.push({ socket, teamId });
    await ready;
  });
  if (isBare) for (const room of rooms) room.view = { version: 0 };
}

/** Every room sends one command every PACE_INTERVAL_MS (staggered), for PHASE_MS; the latency phase. */
async function steadyPhase(rooms, stats, isBare, pid) {
  stats.reset();
  const cpuBefore = cpuMsOf(pid);
  const mainCpuBefore = cpuMsOf(pid, true);
  const load = loadAverage();
  stats.isRecording = true;
  const end = Date.now() + PHASE_MS;
  await Promise.all(
    rooms.map(async (room) => {
      await sleep(Math.random() * PACE_INTERVAL_MS);
      while (Date.now() < end && !room.isDone) {
        const started = Date.now();
        await play(room, stats, isBare);
        await sleep(Math.max(0, PACE_INTERVAL_MS - (Date.now() - started)));
      }
    }),
  );
  stats.isRecording = false;
  return {
    ...summarize(stats, PHASE_MS),
    cpuMsPerCommand: (cpuMsOf(pid) - cpuBefore) / stats.commands,
    mainCpuMsPerCommand: (cpuMsOf(pid, true) - mainCpuBefore) / stats.commands,
    load,
  };
}

/** Every room plays as fast as its broadcasts come back, at most BUSY_EVENTS per BUSY_WINDOW_MS per host. */
async function busyPhase(rooms, stats, isBare, pid) {
  stats.reset();
  const cpuBefore = cpuMsOf(pid);
  const mainCpuBefore = cpuMsOf(pid, true);
  const load = loadAverage();
  stats.isRecording = true;
  const started = Date.now();
  const end = started + PHASE_MS;
  await Promise.all(
    rooms.map(async (room) => {
      while (Date.now() < end && !room.isDone) {
        const now = Date.now();
        room.sentAt = room.sentAt.filter((t) => now - t < BUSY_WINDOW_MS);
        if (room.sentAt.length >= BUSY_EVENTS) {
          await sleep(BUSY_WINDOW_MS - (now - room.sentAt[0]) + 2);
          continue;
        }
        room.sentAt.push(now);
        await play(room, stats, isBare);
      }
    }),
  );
  stats.isRecording = false;
  const elapsed = Date.now() - started;
  const cpuMs = cpuMsOf(pid) - cpuBefore;
  return {
    ...summarize(stats, elapsed),
    cpuMsPerCommand: cpuMs / stats.commands,
    mainCpuMsPerCommand: (cpuMsOf(pid, true) - mainCpuBefore) / stats.commands,
    cpuShare: cpuMs / elapsed,
    load,
  };
}

function summarize(stats, ms) {
  const sorted = [...stats.latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    commandsPerSec: (stats.commands / ms) * 1000,
    broadcastsPerSec: (stats.deliveries / ms) * 1000,
    errors: stats.errors,
  };
}

/** Six playable categories for the rooms' boards. */
async function playableCategories(base) {
  const { categories } = await http(base, 'GET', '/api/categories', undefined, addressOf(1));
  return categories
    .filter((c) => c.isPlayable && c.parentId)
    .slice(0, 6)
    .map((c) => c.id);
}

/** Creates each room's game, joins its four players, connects its five sockets and plays its first command. */
async function prepareRooms(base, rooms, stats, categoryIds) {
  await inParallel(rooms, SETUP_CONCURRENCY, async (room) => {
    const created = await http(
      base,
      'POST',
      '/api/games',
      {
        options: {
          teams: [
            { name: 'الصقور', colour: 'green' },
            { name: 'Falcons', colour: 'red' },
          ],
          questionTimeSec: 120,
        },
        categoryIds,
      },
      addressOf(room.index * 8 + 100_000),
    );
    room.gameId = created.gameId;
    room.hostToken = created.hostToken;
    room.joined = [];
    for (let p = 0; p < PLAYERS_PER_ROOM; p++) {
      const teamId = p % 2 === 0 ? 'team-1' : 'team-2';
      const joined = await http(
        base,
        'POST',
        '/api/games/join',
        {
          clientId: `join-${room.index}-${p}`,
          roomCode: created.roomCode,
          nickname: `Player ${p + 1}`,
          teamId,
          deviceId: `bench-device-${room.index}-${p}-0000`,
        },
        addressOf(room.index * 8 + 100_001 + p),
      );
      room.joined.push({ token: joined.playerToken, teamId });
    }
  });
  await connectRooms(
    base,
    rooms,
    stats,
    (room) => [
      { role: 'host', auth: { role: 'host', gameId: room.gameId, token: room.hostToken } },
      ...room.joined.map((j) => ({
        role: 'player',
        teamId: j.teamId,
        auth: { role: 'player', gameId: room.gameId, token: j.token },
      })),
    ],
    false,
  );
  await inParallel(rooms, SETUP_CONCURRENCY, (room) => play(room, stats, false));
}

// ---- The two servers --------------------------------------------------------------------------------------------

async function runGameServer(roomCount) {
  const dataDir = mkdtempSync(join(tmpdir(), 'jawib-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const proc = startProcess(`${process.env.BENCH_NODE_ARGS ?? ''} dist/server/main.js`, {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    TRUST_PROXY: 'on',
    DATABASE_URL: '',
    REDIS_URL: '',
  });
  const stats = new Stats();
  const rooms = Array.from({ length: roomCount }, (_, i) => new Room(i));
  try {
    await waitForHealth(base, proc);
    const idle = memoryOf(proc.child.pid);
    const categoryIds = await playableCategories(base);
    const setupStart = Date.now();
    await prepareRooms(base, rooms, stats, categoryIds);
    const setupSec = (Date.now() - setupStart) / 1000;
    const steady = await steadyPhase(rooms, stats, false, proc.child.pid);
    const steadyMemory = memoryOf(proc.child.pid);
    const busy = await busyPhase(rooms, stats, false, proc.child.pid);
    const memory = memoryOf(proc.child.pid);
    const payloadBytes = Math.round(stats.sampledBytes / Math.max(1, stats.samples));
    return {
      setupSec,
      payloadBytes,
      steady,
      busy,
      memory: { ...memory, steadyRssMb: steadyMemory.rssMb, idleRssMb: idle.rssMb },
    };
  } finally {
    for (const room of rooms) for (const socket of room.sockets) socket.close();
    await stopProcess(proc.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Adds CAPACITY_STEP rooms at a time to one game server and measures a steady phase over all of them, until the
 * p99 passes CAPACITY_P99_MS, the server's memory passes CAPACITY_RSS_MB, a command fails or CAPACITY_MAX rooms.
 */
async function runCapacity(database) {
  let cluster = null;
  if (database === 'postgres') {
    const bin = findPostgresBinDir();
    if (!bin) {
      console.log('  PostgreSQL server binaries not found under /usr/lib/postgresql: skipped');
      return;
    }
    cluster = await startPostgresCluster(bin);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'jawib-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const proc = startProcess('dist/server/main.js', {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    TRUST_PROXY: 'on',
    DATABASE_URL: cluster?.url ?? '',
    REDIS_URL: '',
  });
  const stats = new Stats();
  const rooms = [];
  try {
    await waitForHealth(base, proc);
    const idle = memoryOf(proc.child.pid);
    const categoryIds = await playableCategories(base);
    console.log(`  idle RSS ${idle.rssMb} MB`);
    console.log(
      '  rooms  sockets  cmd/s   p50 ms  p99 ms  CPU ms/cmd  core %  RSS MB  KB/room  setup s  load',
    );
    let reason = `${CAPACITY_MAX} rooms reached`;
    while (rooms.length < CAPACITY_MAX) {
      const added = Array.from({ length: CAPACITY_STEP }, (_, i) => new Room(rooms.length + i));
      const setupStart = Date.now();
      await prepareRooms(base, added, stats, categoryIds);
      const setupSec = (Date.now() - setupStart) / 1000;
      rooms.push(...added);
      // This process's own CPU over the phase: near 100% of its core, the phones and not the server set the pace.
      const phonesBefore = process.cpuUsage();
      const steady = await steadyPhase(rooms, stats, false, proc.child.pid);
      const phones = process.cpuUsage(phonesBefore);
      const phonesShare = (phones.user + phones.system) / 1000 / PHASE_MS;
      const memory = memoryOf(proc.child.pid);
      const perRoomKb = ((memory.rssMb - idle.rssMb) * 1024) / rooms.length;
      console.log(
        [
          String(rooms.length).padStart(7),
          String(rooms.length * (PLAYERS_PER_ROOM + 1)).padStart(8),
          rate(steady.commandsPerSec).padStart(6),
          steady.p50.toFixed(1).padStart(8),
          steady.p99.toFixed(1).padStart(7),
          steady.cpuMsPerCommand.toFixed(2).padStart(11),
          String(Math.round((steady.cpuMsPerCommand * steady.commandsPerSec) / 10)).padStart(7),
          String(memory.rssMb).padStart(7),
          perRoomKb.toFixed(0).padStart(8),
          setupSec.toFixed(0).padStart(8),
          String(Math.round(phonesShare * 100)).padStart(15),
          `  ${steady.load}`,
        ].join(''),
      );
      if (steady.errors > 0) reason = `${steady.errors} commands failed or timed out`;
      else if (steady.p99 > CAPACITY_P99_MS) reason = `steady p99 over ${CAPACITY_P99_MS} ms`;
      else if (memory.rssMb > CAPACITY_RSS_MB) reason = `memory over ${CAPACITY_RSS_MB} MB`;
      else continue;
      break;
    }
    const held = rooms.length - (reason.endsWith('reached') ? 0 : CAPACITY_STEP);
    console.log(
      `  stopped: ${reason}; held ${held} rooms (${held * (PLAYERS_PER_ROOM + 1)} sockets) within the limits`,
    );
  } finally {
    for (const room of rooms) for (const socket of room.sockets) socket.close();
    await stopProcess(proc.child);
    rmSync(dataDir, { recursive: true, force: true });
    cluster?.remove();
  }
}

async function runBareServer_(roomCount, payloadBytes) {
  const port = await freePort();
  const proc = startProcess(`${SELF} --bare-server`, {
    PORT: String(port),
    PAYLOAD_BYTES: String(payloadBytes),
  });
  const stats = new Stats();
  const rooms = Array.from({ length: roomCount }, (_, i) => new Room(i));
  try {
    for (let i = 0; i < 100 && !proc.output().includes('bare server ready'); i++) await sleep(100);
    await connectRooms(
      `http://127.0.0.1:${port}`,
      rooms,
      stats,
      (room) =>
        Array.from({ length: PLAYERS_PER_ROOM + 1 }, (_, i) => ({
          role: i === 0 ? 'host' : 'player',
          auth: { room: `room-${room.index}` },
        })),
      true,
    );
    const steady = await steadyPhase(rooms, stats, true, proc.child.pid);
    const steadyMemory = memoryOf(proc.child.pid);
    const busy = await busyPhase(rooms, stats, true, proc.child.pid);
    const memory = memoryOf(proc.child.pid);
    return { steady, busy, memory: { ...memory, steadyRssMb: steadyMemory.rssMb } };
  } finally {
    for (const room of rooms) for (const socket of room.sockets) socket.close();
    await stopProcess(proc.child);
  }
}

// ---- Main -------------------------------------------------------------------------------------------------------

const ms = (value) => `${value.toFixed(1)} ms`;
const rate = (value) => value.toFixed(0);

function printRow(label, result) {
  const { steady, busy, memory } = result;
  const errors = steady.errors + busy.errors;
  console.log(
    `  ${label.padEnd(12)} steady: p50 ${ms(steady.p50)}, p99 ${ms(steady.p99)} at ${rate(steady.commandsPerSec)} ` +
      `cmd/s (${rate(steady.broadcastsPerSec)} broadcasts/s); server CPU ${steady.cpuMsPerCommand.toFixed(2)} ` +
      `ms/command (main thread ${steady.mainCpuMsPerCommand.toFixed(2)}); machine load ${steady.load}`,
  );
  console.log(
    `  ${''.padEnd(12)} busy:   ${rate(busy.broadcastsPerSec)} broadcasts/s (${rate(busy.commandsPerSec)} cmd/s), ` +
      `p50 ${ms(busy.p50)}, p99 ${ms(busy.p99)}; server CPU ${busy.cpuMsPerCommand.toFixed(2)} ms/command ` +
      `(main thread ${busy.mainCpuMsPerCommand.toFixed(2)}; ${Math.round(busy.cpuShare * 100)}% of a core); machine load ${busy.load}`,
  );
  console.log(
    `  ${''.padEnd(12)} memory: RSS ${memory.rssMb} MB after the run, ${memory.steadyRssMb} MB after the steady ` +
      `phase, peak ${memory.peakMb} MB${errors > 0 ? `; errors ${errors}` : ''}`,
  );
}

async function main() {
  const started = Date.now();
  const watchdog = setTimeout(() => {
    console.error(`stopped: the run took longer than ${RUN_LIMIT_MS / 60_000} minutes`);
    process.exit(1);
  }, RUN_LIMIT_MS);
  watchdog.unref();

  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('building (npm run build)...');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  console.log(
    `rooms of 1 host + ${PLAYERS_PER_ROOM} players, one socket each, on 127.0.0.1; steady: one command per room every ` +
      `${PACE_INTERVAL_MS} ms; busy: each room as fast as its broadcasts return (max ${BUSY_EVENTS}/${BUSY_WINDOW_MS} ms); ` +
      `${PHASE_MS / 1000} s per phase; latency = command sent -> its broadcast received, per socket; ` +
      `broadcasts/s = game:state messages received by the sockets per second; the game server runs on PGlite ` +
      `(a temporary DATA_DIR), each command durably logged before its broadcast`,
  );
  if (CAN_PIN) console.log('each server pinned to core 0, the simulated phones to core 1 (taskset)');
  if (IS_CAPACITY) {
    for (const database of DATABASES) {
      console.log(`\ncapacity, ${database === 'postgres' ? 'PostgreSQL' : 'embedded database (PGlite)'}:`);
      await runCapacity(database);
    }
    console.log(`\ndone in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return;
  }
  for (const roomCount of ROOM_SIZES) {
    console.log(`\n${roomCount} rooms (${roomCount * (PLAYERS_PER_ROOM + 1)} sockets)`);
    const game = await runGameServer(roomCount);
    console.log(
      `  game server: idle RSS ${game.memory.idleRssMb} MB before the rooms, setup ${game.setupSec.toFixed(1)} s, ` +
        `broadcast payload ~${game.payloadBytes} bytes`,
    );
    printRow('game server', game);
    const bare = await runBareServer_(roomCount, game.payloadBytes);
    printRow('bare relay', bare);
    console.log(
      `  game/bare broadcast rate: ${(game.busy.broadcastsPerSec / bare.busy.broadcastsPerSec).toFixed(2)}`,
    );
    for (const phase of ['steady', 'busy']) {
      const [ownMs, relayMs] = [game[phase].cpuMsPerCommand, bare[phase].cpuMsPerCommand];
      console.log(
        `  server CPU per command (${phase}): game ${ownMs.toFixed(2)} ms, relay ${relayMs.toFixed(2)} ms, ` +
          `${(ownMs / relayMs).toFixed(1)} x`,
      );
    }
  }
  console.log(`\ndone in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

if (process.argv.includes('--bare-server')) {
  await runBareServer();
} else if (process.env.BENCH_FILE_LIMIT_RAISED !== '1') {
  // The client side holds thousands of sockets too: run again under a raised open-file limit.
  const child = spawn(
    'bash',
    [
      '-c',
      `ulimit -n ${FILE_LIMIT} 2>/dev/null || ulimit -n $(ulimit -Hn); exec ${CLIENT_PIN}node ${SELF} ${process.argv.slice(2).join(' ')}`,
    ],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, BENCH_FILE_LIMIT_RAISED: '1' } },
  );
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  await main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
