// Runs a command against a throw-away PostgreSQL server on loopback, started from Debian's binaries.
// Usage: node scripts/with-postgres.mjs <command> [args...]  (the command gets TEST_DATABASE_URL)
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function findBinDir() {
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

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

const bin = findBinDir();
if (!bin) {
  const message =
    'SKIPPED: PostgreSQL server binaries not found under /usr/lib/postgresql (install the Debian package "postgresql").';
  if (process.env.REQUIRE_POSTGRES === '1') {
    console.error(message.replace('SKIPPED', 'FAILED'));
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}

// PostgreSQL refuses to run as root; use the postgres system user then.
const isRoot = process.getuid?.() === 0;
const asUser = (args) => (isRoot ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)]);
const run = (args, options = {}) => {
  const [file, rest] = asUser(args);
  return execFileSync(file, rest, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
};

const dir = mkdtempSync(join(tmpdir(), 'jawib-pg-'));
chmodSync(dir, 0o777);
const dataDir = join(dir, 'data');
const port = await freePort();
let exitCode = 1;
try {
  run([join(bin, 'initdb'), '-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  run([
    join(bin, 'pg_ctl'),
    '-D',
    dataDir,
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off`,
    '-w',
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL ${bin.split('/').at(-2)} started on 127.0.0.1:${port}`);
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
    shell: process.platform === 'win32',
  });
  exitCode = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error('PostgreSQL could not be started:', error.stderr?.toString() || error.message);
} finally {
  const [file, rest] = asUser([join(bin, 'pg_ctl'), '-D', dataDir, '-m', 'fast', '-w', 'stop']);
  spawnSync(file, rest, { stdio: 'ignore' });
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
