// Soak: rooms playing real games on the production build (embedded database, throw-away DATA_DIR) for a long time,
// to find what grows. Each room has a host and players, each on its own socket, as phones and the host's screen:
// the host opens a tile, the player of the team in turn answers, the host reveals and judges, and so on to the end
// of the board; then the host asks for a rematch, everyone follows it on new sockets, and the next board starts.
//
// The server's resident memory (/proc VmRSS) and heap (its /metrics) are compared just after a warm-up and near the
// end, while the rooms play, each time as the median of 3 samples taken right after a full garbage collection (asked
// of the server's inspector, which this throw-away server opens on loopback): the growth must stay within 10%.
// Samples every few seconds without a forced collection are reported beside them. Also reported: commands per
// second, the p50/p99 of a command's acknowledgement, errors, unexpected disconnects, boards played.
//
//   npm run bench:soak      100 rooms, 10 minutes measured after a 1-minute warm-up (about 13 minutes in all)
//   npx tsx bench/soak.ts --short    30 rooms, 45 s measured after a 15 s warm-up, boards of 6 tiles (npm test)
// Options (environment): SOAK_ROOMS, SOAK_MINUTES, SOAK_PACE_MS (each room's pause between commands),
// SOAK_PLAYERS (per room), BENCH_SKIP_BUILD=1.
import { GameClient } from '../src/server/realtime/realtime-test-client';
import type { CreateGameResult, GameView, JoinGameResult, RematchResult } from '../src/shared/contracts/game';
import {
  addressOf,
  boardCategoryIds,
  buildIfNeeded,
  Checks,
  http,
  loadAverage,
  median,
  type MemorySample,
  percentile,
  sampleMemory,
  type ServerUnderTest,
  sleep,
  startServerUnderTest,
} from './server-figures';

const IS_SHORT = process.argv.includes('--short');
const ROOMS = Number(process.env.SOAK_ROOMS ?? (IS_SHORT ? 30 : 100));
const MEASURED_MS = Number(process.env.SOAK_MINUTES ?? (IS_SHORT ? 0.75 : 10)) * 60_000;
const WARMUP_MS = IS_SHORT ? 15_000 : 60_000;
/** The memory baseline is the median of this first stretch after the warm-up; the end, of the last one. */
const WINDOW_MS = IS_SHORT ? 12_000 : 60_000;
const SAMPLE_MS = IS_SHORT ? 2000 : 5000;
/** Each room waits this long between commands: a quick party (a board is about 150 commands). */
const PACE_MS = Number(process.env.SOAK_PACE_MS ?? (IS_SHORT ? 400 : 1000));
const PLAYERS = Number(process.env.SOAK_PLAYERS ?? 2);
/** The short run ends each game after this many tiles (a party that stops early), to see many rematches. */
const TILES_PER_GAME = IS_SHORT ? 6 : Infinity;
const MAX_GROWTH = 0.1;
/** Memory is compared after a full garbage collection: the median of this many samples, this far apart. */
const GC_SAMPLES = 3;
const GC_SPACING_MS = 2000;

const TEAMS = [
  { name: 'الصقور', colour: 'green' },
  { name: 'Falcons', colour: 'red' },
] as const;

interface Stats {
  commands: number;
  ackMs: number[];
  errors: string[];
  disconnects: number;
  boards: number;
  rematches: number;
  isRecording: boolean;
}

const stats: Stats = {
  commands: 0,
  ackMs: [],
  errors: [],
  disconnects: 0,
  boards: 0,
  rematches: 0,
  isRecording: false,
};

function fail(what: string): void {
  stats.errors.push(what);
  if (stats.errors.length <= 10) console.error(`  error: ${what}`);
}

/** One party: the host's screen and the players' phones, on their own sockets and addresses. */
class Room {
  gameId = '';
  hostToken = '';
  players: JoinGameResult[] = [];
  host: GameClient | null = null;
  phones: GameClient[] = [];
  private isClosing = false;

  constructor(
    readonly index: number,
    private readonly base: string,
  ) {}

