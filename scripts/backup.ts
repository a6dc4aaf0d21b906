// Writes a backup of the database and uploads: npm run backup  (DATA_DIR/backups, or BACKUP_DIR)
// With PostgreSQL it runs pg_dump; with the embedded database it opens it, or, when a running server holds it,
// asks that server (SIGUSR2) and waits for the new file.
import { join, resolve } from 'node:path';
import { loadConfig } from '../src/server/config';
import { DirectoryLockedError } from '../src/server/db/directory-lock';
import { openDatabase } from '../src/server/db/client';
import { listBackups } from '../src/server/modules/backups/backup-files';
import { createBackup } from '../src/server/modules/backups/create-backup';

const config = loadConfig();
const dataDir = resolve(config.DATA_DIR);
const backupDir = resolve(config.BACKUP_DIR ?? join(dataDir, 'backups'));
const uploadDir = join(dataDir, 'uploads');
const options = { uploadDir, backupDir, retentionDays: config.BACKUP_RETENTION_DAYS };

async function viaRunningServer(pid: number): Promise<string> {
  const before = new Set(listBackups(backupDir).map((file) => file.name));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 5 * 60_000;
  while (Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 250));
    const fresh = listBackups(backupDir).find((file) => !before.has(file.name));
    if (fresh) return fresh.path;
  }
  throw new Error(`the server (process ${pid}) wrote no backup within 5 minutes: see its log`);
}

async function main(): Promise<void> {
  let database;
  try {
    database = await openDatabase(
      config.DATABASE_URL
        ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 1 }
        : { kind: 'pglite', dataDir },
    );
  } catch (error) {
    if (!(error instanceof DirectoryLockedError)) throw error;
    console.log(`backup written by the running server: ${await viaRunningServer(error.pid)}`);
    return;
  }
  try {
    const file = await createBackup({ database, ...options });
    console.log(`backup written: ${file.path} (${file.bytes} bytes)`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
