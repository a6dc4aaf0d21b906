import type { DatabaseHandle } from '../db/client';
import { startWorker } from '../db/start-worker';
import { type SeedIfChangedReport, seedContentIfChanged } from './seed-if-changed';

/** Start-up's migrations and seed (seed-if-changed.ts decides whether the content folder is read). */
export async function migrateAndSeed(
  database: Pick<DatabaseHandle, 'db' | 'migrate'>,
  contentDir: string,
): Promise<SeedIfChangedReport> {
  await database.migrate();
  return seedContentIfChanged(database.db, contentDir);
}

/** What the seed thread posts before it ends: its report, or its failure. */
export type SeedThreadMessage =
  | { ok: true; report: SeedIfChangedReport }
  | { ok: false; error: { message: string; stack?: string } };

/**
 * The first start on the embedded database (a data directory without a database, locked by the caller): a thread
 * of its own (seed-worker.ts) creates the directory, opens PGlite there, runs the migrations and the seed, closes
 * PGlite and ends, before the database thread opens the directory. Its PGlite, JavaScript heap and allocations end
 * with it, where migrating and seeding through the database thread left the server holding them for its whole life
 * (docs/decisions/023). The seed is still one transaction; a failure rejects (and the start fails, as before).
 */
export function seedNewDirectory(dataDir: string, template: string, contentDir: string): Promise<SeedIfChangedReport> {
  const worker = startWorker(import.meta.url, 'seed-worker', { workerData: { dataDir, template, contentDir } });
  return new Promise((resolve, reject) => {
    let message: SeedThreadMessage | undefined;
    worker.on('message', (received: SeedThreadMessage) => (message = received));
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (message?.ok) resolve(message.report);
      else if (message) reject(Object.assign(new Error(message.error.message), message.error));
      else reject(new Error(`seed thread exited (${code})`));
    });
  });
}