  async create(categoryIds: string[]): Promise<void> {
    const created = await http<CreateGameResult>(this.base, 'POST', '/api/games', {
      body: { options: { teams: TEAMS, questionTimeSec: 60 }, categoryIds },
      address: addressOf(this.index * 16 + 1),
    });
    this.gameId = created.gameId;
    this.hostToken = created.hostToken;
    for (let p = 0; p < PLAYERS; p++)
      this.players.push(
        await http<JoinGameResult>(this.base, 'POST', '/api/games/join', {
          body: {
            clientId: `soak-join-${this.index}-${p}`,
            roomCode: created.roomCode,
            nickname: p % 2 === 0 ? `لاعب ${p + 1}` : `Player ${p + 1}`,
            teamId: p % 2 === 0 ? 'team-1' : 'team-2',
            deviceId: `soak-device-${this.index}-${p}-00000000`,
          },
          address: addressOf(this.index * 16 + 2 + p),
        }),
      );
  }

  /** Opens the sockets on the current game and waits for every first snapshot. */
  async connect(): Promise<void> {
    this.isClosing = false;
    const open = (name: string, auth: ConstructorParameters<typeof GameClient>[2]) => {
      const client = new GameClient(name, this.base, auth, false);
      client.socket.on('disconnect', (reason) => {
        if (!this.isClosing) {
          stats.disconnects += 1;
          fail(`${name} disconnected (${reason})`);
        }
      });
      client.socket.on('app:error', (error) => fail(`${name} app:error ${error.key}`));
      return client;
    };
    this.host = open(`room ${this.index} host`, { role: 'host', gameId: this.gameId, token: this.hostToken });
    this.phones = this.players.map((player, p) =>
      open(`room ${this.index} player ${p}`, {
        role: 'player',
        gameId: this.gameId,
        token: player.playerToken,
      }),
    );
    await Promise.all(
      [this.host, ...this.phones].map((client) =>
        client.until(() => client.snapshots >= 1, 'snapshot', 30_000),
      ),
    );
  }

  close(): void {
    this.isClosing = true;
    for (const client of [this.host, ...this.phones]) client?.close();
  }

  /** The next command from the host's view: who sends it and what. Null at the end of the game. */
  private nextMove(view: GameView): { by: GameClient; body: Parameters<GameClient['send']>[0] } | null {
    const host = this.host!;
    const played = view.tiles.filter((tile) => tile.isPlayed).length;
    switch (view.phase) {
      case 'lobby':
        return { by: host, body: { type: 'start' } };
      case 'board': {
        if (played >= TILES_PER_GAME) return { by: host, body: { type: 'end_game' } };
        const tile = view.tiles.find((t) => !t.isPlayed);
        return tile ? { by: host, body: { type: 'select_tile', tileId: tile.id } } : null;
      }
      case 'intro':
        return { by: host, body: { type: 'begin_question' } };
      case 'question': {
        const open = view.openTile!;
        if (!open.answers.some((answer) => answer.teamId === open.teamId)) {
          const p = this.players.findIndex((player) => player.teamId === open.teamId);
          const answer =
            open.question?.answerType === 'text'
              ? { kind: 'text' as const, text: 'جواب' }
              : { kind: 'option' as const, index: (this.index + played) % 4 };
          return { by: this.phones[p]!, body: { type: 'submit_answer', answer } };
        }
        return { by: host, body: { type: 'reveal' } };
      }
      case 'reveal': {
        // The host judges: the team in turn wins about two tiles in three.
        const winner = (this.index + played) % 3 === 0 ? null : view.openTile!.teamId;
        return { by: host, body: { type: 'mark_result', winnerTeamId: winner } };
      }
      default:
        return null;
    }
  }

