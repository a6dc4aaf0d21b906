import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase } from '../../db/client';
import { contactSubmissions, settings } from '../../db/schema';
import { openTestDatabase } from '../../testing/test-database';
import { getAdminOverview } from '../admin/get-admin-overview';
import { backupName, listBackups } from './backup-files';
import { createBackup, pruneBackups } from './create-backup';
import { restoreBackup, type RestoreTarget } from './restore-backup';

const isPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Every row of every table (public and drizzle schemas), in a stable order: "the data, exactly". */
async function snapshot(db: Database): Promise<Record<string, string>> {
  const tables = (
    (await db.execute(
      sql`select table_schema || '.' || table_name as name from information_schema.tables
          where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows: { name: string }[] }
  ).rows.map((row) => row.name);
  const out: Record<string, string> = {};
  for (const table of tables) {
    const result = (await db.execute(
      sql.raw(`select coalesce(json_agg(t order by t::text), '[]')::text as data from ${table} t`),
    )) as unknown as { rows: { data: string }[] };
    out[table] = result.rows[0]!.data;
  }
  return out;
}

/** The uploads folder as path -> content. */
function filesOf(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    out[full.slice(dir.length)] = readFileSync(full).toString('base64');
  }
  return out;
}

describe(`backup and restore (${isPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  const root = mkdtempSync(join(tmpdir(), 'jawib-backup-test-'));
  const dataDir = join(root, 'data');
  const uploadDir = join(dataDir, 'uploads');
  const backupDir = join(root, 'backups');
  let testHandle: DatabaseHandle | undefined;
  let database: DatabaseHandle;
  let target: RestoreTarget;

  const open = async () =>
    testHandle
      ? openDatabase({ kind: 'postgres', url: testHandle.url!, poolSize: 2 })
      : openDatabase({ kind: 'pglite', dataDir });

  beforeAll(async () => {
    if (isPostgres) testHandle = await openTestDatabase();
    database = await open();
    await database.migrate();
    target = testHandle
      ? { kind: 'postgres', url: testHandle.url!, uploadDir }
      : { kind: 'pglite', dataDir, uploadDir };
    mkdirSync(join(uploadDir, 'avatars'), { recursive: true });
  }, 120_000);
  afterAll(async () => {
    await database.close();
    await testHandle?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('backs up, and after changes a restore brings back exactly the data and uploads of the backup', async () => {
    const { db } = database;
    await db.insert(contactSubmissions).values([
      { name: 'سارة', email: 'sara@example.com', subject: 'Hello', message: 'أهلًا', status: 'pending' },
      {
        name: 'Omar',
        email: 'omar@example.com',
        subject: 'Bug',
        message: 'x'.repeat(3000),
        status: 'pending',
      },
    ]);
    await db.insert(settings).values({ key: 'backup-test', value: { nested: ['a', 1, true] } });
    writeFileSync(join(uploadDir, 'avatars', 'a.webp'), Buffer.from([1, 2, 3, 4]));
    const before = await snapshot(db);
    const uploadsBefore = filesOf(uploadDir);

    const file = await createBackup({ database, uploadDir, backupDir });
    expect(file.name).toMatch(/^jawib-backup-\d{8}T\d{6}Z\.tar\.gz$/);
    expect(file.bytes).toBeGreaterThan(100);

    // Change things: new, edited and deleted rows; a changed and a new upload.
    await db.insert(contactSubmissions).values({
      name: 'Later',
      email: 'later@example.com',
      subject: 'After',
      message: 'after the backup',
      status: 'pending',
    });
    await db.execute(sql`update contact_submissions set status = 'resolved' where name = 'Omar'`);
    await db.execute(sql`delete from settings where key = 'backup-test'`);
    writeFileSync(join(uploadDir, 'avatars', 'a.webp'), Buffer.from([9, 9]));
    writeFileSync(join(uploadDir, 'avatars', 'b.webp'), Buffer.from([5]));
    expect(await snapshot(db)).not.toEqual(before);

    if (target.kind === 'pglite') {
      // The server holds the embedded database: restore refuses to run under it.
      await expect(restoreBackup(file.path, target)).rejects.toThrow(/already open/);
    }
    await database.close();
    const manifest = await restoreBackup(file.path, target);
    expect(manifest.kind).toBe(database.kind);
    database = await open();
    const after = await snapshot(database.db);
    expect(Object.keys(after).length).toBeGreaterThan(10);
    expect(after).toEqual(before);
    expect(filesOf(uploadDir)).toEqual(uploadsBefore);
    console.log(
      `backup/restore: ${Object.keys(before).length} tables, ${file.bytes} bytes, restored exactly (${database.kind})`,
    );
  }, 120_000);

  it('keeps backups for the retention period (always the newest) and the launch check shows the last one', async () => {
    const now = new Date();
    mkdirSync(backupDir, { recursive: true });
    const old = (days: number) => join(backupDir, backupName(new Date(now.getTime() - days * 86_400_000)));
    writeFileSync(old(30), 'old');
    writeFileSync(old(20), 'old');
    writeFileSync(old(3), 'recent');
    expect(pruneBackups(backupDir, 14, now)).toBe(2);
    expect(listBackups(backupDir)).toHaveLength(2);

    const overview = await getAdminOverview(database.db, { isAuthSecretKept: true, backupDir });
    const check = overview.launchCheck.find((item) => item.name === 'backups');
    expect(check?.status).toBe('ok');
    expect(check?.at).toBe(listBackups(backupDir)[0]!.createdAt.toISOString());
    const empty = await getAdminOverview(database.db, {
      isAuthSecretKept: true,
      backupDir: join(root, 'none'),
    });
    expect(empty.launchCheck.find((item) => item.name === 'backups')).toMatchObject({
      status: 'missing',
      at: null,
    });
  });
});
