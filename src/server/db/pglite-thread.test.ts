import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteThread, type PgliteThread } from './pglite-thread';
import { makePgliteTemplate } from './pglite-template';

describe('PGlite on its own thread', () => {
  let dir: string;
  let thread: PgliteThread;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pglite-thread-'));
    thread = await openPgliteThread(dir);
    await thread.query('create table items (id int primary key, name text not null, at timestamptz)');
  });
  afterAll(async () => {
    await thread.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers queries with parameters, in object or array rows, and dates as text for the query layer', async () => {
    await thread.query('insert into items values ($1, $2, $3)', [1, 'تمر', '2026-11-21T10:00:00Z']);
    const objects = await thread.query<{ id: number; name: string; at: string }>('select * from items');
    expect(objects.rows).toEqual([{ id: 1, name: 'تمر', at: expect.stringMatching(/^2026-11-21 10:00:00/) }]);
    const arrays = await thread.query('select id, name from items', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'تمر']]);
  });

  it('commits a transaction, and rolls one back when its work throws', async () => {
    await thread.transaction(async (tx) => {
      await tx.query('insert into items (id, name) values (2, $1)', ['commit']);
    });
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('insert into items (id, name) values (3, $1)', ['rolled back']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await thread.query<{ id: number }>('select id from items order by id');
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it('passes the database error on with its fields (code, constraint)', async () => {
    const error = await thread
      .query('insert into items (id, name) values (1, $1)', ['again'])
      .catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'items_pkey' });
    // A failed statement inside a transaction rolls the whole of it back.
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('insert into items (id, name) values (4, $1)', ['first']);
        await tx.query('insert into items (id, name) values (1, $1)', ['duplicate']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const { rows } = await thread.query('select id from items where id = 4');
    expect(rows).toEqual([]);
  });

  it('keeps many concurrent queries apart and in their own answers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => thread.query<{ n: number }>('select $1::int as n', [i])),
    );
    expect(answers.map((answer) => answer.rows[0]!.n)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });
});

describe('a new data directory made from the build template', () => {
  const root = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const template = join(root, 'template');
  let templateId: string;
  const systemId = async (thread: PgliteThread) =>
    String(
      (await thread.query<{ id: string }>('select system_identifier::text as id from pg_control_system()'))
        .rows[0]!.id,
    );

  beforeAll(async () => {
    await makePgliteTemplate(template);
    // The template is an ordinary closed cluster; its identifier is initdb's, random for each initdb.
    const reader = await openPgliteThread(template);
    templateId = await systemId(reader);
    await reader.close();
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is a copy of the template (not a new initdb), and is opened as an existing database afterwards', async () => {
    const dir = join(root, 'new');
    const thread = await openPgliteThread(dir, { template });
    expect(await systemId(thread)).toBe(templateId);
    await thread.query('create table kept (n int)');
    await thread.query('insert into kept values (1)');
    expect(existsSync(join(dir, '.creating'))).toBe(false);

    // Opened again later: the data stays, nothing is copied again.
    await thread.close();
    const again = await openPgliteThread(dir, { template });
    expect((await again.query('select n from kept')).rows).toEqual([{ n: 1 }]);
    await again.close();
  });

  it('starts a creation cut short again from the beginning, keeping the directory lock', async () => {
    const dir = join(root, 'interrupted');
    // What a kill during the copy leaves: the marker, part of a cluster and the directory lock.
    mkdirSync(join(dir, 'base'), { recursive: true });
    writeFileSync(join(dir, 'PG_VERSION'), '17\n');
    writeFileSync(join(dir, '.creating'), '');
    writeFileSync(join(dir, '.lock'), String(process.pid));
    writeFileSync(join(dir, 'half-written'), 'x');
    const thread = await openPgliteThread(dir, { template });
    expect(await systemId(thread)).toBe(templateId);
    await thread.close();
    expect(readdirSync(dir)).toContain('.lock');
    expect(readdirSync(dir)).not.toContain('half-written');
    expect(readdirSync(dir)).not.toContain('.creating');
  });
});
