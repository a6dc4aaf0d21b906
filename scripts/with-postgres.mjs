// Runs a command against a throw-away PostgreSQL server on loopback, started from Debian's binaries.
// Usage: node scripts/with-postgres.mjs <command> [args...]  (the command gets TEST_DATABASE_URL)
import { spawn } from 'node:child_process';
import { findPostgresBinDir, startPostgresCluster } from './postgres-cluster.mjs';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

const bin = findPostgresBinDir();
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

let exitCode = 1;
let cluster;
try {
  cluster = await startPostgresCluster(bin);
  console.log(`PostgreSQL ${bin.split('/').at(-2)} started on 127.0.0.1:${cluster.port}`);
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: cluster.url },
    shell: process.platform === 'win32',
  });
  // Stopped with its process group (npm test after another step failed): the command gets the signal too, and the
  // server is removed once it has ended.
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  exitCode = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error('PostgreSQL could not be started:', error.stderr?.toString() || error.message);
} finally {
  cluster?.remove();
}
process.exit(exitCode);
