import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { MIGRATIONS_DIR } from '../paths';

/**
 * A migrated, empty PGlite data directory, made once per set of migrations and kept in the temporary folder:
 * creating a PGlite takes seconds, opening a copy of a prepared one a fraction of that.
 */
async function preparedPglite(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    const path = join(MIGRATIONS_DIR, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(path));
  }
  const file = join(tmpdir(), `jawib-test-pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  if (!existsSync(file)) {
    const handle = await openDatabase({ kind: 'pglite' });
    await handle.migrate();
    const dump = await handle.dumpDataDir!();
    await handle.close();
    // Two test workers may make it at once: each writes its own file and the rename is atomic.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: 'pglite', loadDataDir: await preparedPglite() });
    await handle.migrate();
    return handle;
  }
  const { Client } = await import('pg');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await dropWhenFree(cleanup, name);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** 55006: the database is still being accessed (a pool's last connections are still saying goodbye). */
const IN_USE = '55006';

/**
 * Drops the test database once the pool's connections have gone. The pool's end resolves before its sockets have
 * closed; dropping WITH (FORCE) at once would end those sessions with an error their clients raise as uncaught.
 * After 5 s of waiting, force it.
 */
async function dropWhenFree(client: Client, name: string): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    try {
      await client.query(`drop database if exists ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== IN_USE || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await client.query(`drop database if exists ${name} with (force)`);
}