  /** Plays until `end`: one command, its broadcast to the host, a pause; a rematch when a board ends. */
  async play(end: number): Promise<void> {
    await sleep(Math.random() * PACE_MS);
    while (Date.now() < end) {
      const started = Date.now();
      const view = this.host!.view!;
      const move = this.nextMove(view);
      if (!move) {
        if (view.phase !== 'finished') throw new Error(`room ${this.index}: no move in phase ${view.phase}`);
        await this.rematch();
        continue;
      }
      try {
        const t0 = performance.now();
        const ack = await move.by.send(move.body);
        const ms = performance.now() - t0;
        if (stats.isRecording) {
          stats.commands += 1;
          stats.ackMs.push(ms);
        }
        if (!ack.ok) fail(`room ${this.index}: ${move.body.type} refused (${ack.error.key})`);
        else {
          const host = this.host!;
          await host.until(() => (host.view?.version ?? -1) >= ack.version, `version ${ack.version}`, 15_000);
        }
      } catch (error) {
        fail(`room ${this.index}: ${move.body.type}: ${(error as Error).message}`);
        await sleep(1000);
      }
      await sleep(Math.max(0, PACE_MS - (Date.now() - started)));
    }
  }

  /** Play again: the host asks, everyone moves to the new game on new sockets (as the app does). */
  private async rematch(): Promise<void> {
    if (stats.isRecording) stats.boards += 1;
    const next = await http<RematchResult>(this.base, 'POST', `/api/games/${this.gameId}/rematch`, {
      address: addressOf(this.index * 16 + 1),
      headers: { 'x-game-token': this.hostToken },
    });
    this.close();
    this.gameId = next.gameId;
    this.hostToken = next.hostToken;
    await this.connect();
    if (stats.isRecording) stats.rematches += 1;
  }
}

/** The median of GC_SAMPLES samples, each taken right after a full garbage collection in the server. */
async function afterCollection(server: ServerUnderTest): Promise<{ rssMb: number; heapUsedMb: number }> {
  const taken: MemorySample[] = [];
  for (let i = 0; i < GC_SAMPLES; i++) {
    if (i > 0) await sleep(GC_SPACING_MS);
    await server.collectGarbage();
    taken.push(await sampleMemory(server));
  }
  return { rssMb: median(taken.map((s) => s.rssMb)), heapUsedMb: median(taken.map((s) => s.heapUsedMb)) };
}

async function inBatches(count: number, size: number, task: (i: number) => Promise<void>): Promise<void> {
  for (let start = 0; start < count; start += size)
    await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, k) => task(start + k)));
}

