import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { isConnectionError } from './errors';
import { openTestDatabase } from '../testing/test-database';

/** Ends every session of the handle's database but the caller's, as a PostgreSQL restart does. */
async function terminateSessions(handle: DatabaseHandle): Promise<number> {
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: handle.url });
  await admin.connect();
  try {
    const result = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

// Found by the crash suite: PostgreSQL restarted under a running server ended the process.
describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL connections ended by the server', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase();
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('drops an idle connection the server ended, without ending the process, and connects again', async () => {
    await handle.ping(); // one idle connection in the pool
    expect(await terminateSessions(handle)).toBeGreaterThan(0);
    // The idle connection's error arrives as an event of the pool (uncaught, it would end the process).
    await new Promise((resolve) => setTimeout(resolve, 300));
    await handle.ping();
  });

  it('tells a query whose connection was ended apart from a wrong query', async () => {
    const sleeping = handle.db.execute(sql`select pg_sleep(10)`).then(
      () => null,
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await terminateSessions(handle);
    expect(isConnectionError(await sleeping)).toBe(true);
    const wrong = await handle.db.execute(sql`select * from no_such_table`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isConnectionError(wrong)).toBe(false);
    await handle.ping();
  });
});
