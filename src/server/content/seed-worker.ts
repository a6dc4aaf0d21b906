/**
 * The first start's seed thread (seed-at-start.ts, `seedNewDirectory`): creates the data directory, runs the
 * migrations and the seed on its own PGlite, closes it and ends. Posts a `SeedThreadMessage`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Database } from '../db/client';
import { forQueryLayer } from '../db/pglite-parsers';
import { openPgliteDataDir } from '../db/pglite-template';
import { MIGRATIONS_DIR } from '../paths';
import { migrateAndSeed, type SeedThreadMessage } from './seed-at-start';

const { dataDir, template, contentDir } = workerData as { dataDir: string; template: string; contentDir: string };
const { drizzle } = await import('drizzle-orm/pglite');
const { migrate } = await import('drizzle-orm/pglite/migrator');
const schema = await import('../db/schema');
const pglite = await openPgliteDataDir(dataDir, template);
let message: SeedThreadMessage;
try {
  const db = drizzle({ client: forQueryLayer(pglite), schema });
  const database = {
    db: db as unknown as Database,
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
  };
  message = { ok: true, report: await migrateAndSeed(database, contentDir) };
} catch (error) {
  const { message: text, stack } = error instanceof Error ? error : { message: String(error), stack: undefined };
  message = { ok: false, error: { message: text, ...(stack ? { stack } : {}) } };
} finally {
  await pglite.close();
}
parentPort!.postMessage(message);
