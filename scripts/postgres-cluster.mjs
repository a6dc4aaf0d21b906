// A throw-away PostgreSQL cluster on loopback, from Debian's binaries: used by scripts/with-postgres.mjs and by the
// crash suite, which stops and starts its own cluster under a running server.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest /usr/lib/postgresql/<version>/bin with initdb and pg_ctl, or null. */
export function findPostgresBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * initdb and start a cluster in a new temporary folder (durability settings off: tests only). PostgreSQL refuses to
 * run as root, so as root it runs as the postgres system user.
 */
export async function startPostgresCluster(bin) {
  const isRoot = process.getuid?.() === 0;
  const run = (args) => {
    const [file, rest] = isRoot ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)];
    return execFileSync(file, rest, { stdio: ['ignore', 'pipe', 'pipe'] });
  };
  const dir = mkdtempSync(join(tmpdir(), 'jawib-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const pgCtl = join(bin, 'pg_ctl');
  const start = () =>
    run([
      pgCtl,
      '-D',
      dataDir,
      '-l',
      join(dir, 'server.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off`,
      '-w',
      'start',
    ]);
  const stop = (mode = 'fast') => run([pgCtl, '-D', dataDir, '-m', mode, '-w', 'stop']);
  try {
    run([join(bin, 'initdb'), '-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
    start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => void start(),
    stop: (mode) => void stop(mode),
    /** Stops it (if running) and deletes its folder. */
    remove: () => {
      try {
        stop('fast');
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
