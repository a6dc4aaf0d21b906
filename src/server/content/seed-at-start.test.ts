import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { acquireDirectoryLock, isProcessAlive } from '../db/directory-lock';
import { isNewDataDirectory, pgliteTemplatePath } from '../db/pglite-template';
import { categories, questions } from '../db/schema';
import { categoryFile, makeContentDir } from '../testing/fixture-content';
import { seedNewDirectory, type SeedProcessTask } from './seed-at-start';

describe('the first start seeds a new embedded database in a process of its own', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'jawib-seed-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates, migrates and seeds the directory, reports broken files, and leaves a database the server opens', async () => {
    const contentDir = makeContentDir([categoryFile('physics', { easy: 2, medium: 2, hard: 2 })]);
    writeFileSync(join(contentDir, 'questions', 'broken.json'), '{"category": {"slug": "broken"}}');
    const dir = join(dataDir, 'pglite');
    expect(isNewDataDirectory(dir)).toBe(true);

    // As the server does: the directory locked, then seeded.
    mkdirSync(dir, { recursive: true });
    const lock = acquireDirectoryLock(dir);
    const report = await seedNewDirectory(dir, pgliteTemplatePath(), contentDir);
    expect(readFileSync(join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(report).toMatchObject({ unchanged: false, skipped: false, questionsInserted: 6 });
    expect(report.problems).toEqual([expect.stringContaining('questions/broken.json')]);
    expect(isNewDataDirectory(dir)).toBe(false);

    // The seed process has closed its PGlite: the server's database thread opens the same directory.
    let called = false;
    const database = await openDatabase({
      kind: 'pglite',
      dataDir,
      onNewDirectory: async () => {
        called = true;
      },
    });
    try {
      expect(called).toBe(false);
      expect(await database.db.select().from(questions)).toHaveLength(6);
      expect((await database.db.select().from(categories)).length).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('ends as soon as the server that started it is killed, even in the middle of the seed', async () => {
    const contentDir = makeContentDir([categoryFile('physics', { easy: 2, medium: 2, hard: 2 })]);
    const dir = join(dataDir, 'orphan');
    const task: SeedProcessTask = { dataDir: dir, template: pgliteTemplatePath(), contentDir };
    // A stand-in for the server: it locks the directory, starts the seed process, says its pid, and waits.
    const server = join(dataDir, 'server.mts');
    const module = (path: string) => JSON.stringify(new URL(path, import.meta.url).href);
    writeFileSync(
      server,
      `import { mkdirSync } from 'node:fs';\n` +
        `import { acquireDirectoryLock } from ${module('../db/directory-lock.ts')};\n` +
        `import { forkModule } from ${module('../db/start-worker.ts')};\n` +
        `mkdirSync(${JSON.stringify(dir)}, { recursive: true });\n` +
        `acquireDirectoryLock(${JSON.stringify(dir)});\n` +
        `const child = forkModule(${module('./seed-at-start.ts')}, 'seed-worker', [${JSON.stringify(JSON.stringify(task))}]);\n` +
        `console.log(child.pid);\nsetInterval(() => {}, 1000);\n`,
    );
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
    const parent = spawn(process.execPath, ['--import', tsx, server], { stdio: ['ignore', 'pipe', 'inherit'] });
    const seedPid = Number(await new Promise<string>((resolve) => parent.stdout.once('data', (data) => resolve(String(data)))));
    // Killed once the seed process has begun to fill the directory (the template's copy is there).
    while (!existsSync(join(dir, 'PG_VERSION'))) await new Promise((resolve) => setTimeout(resolve, 10));
    // The lock names the seed process beside the server: a server started now would not open the directory.
    expect(readFileSync(join(dir, '.lock'), 'utf8')).toBe(`${parent.pid} ${seedPid}`);
    parent.kill('SIGKILL');
    const killedAt = Date.now();
    while (isProcessAlive(seedPid) && Date.now() - killedAt < 20_000) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(isProcessAlive(seedPid)).toBe(false);
    // Both have ended: the next server takes the lock over.
    acquireDirectoryLock(dir).release();
    // It stopped before its seed was committed: the bank is empty (the next start seeds it).
    const { PGlite } = await import('@electric-sql/pglite');
    const left = await PGlite.create(dir);
    try {
      const found = await left.query<{ name: string | null }>(`select to_regclass('public.questions')::text as name`);
      const count = found.rows[0]?.name
        ? (await left.query<{ n: number }>('select count(*)::int as n from questions')).rows[0]?.n
        : 0;
      expect(count).toBe(0);
    } finally {
      await left.close();
    }
  }, 60_000);

});
