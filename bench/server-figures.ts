// What the load test and the soak share: the production server they start, its memory, figures and checks.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import WebSocket from 'ws';
import { type ProductionServer, startProductionServer } from './production-server.mjs';

/** The bearer token the runs give GET /metrics (the server's heap and open sockets). */
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

export interface ServerUnderTest extends ProductionServer {
  /** Lines the server logged at level error or fatal (pino level 50 and up), and at warn. */
  errorLines: string[];
  warnLines: number;
  /** Runs a full garbage collection in the server (through its inspector); only with `canCollectGarbage`. */
  collectGarbage: () => Promise<void>;
}

/** `npm run build` unless BENCH_SKIP_BUILD=1 (npm test builds once before its load steps). */
export function buildIfNeeded(): void {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  console.log('building (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'ignore' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

/**
 * The production build on the embedded database in a throw-away DATA_DIR. It trusts X-Forwarded-For, as behind
 * the reverse proxy of a real installation, so that each simulated phone or browser has its own address.
 */
export async function startServerUnderTest({ canCollectGarbage = false } = {}): Promise<ServerUnderTest> {
  const errorLines: string[] = [];
  let warnLines = 0;
  let inspectorUrl: string | null = null;
  const server = await startProductionServer({
    // The inspector on loopback, on a free port, of this throw-away server only: the soak asks it for a full GC
    // before its memory samples, so that they compare live memory, not garbage not yet collected.
    nodeArgs: canCollectGarbage ? ['--inspect=127.0.0.1:0'] : [],
    env: {
      NODE_ENV: 'production',
      TRUST_PROXY: 'on',
      METRICS_TOKEN,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      BACKUP_SCHEDULE: 'off',
    },
    onLogLine: (line) => {
      const inspector = /^Debugger listening on (ws:\/\/\S+)/.exec(line);
      if (inspector) inspectorUrl = inspector[1]!;
      if (!line.startsWith('{')) return;
      const level = Number(/"level":(\d+)/.exec(line)?.[1] ?? 0);
      if (level >= 50) errorLines.push(line.slice(0, 2000));
      else if (level >= 40) warnLines += 1;
    },
  });
  return Object.assign(server, {
    errorLines,
    get warnLines() {
      return warnLines;
    },
    collectGarbage: () => {
      if (!inspectorUrl) return Promise.reject(new Error('the server was started without its inspector'));
      return collectGarbageAt(inspectorUrl);
    },
  });
}

/** HeapProfiler.collectGarbage over the Chrome DevTools protocol (a full, blocking mark-compact). */
function collectGarbageAt(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error('the inspector did not answer'));
    }, 30_000);
    socket.on('open', () => socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' })));
    socket.on('message', (data) => {
      if ((JSON.parse(String(data)) as { id?: number }).id !== 1) return;
      clearTimeout(timer);
      socket.close();
      resolve();
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

export interface MemorySample {
  atMs: number;
  rssMb: number;
  heapUsedMb: number;
  openSockets: number;
}

/** Resident memory from /proc (Linux), heap and open sockets from the server's own /metrics. */
export async function sampleMemory(server: ProductionServer): Promise<MemorySample> {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  const response = await fetch(`${server.base}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await response.text();
  const metric = (name: string) =>
    Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  return {
    atMs: Date.now(),
    rssMb: rssKb / 1024,
    heapUsedMb: metric('nodejs_heap_size_used_bytes') / 2 ** 20,
    openSockets: metric('jawib_open_sockets'),
  };
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const median = (values: readonly number[]) => percentile(values, 50);

/** A distinct private address per simulated client (10.0.0.0/8), for the per-address limits. */
export function addressOf(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

export async function http<T>(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; address: string; headers?: Record<string, string> },
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-forwarded-for': options.address,
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** The assertions of a run: each printed as it is judged; the process fails when one does not hold. */
export class Checks {
  private readonly failed: string[] = [];
  private count = 0;

  check(isOk: boolean, what: string): void {
    this.count += 1;
    if (!isOk) this.failed.push(what);
    console.log(`  ${isOk ? 'ok  ' : 'FAIL'} ${what}`);
  }

  /** Prints the verdict and sets the exit code. */
  finish(suite: string): void {
    if (this.failed.length === 0) {
      console.log(`${suite}: ${this.count} checks passed`);
      return;
    }
    console.error(
      `${suite}: ${this.failed.length} of ${this.count} checks failed:\n  ${this.failed.join('\n  ')}`,
    );
    process.exitCode = 1;
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Six playable sub-categories for a board, as the create-game screen offers them. */
export async function boardCategoryIds(base: string): Promise<string[]> {
  const { categories } = await http<{
    categories: { id: string; parentId: string | null; isPlayable: boolean }[];
  }>(base, 'GET', '/api/categories', { address: addressOf(1) });
  return categories
    .filter((category) => category.isPlayable && category.parentId)
    .slice(0, 6)
    .map((category) => category.id);
}
