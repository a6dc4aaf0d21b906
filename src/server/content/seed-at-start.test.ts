import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { isNewDataDirectory, pgliteTemplatePath } from '../db/pglite-template';
import { categories, questions } from '../db/schema';
import { categoryFile, makeContentDir } from '../testing/fixture-content';
import { seedNewDirectory } from './seed-at-start';

describe('the first start seeds a new embedded database on a thread of its own', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'jawib-seed-thread-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates, migrates and seeds the directory, reports broken files, and leaves a database the server opens', async () => {
    const contentDir = makeContentDir([categoryFile('physics', { easy: 2, medium: 2, hard: 2 })]);
    writeFileSync(join(contentDir, 'questions', 'broken.json'), '{"category": {"slug": "broken"}}');
    const dir = join(dataDir, 'pglite');
    expect(isNewDataDirectory(dir)).toBe(true);

    const report = await seedNewDirectory(dir, pgliteTemplatePath(), contentDir);
    expect(report).toMatchObject({ unchanged: false, skipped: false, questionsInserted: 6 });
    expect(report.problems).toEqual([expect.stringContaining('questions/broken.json')]);
    expect(isNewDataDirectory(dir)).toBe(false);

    // The seed thread has closed its PGlite: the server's database thread opens the same directory.
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

});
