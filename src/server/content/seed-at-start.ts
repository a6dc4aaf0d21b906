import type { DatabaseHandle } from '../db/client';
import { reclaimDirectoryLock } from '../db/directory-lock';
import { forkModule } from '../db/start-worker';
import { type SeedIfChangedReport, seedContentIfChanged } from './seed-if-changed';

/** Start-up's migrations and seed (seed-if-changed.ts decides whether the content folder is read). */
export async function migrateAndSeed(
  database: Pick<DatabaseHandle, 'db' | 'migrate'>,
  contentDir: string,
): Promise<SeedIfChangedReport> {
  await database.migrate();
  return seedContentIfChanged(database.db, contentDir);
}

/** What the seed process sends before it ends: its report, or its failure. */
export type SeedProcessMessage =
  | { ok: true; report: SeedIfChangedReport }
  | { ok: false; error: { message: string; stack?: string } };

/** What the seed process is given, as its one argument (JSON). */
export type SeedProcessTask = { dataDir: string; template: string; contentDir: string };

/**
 * The first start on the embedded database (a data directory without a database, locked by the caller): a process
 * of its own (seed-worker.ts) creates the directory, opens PGlite there, runs the migrations and the seed, closes
 * PGlite and ends, before the database thread opens the directory. Everything it allocated goes back to the system
 * when it exits; a thread left its allocator arenas mapped in the server for the server's whole life
 * (docs/decisions/023). The seed is still one transaction; a failure rejects (and the start fails, as before). The
 * process ends soon after this one does (its IPC channel closes, and each query first checks its parent), and until
 * it has ended the directory's lock names it, so that a server started meanwhile does not open the directory.
 */
export function seedNewDirectory(dataDir: string, template: string, contentDir: string): Promise<SeedIfChangedReport> {
  const task: SeedProcessTask = { dataDir, template, contentDir };
  const child = forkModule(import.meta.url, 'seed-worker', [JSON.stringify(task)]);
  return new Promise((resolve, reject) => {
    let message: SeedProcessMessage | undefined;
    child.on('message', (received: SeedProcessMessage) => (message = received));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      reclaimDirectoryLock(dataDir);
      if (message?.ok) resolve(message.report);
      else if (message) reject(Object.assign(new Error(message.error.message), message.error));
      else reject(new Error(`seed process exited (${signal ?? code})`));
    });
  });
}
