import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { acquireDirectoryLock, type DirectoryLock } from './directory-lock';
import { forQueryLayer, useTextTimes } from './pglite-parsers';
import { asPglite, openPgliteThread } from './pglite-thread';
import { isNewDataDirectory, pgliteTemplatePath } from './pglite-template';
import * as gameSchema from './game-schema';
import * as communitySchema from './community-schema';
import * as jobsSchema from './jobs-schema';
import * as opsSchema from './ops-schema';
import * as baseSchema from './schema';
import * as soloSchema from './solo-schema';

const schema = {
  ...baseSchema,
  ...gameSchema,
  ...jobsSchema,
  ...communitySchema,
  ...opsSchema,
  ...soloSchema,
};

export type Schema = typeof schema;
/** The one database type the services use, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection string (a second pool can open the same database). */
  url?: string;
  /** Runs `select 1`; throws when the database cannot answer. */
  ping: () => Promise<void>;
  migrate: () => Promise<void>;
  /**
   * Runs `task` while no other process runs its own (migrations and the seed at start): a PostgreSQL advisory lock
   * when several processes share the database; PGlite's directory lock already keeps it to one process.
   */
  exclusive: <T>(task: () => Promise<T>) => Promise<T>;
  /** PGlite's whole data directory as a gzipped tarball (to open copies of it quickly; backups). */
  dumpDataDir?: () => Promise<Blob>;
  close: () => Promise<void>;
};

/** The advisory lock key for start-up work (any constant shared by every process of this app). */
const STARTUP_LOCK_KEY = 7_341_902_611;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * `dataDir: undefined` opens an in-memory database (tests), empty or a copy of `loadDataDir` (a tarball from
   * `dumpDataDir`).
   */
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob;
      /**
       * Runs before the database thread opens a data directory that holds no database yet, with the directory
       * locked: it may create and fill it first (on its own thread, content/seed-at-start.ts).
       */
      onNewDirectory?: (dir: string, template: string) => Promise<void>;
    };

/** Opens PGlite in a data directory (guarded against a second process) or a PostgreSQL pool. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') return openPostgres(options.url, options.poolSize);
  return openPglite(options.dataDir, options.loadDataDir, options.onNewDirectory);
}

async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool: Pool = new Pool({ connectionString: url, max: poolSize });
  // An idle connection ended by the server (a restart, a failover) is an 'error' event of the pool: without a
  // listener it would end the process. The pool drops that connection and opens a new one when next needed.
  pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
  const db = drizzle(pool, { schema });
  // Every caller of close waits for the same end (the app and a test may both close it).
  let closing: Promise<void> | null = null;
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    url,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
    exclusive: async (task) => {
      // The lock belongs to one session, so it is taken and released on one connection of the pool.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await task();
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        connection.release();
      }
    },
    close: () => (closing ??= pool.end()),
  };
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir?: Blob,
  onNewDirectory?: (dir: string, template: string) => Promise<void>,
): Promise<DatabaseHandle> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let lock: DirectoryLock | undefined;
  let client: { query: (sql: string) => Promise<unknown>; close: () => Promise<void> };
  let driver: PGlite;
  let dumpDataDir: () => Promise<Blob>;
  if (dataDir) {
    // A data directory is the running product: the database gets its own thread (pglite-thread.ts).
    const dir = resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    lock = acquireDirectoryLock(dir);
    try {
      const template = pgliteTemplatePath();
      if (onNewDirectory && isNewDataDirectory(dir)) await onNewDirectory(dir, template);
      const thread = await openPgliteThread(dir, { template });
      client = thread;
      driver = asPglite(thread);
      dumpDataDir = () => thread.dump();
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const memory = useTextTimes(
      await PGlite.create({ extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) }),
    );
    client = memory;
    driver = forQueryLayer(memory);
    dumpDataDir = () => memory.dumpDataDir('gzip');
  }
  const db = drizzle({ client: driver, schema });
  let closing: Promise<void> | null = null;
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: async () => {
      if (closing) throw new Error('database is closed');
      await client.query('select 1');
    },
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
    exclusive: (task) => task(),
    dumpDataDir,
    close: () => (closing ??= client.close().then(() => lock?.release())),
  };
}
