// Starts the production build (`npm run build` first) on a free loopback port, for the benchmarks.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200; resolves with the milliseconds it took, or rejects after `timeoutMs`. */
export async function waitForOk(url, timeoutMs = 120_000) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return performance.now() - started;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Runs `dist/server/main.js` on `dataDir` (a throw-away one when not given) and waits for /api/health.
 * Resolves with its address, the process, the start-up time and a `stop` that also removes a throw-away directory.
 * With `onLogLine`, each line the server writes (its JSON log) is passed to it instead of being dropped or shown.
 * `nodeArgs` go to node before the script (e.g. --inspect=127.0.0.1:0).
 */
export async function startProductionServer({ dataDir, env = {}, onLogLine, nodeArgs = [] } = {}) {
  const port = await freePort();
  const ownDir = !dataDir;
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'jawib-bench-'));
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'warn', ...env },
    stdio: onLogLine ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'ignore', 'inherit'],
  });
  if (onLogLine) {
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) if (line.trim()) onLogLine(line);
      });
    }
  }
  const base = `http://127.0.0.1:${port}`;
  const startMs = await waitForOk(`${base}/api/health`);
  return {
    base,
    child,
    dataDir: dir,
    startMs,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.on('exit', r));
      if (ownDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
