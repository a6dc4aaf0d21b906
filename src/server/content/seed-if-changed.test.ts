import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { questions } from '../db/schema';
import { categoryFile, makeContentDir, readContentFile, writeContentFile } from '../testing/fixture-content';
import { openTestDatabase } from '../testing/test-database';
import { contentFingerprint, seedContentIfChanged } from './seed-if-changed';

describe('seeding at start-up only when the content folder changed', () => {
  let database: DatabaseHandle;
  let dir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    dir = makeContentDir([categoryFile('physics', { easy: 3, medium: 3, hard: 3 })]);
  });
  afterAll(async () => {
    await database.close();
  });

  it('seeds the first time, then skips without reading while the files are unchanged', async () => {
    const first = await seedContentIfChanged(database.db, dir);
    expect(first).toMatchObject({ unchanged: false, skipped: false, questionsInserted: 9, problems: [] });
    const second = await seedContentIfChanged(database.db, dir);
    expect(second).toMatchObject({ unchanged: true, skipped: true, questionsInserted: 0 });
    expect(await database.db.select().from(questions)).toHaveLength(9);
  });

  it('reads the folder again when a file is touched, and the content hash still skips identical files', async () => {
    const before = contentFingerprint(dir);
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dir, 'parents.json'), later, later);
    expect(contentFingerprint(dir)).not.toBe(before);
    const report = await seedContentIfChanged(database.db, dir);
    expect(report).toMatchObject({ unchanged: false, skipped: true });
    expect((await seedContentIfChanged(database.db, dir)).unchanged).toBe(true);
  });

  it('seeds an edited file, and keeps reading a folder with a broken file so it is reported at every start', async () => {
    const file = readContentFile(dir, 'physics');
    file.questions[0]!.body.en = 'A changed question?';
    writeContentFile(dir, file);
    expect(await seedContentIfChanged(database.db, dir)).toMatchObject({ unchanged: false, questionsUpdated: 1 });

    writeFileSync(join(dir, 'questions', 'broken.json'), '{"category": {"slug": "broken"}}');
    const broken = await seedContentIfChanged(database.db, dir);
    expect(broken.unchanged).toBe(false);
    expect(broken.problems).toEqual([expect.stringContaining('questions/broken.json')]);
    expect((await seedContentIfChanged(database.db, dir)).problems).toHaveLength(1);
  });
});
