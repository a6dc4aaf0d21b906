/** Test helpers for the scale-out path: a throw-away Redis, a scratch PostgreSQL database, real server processes. */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import { PROJECT_ROOT } from '../paths';

/** How long a process may take to answer its health check (migrations and the question bank on first start). */
const START_TIMEOUT_MS = 40_000;
/** main.ts forces its exit after 10 s; a little more before killing it. */
const STOP_TIMEOUT_MS = 12_000;
/** The last lines a process printed, shown when it fails. */
const KEPT_LINES = 60;

/** The redis-server binary on PATH (or Debian's), or null. */
export function findRedisServer(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/bin', '/usr/sbin'].filter(Boolean);
  return dirs.map((dir) => join(dir, 'redis-server')).find((file) => existsSync(file)) ?? null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A child process with its recent output kept for failure messages. */
class Child {
  readonly lines: string[] = [];
  readonly exited: Promise<number | null>;

  constructor(
    readonly name: string,
    readonly process: ChildProcess,
  ) {
    const keep = (chunk: Buffer) => {
      this.lines.push(...chunk.toString().split('\n').filter(Boolean));
      this.lines.splice(0, Math.max(0, this.lines.length - KEPT_LINES));
    };
    process.stdout?.on('data', keep);
    process.stderr?.on('data', keep);
    this.exited = new Promise((resolve) => process.once('exit', (code) => resolve(code)));
  }

  get isRunning(): boolean {
    return this.process.exitCode === null && this.process.signalCode === null;
  }

  failure(message: string): Error {
    return new Error(`${this.name}: ${message}\n${this.lines.join('\n')}`);
  }

  /** Resolves once `check` holds, polling; rejects when the process ends first or time runs out. */
  async until(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.isRunning) throw this.failure(`exited with ${this.process.exitCode} before ${what}`);
      if (await check().catch(() => false)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw this.failure(`no ${what} after ${timeoutMs} ms`);
  }

  /** SIGKILL, as a crash or the out-of-memory killer would; resolves once it has ended. */
  async kill(): Promise<void> {
    if (this.isRunning) this.process.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM, then SIGKILL if it has not ended in time; resolves with the exit code (null when killed). */
  async stop(): Promise<number | null> {
    if (!this.isRunning) return this.process.exitCode;
    this.process.kill('SIGTERM');
    const timer = setTimeout(() => this.process.kill('SIGKILL'), STOP_TIMEOUT_MS);
    const code = await this.exited;
    clearTimeout(timer);
    return code;
  }
}

export interface RedisServer {
  url: string;
  stop: () => Promise<void>;
  /** Starts it again on the same port (after stop). */
  start: () => Promise<void>;
}

/** redis-server on a free loopback port, in memory only (no snapshot, no append-only file), in `dir`. */
export async function startRedis(binary: string, dir: string): Promise<RedisServer> {
  const port = await freePort();
  let child = await spawnRedis(binary, dir, port);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => void (await child.stop()),
    start: async () => {
      child = await spawnRedis(binary, dir, port);
    },
  };
}

async function spawnRedis(binary: string, dir: string, port: number): Promise<Child> {
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    dir,
  ];
  const child = new Child('redis-server', spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] }));
  await child.until(
    async () => child.lines.some((line) => line.includes('Ready to accept connections')),
    'readiness',
    10_000,
  );
  return child;
}

export interface ScratchDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** A new, empty database on the PostgreSQL server of `serverUrl`; the servers under test migrate it. */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const { Client } = await import('pg');
  const name = `scale_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

export interface ServerProcess {
  url: string;
  port: number;
  /** Resolves once a line of its log matches `pattern`; rejects if it exits first. */
  untilLogged: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
  /** Ends it as a process manager would (SIGTERM); resolves with its exit code. */
  stop: () => Promise<number | null>;
  /** SIGKILL (kill -9): no shutdown handler runs; resolves once the process has ended. */
  kill: () => Promise<void>;
  readonly isRunning: boolean;
  /** Its last lines of output (for failure messages). */
  readonly output: string;
}

export interface ServerProcessOptions {
  /** Listen on this port (a restart keeps its clients' address); a free one by default. */
  port?: number;
  /** A server bundle from buildServer (starts faster); the TypeScript sources through tsx by default. */
  entry?: string;
  /** How long it may take to answer its health check (START_TIMEOUT_MS by default). */
  startTimeoutMs?: number;
}

/**
 * Bundles the server with scripts/build-server.mjs into `outdir` (relative to the project root, two folders below
 * it, as paths.ts expects) and returns the path of its main.js.
 */
export function buildServer(outdir: string): string {
  execFileSync(process.execPath, [join('scripts', 'build-server.mjs'), outdir], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return join(PROJECT_ROOT, outdir, 'main.js');
}

/**
 * src/server/main.ts in its own Node process (TypeScript through tsx), as production runs it: its own port, its
 * own Socket.IO server and Redis connections. `env` is its whole configuration; nothing else is inherited.
 */
export async function startServerProcess(
  name: string,
  env: Record<string, string>,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const args = options.entry ? [options.entry] : ['--import', 'tsx', join('src', 'server', 'main.ts')];
  const child = new Child(
    name,
    spawn(process.execPath, args, {
      cwd: PROJECT_ROOT,
      env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  try {
    await child.until(
      async () => (await fetch(`${url}/api/health`)).ok,
      'answer on /api/health',
      options.startTimeoutMs ?? START_TIMEOUT_MS,
    );
  } catch (error) {
    await child.stop();
    throw error;
  }
  return {
    url,
    port,
    untilLogged: (pattern, timeoutMs = 10_000) =>
      child.until(
        async () => child.lines.some((line) => pattern.test(line)),
        `a log line ${pattern}`,
        timeoutMs,
      ),
    stop: () => child.stop(),
    kill: () => child.kill(),
    get isRunning() {
      return child.isRunning;
    },
    get output() {
      return child.lines.join('\n');
    },
  };
}
