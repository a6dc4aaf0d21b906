import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './paths';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function startServer(dataDir: string, port: number): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'jawib-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('migrates, seeds, serves, refuses a second process on its data directory, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const first = startServer(dataDir, port);
    let health: Response | undefined;
    // The first start migrates and seeds the whole bank (about 3,000 questions) before it listens.
    for (let i = 0; i < 600 && !health?.ok; i++) {
      await new Promise((r) => setTimeout(r, 200));
      health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    }
    expect(health?.ok, first.output()).toBe(true);
    const { categories } = await (await fetch(`http://127.0.0.1:${port}/api/categories`)).json();
    expect(categories.length).toBeGreaterThan(36);

    const second = startServer(dataDir, await freePort());
    expect(await exitOf(second.child)).toBe(1);
    expect(second.output()).toMatch(/already open in process/);

    first.child.kill('SIGTERM');
    expect(await exitOf(first.child)).toBe(0);
    expect(existsSync(join(dataDir, 'pglite', '.lock'))).toBe(false);
  }, 180_000);
});
