import { randomBytes } from 'node:crypto';
import type { Client } from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: 'pglite' });
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