const mb = (value: number) => `${value.toFixed(0)} MB`;
const pct = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}%`;

async function main(): Promise<void> {
  buildIfNeeded();
  const server: ServerUnderTest = await startServerUnderTest({ canCollectGarbage: true });
  const checks = new Checks();
  const rooms = Array.from({ length: ROOMS }, (_, i) => new Room(i, server.base));
  const samples: MemorySample[] = [];
  let sampler: NodeJS.Timeout | undefined;
  try {
    const idle = await sampleMemory(server);
    const categoryIds = await boardCategoryIds(server.base);
    const setupStarted = Date.now();
    await inBatches(ROOMS, 10, async (i) => {
      await rooms[i]!.create(categoryIds);
      await rooms[i]!.connect();
    });
    console.log(
      `soak on the production build, embedded database (PGlite); ${IS_SHORT ? 'short' : 'full'} run: ${ROOMS} rooms ` +
        `of 1 host + ${PLAYERS} players (${ROOMS * (PLAYERS + 1)} sockets), a command per room every ${PACE_MS} ms, ` +
        `${WARMUP_MS / 1000} s warm-up then ${MEASURED_MS / 1000} s measured; ` +
        `${TILES_PER_GAME === Infinity ? 'whole boards' : `games of ${TILES_PER_GAME} tiles`}, then a rematch; ` +
        `setup ${((Date.now() - setupStarted) / 1000).toFixed(1)} s; server RSS ${mb(idle.rssMb)} before the rooms; ` +
        `load average ${loadAverage()}`,
    );

    const started = Date.now();
    const warmEnd = started + WARMUP_MS;
    const end = warmEnd + MEASURED_MS;
    sampler = setInterval(() => {
      if (Date.now() < warmEnd) return;
      sampleMemory(server).then(
        (sample) => samples.push(sample),
        (error: Error) => fail(`memory sample: ${error.message}`),
      );
    }, SAMPLE_MS);
    const recording = setTimeout(() => (stats.isRecording = true), WARMUP_MS);
    const progress = setInterval(() => {
      const last = samples.at(-1);
      if (last)
        console.log(
          `  ${((Date.now() - warmEnd) / 1000).toFixed(0)} s: ${stats.commands} commands, RSS ${mb(last.rssMb)}, ` +
            `heap ${mb(last.heapUsedMb)}, ${last.openSockets} sockets, ${stats.boards} boards, ${stats.errors.length} errors; ` +
            `load average ${loadAverage()}`,
        );
    }, 60_000);
    // While the rooms play: the warm baseline just after the warm-up, and the end just before the rooms stop.
    const collected = (async () => {
      await sleep(warmEnd - Date.now());
      const baseline = await afterCollection(server);
      await sleep(end - GC_SAMPLES * GC_SPACING_MS - 5000 - Date.now());
      return { baseline, final: await afterCollection(server) };
    })();
    await Promise.all(rooms.map((room) => room.play(end)));
    const measuredMs = Date.now() - warmEnd;
    stats.isRecording = false;
    clearTimeout(recording);
    clearInterval(progress);
    clearInterval(sampler);
    const { baseline, final } = await collected;

    const first = samples.filter((s) => s.atMs <= warmEnd + WINDOW_MS);
    const last = samples.filter((s) => s.atMs >= end - WINDOW_MS);
    const rssGrowth = final.rssMb / baseline.rssMb - 1;
    const heapGrowth = final.heapUsedMb / baseline.heapUsedMb - 1;
    console.log(
      `\n${stats.commands} commands in ${(measuredMs / 1000).toFixed(0)} s: ${(stats.commands / (measuredMs / 1000)).toFixed(1)} commands/s; ` +
        `ack p50 ${percentile(stats.ackMs, 50).toFixed(1)} ms, p99 ${percentile(stats.ackMs, 99).toFixed(1)} ms; ` +
        `${stats.boards} games finished and ${stats.rematches} rematches joined; errors ${stats.errors.length}; ` +
        `unexpected disconnects ${stats.disconnects}`,
    );
    console.log(
      `server memory after a full GC (median of ${GC_SAMPLES}) just after the warm-up -> near the end: ` +
        `RSS ${mb(baseline.rssMb)} -> ${mb(final.rssMb)} (${pct(rssGrowth)}), ` +
        `heap used ${mb(baseline.heapUsedMb)} -> ${mb(final.heapUsedMb)} (${pct(heapGrowth)})`,
    );
    console.log(
      `without forcing a GC (median of the samples every ${SAMPLE_MS / 1000} s in the first and last ${WINDOW_MS / 1000} s): ` +
        `RSS ${mb(median(first.map((s) => s.rssMb)))} -> ${mb(median(last.map((s) => s.rssMb)))}, ` +
        `heap used ${mb(median(first.map((s) => s.heapUsedMb)))} -> ${mb(median(last.map((s) => s.heapUsedMb)))}; ` +
        `peak RSS ${mb(Math.max(...samples.map((s) => s.rssMb)))}; ` +
        `log lines at warn ${server.warnLines}, at error ${server.errorLines.length}; load average ${loadAverage()}`,
    );
    checks.check(stats.errors.length === 0, `no errors (${stats.errors.length})`);
    checks.check(stats.disconnects === 0, `no unexpected disconnects (${stats.disconnects})`);
    checks.check(stats.commands > 0, `commands were played (${stats.commands})`);
    checks.check(stats.rematches > 0, `games ended and rooms moved to their rematch (${stats.rematches})`);
    checks.check(rssGrowth <= MAX_GROWTH, `resident memory grew at most 10% (${pct(rssGrowth)})`);
    checks.check(heapGrowth <= MAX_GROWTH, `heap grew at most 10% (${pct(heapGrowth)})`);
    checks.check(server.errorLines.length === 0, `no error in the server log (${server.errorLines.length})`);
    for (const line of server.errorLines.slice(0, 5)) console.error(`    ${line}`);
    checks.check(server.child.exitCode === null, 'the server is still running');
  } finally {
    clearInterval(sampler);
    for (const room of rooms) room.close();
    await server.stop();
  }
  checks.finish('soak');
}

await main();
