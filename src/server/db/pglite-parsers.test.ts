import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forQueryLayer, useTextTimes } from './pglite-parsers';

describe('PGlite as the query layer sees it', () => {
  let pglite: PGlite;
  const sent: (QueryOptions | undefined)[] = [];

  beforeAll(async () => {
    pglite = useTextTimes(await PGlite.create());
    const query = pglite.query.bind(pglite);
    // Records what reaches PGlite, to see that no per-query parsers do.
    pglite.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
      sent.push(options);
      return query(text, params, options);
    }) as PGlite['query'];
    await pglite.exec(`create table t (id int primary key, at timestamptz not null, day date not null)`);
  });
  afterAll(() => pglite.close());

  it('gives dates and times as text without sending parsers with any query, also inside a transaction', async () => {
    const db = drizzle({ client: forQueryLayer(pglite) });
    await db.execute(sql`insert into t values (1, '2026-11-28T10:00:00Z', '2026-11-28')`);
    const rows = await db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (2, '2026-11-29T10:00:00Z', '2026-11-29')`);
      return tx.execute(
        sql`select id, at, day, array[at] as ats, interval '1 day' as span from t order by id`,
      );
    });
    expect(rows.rows).toEqual([
      {
        id: 1,
        at: '2026-11-28 10:00:00+00',
        day: '2026-11-28',
        ats: '{"2026-11-28 10:00:00+00"}',
        span: '1 day',
      },
      {
        id: 2,
        at: '2026-11-29 10:00:00+00',
        day: '2026-11-29',
        ats: '{"2026-11-29 10:00:00+00"}',
        span: '1 day',
      },
    ]);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((options) => options?.parsers === undefined)).toBe(true);
  });

  it('keeps the row mode the query layer asks for', async () => {
    const db = drizzle({ client: forQueryLayer(pglite) });
    const [row] = await db
      .select({ id: sql<number>`id`, at: sql<string>`at` })
      .from(sql`t`)
      .where(sql`id = 1`);
    expect(row).toEqual({ id: 1, at: '2026-11-28 10:00:00+00' });
  });
});
