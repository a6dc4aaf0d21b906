/**
 * The first start's seed process (seed-at-start.ts, `seedNewDirectory`): creates the data directory, runs the
 * migrations and the seed on its own PGlite, closes it and ends. Sends a `SeedProcessMessage` to the server.
 */
import type { Database } from '../db/client';
import { joinDirectoryLock } from '../db/directory-lock';
import { forQueryLayer } from '../db/pglite-parsers';
import { openPgliteDataDir } from '../db/pglite-template';
import { MIGRATIONS_DIR } from '../paths';
import { migrateAndSeed, type SeedProcessMessage, type SeedProcessTask } from './seed-at-start';

// The server holds the directory's lock: once it has ended (even by kill -9) this process must not go on, as a new
// server may open the directory. Its IPC channel closes, which is seen while this process waits; the seed's
// queries run one after another without waiting, so each first checks that its parent is still the server.
const serverPid = process.ppid;
const onServerGone = () => process.exit(1);
process.on('disconnect', onServerGone);
const exitIfServerGone = () => {
  if (process.ppid !== serverPid) onServerGone();
};

const { dataDir, template, contentDir } = JSON.parse(process.argv[2] ?? '{}') as SeedProcessTask;
// Named in the directory's lock beside the server: a server started after this one's was killed waits for it.
joinDirectoryLock(dataDir);
const { drizzle } = await import('drizzle-orm/pglite');
const { migrate } = await import('drizzle-orm/pglite/migrator');
const schema = await import('../db/schema');
const pglite = await openPgliteDataDir(dataDir, template);
let message: SeedProcessMessage;
try {
  const db = drizzle({ client: forQueryLayer(pglite, exitIfServerGone), schema });
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
process.send!(message, () => {
  process.off('disconnect', onServerGone);
  process.disconnect();
});
