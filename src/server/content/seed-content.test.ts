import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { appMeta, categories, pages, questions } from '../db/schema';
import { CONTENT_DIR } from '../paths';
import { categoryFile, makeContentDir, readContentFile, writeContentFile } from '../testing/fixture-content';
import { openTestDatabase } from '../testing/test-database';
import { loadContent, openContent } from './load-content';
import { seedContent } from './seed-content';

describe('seeding the question bank', () => {
  let database: DatabaseHandle;
  let dir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    dir = makeContentDir([categoryFile('physics', { easy: 3, medium: 3, hard: 3 })]);
  });
  afterAll(async () => {
    await database.close();
  });

  it('loads parents, categories, questions and pages on the first start', async () => {
    const report = await seedContent(database.db, loadContent(dir));
    expect(report).toMatchObject({ skipped: false, categoriesInserted: 2, questionsInserted: 9 });
    const [physics] = await database.db.select().from(categories).where(eq(categories.slug, 'physics'));
    const [science] = await database.db.select().from(categories).where(eq(categories.slug, 'science'));
    expect(physics?.parentId).toBe(science?.id);
    expect(await database.db.select().from(pages)).toHaveLength(1);
  });

  it('does nothing on a second start with the same files', async () => {
    const report = await seedContent(database.db, loadContent(dir));
    expect(report.skipped).toBe(true);
    expect(await database.db.select().from(questions)).toHaveLength(9);
  });

  it('updates a changed question but never one an admin has edited', async () => {
    const [first] = await database.db.select().from(questions).where(eq(questions.seedKey, 'physics-001'));
    await database.db
      .update(questions)
      .set({ bodyEn: 'Edited by an admin?', adminEdited: true })
      .where(eq(questions.seedKey, 'physics-001'));

    const file = readContentFile(dir, 'physics');
    file.questions[0]!.body.en = 'Changed in the file?';
    file.questions[1]!.body.en = 'Also changed in the file?';
    writeContentFile(dir, file);

    const report = await seedContent(database.db, loadContent(dir));
    expect(report).toMatchObject({ skipped: false, questionsInserted: 0, questionsUpdated: 1 });
    const [edited] = await database.db.select().from(questions).where(eq(questions.seedKey, 'physics-001'));
    const [changed] = await database.db.select().from(questions).where(eq(questions.seedKey, 'physics-002'));
    expect(edited?.bodyEn).toBe('Edited by an admin?');
    expect(edited?.id).toBe(first?.id);
    expect(changed?.bodyEn).toBe('Also changed in the file?');
  });

  it('adds new questions from the files and keeps the rest', async () => {
    writeContentFile(dir, categoryFile('chemistry', { easy: 2, medium: 2, hard: 2 }));
    const report = await seedContent(database.db, loadContent(dir));
    expect(report).toMatchObject({ categoriesInserted: 1, questionsInserted: 6 });
    expect(await database.db.select().from(questions)).toHaveLength(15);
  });

  it('seeds an open question with its accepted answers as options and correctIndex 0', async () => {
    const file = categoryFile('capitals-open', { easy: 1, medium: 0, hard: 0 });
    file.questions.push({
      id: 'capitals-open-002',
      type: 'open',
      difficulty: 'medium',
      points: 400,
      body: { ar: 'ما عاصمة سلطنة عُمان؟', en: 'What is the capital of Oman?' },
      answers: { ar: ['مسقط', 'مسكت'], en: ['Muscat', 'Masqat'] },
      tags: ['capitals'],
      keywords: ['Oman'],
      note: 'Muscat is the capital of Oman.',
    });
    writeContentFile(dir, file);
    const report = await seedContent(database.db, loadContent(dir));
    expect(report).toMatchObject({ categoriesInserted: 1, questionsInserted: 2 });
    const [open] = await database.db.select().from(questions).where(eq(questions.seedKey, 'capitals-open-002'));
    expect(open).toMatchObject({
      type: 'open',
      optionsAr: ['مسقط', 'مسكت'],
      optionsEn: ['Muscat', 'Masqat'],
      correctIndex: 0,
      difficulty: 'medium',
      points: 400,
      reviewStatus: 'approved',
    });
    const [choice] = await database.db.select().from(questions).where(eq(questions.seedKey, 'capitals-open-001'));
    expect(choice?.type).toBe('multiple_choice');

    // A changed answer list reaches the database like any other change.
    const changed = readContentFile(dir, 'capitals-open');
    const edited = changed.questions[1]!;
    if (edited.type !== 'open') throw new Error('expected the open question');
    edited.answers.en.push('Maskat');
    writeContentFile(dir, changed);
    expect(await seedContent(database.db, loadContent(dir))).toMatchObject({ questionsUpdated: 1 });
    const [updated] = await database.db.select().from(questions).where(eq(questions.seedKey, 'capitals-open-002'));
    expect(updated?.optionsEn).toEqual(['Muscat', 'Masqat', 'Maskat']);
  });

  it('refuses an open question without answers and a choice question without options', () => {
    const file = categoryFile('broken', { easy: 1, medium: 0, hard: 0 });
    const [first] = file.questions;
    const broken = { ...first!, type: 'open' };
    const brokenDir = makeContentDir([{ ...file, questions: [broken as never] }]);
    const { problems } = loadContent(brokenDir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('questions/broken.json');
    expect(problems[0]).toContain('answers');
  });

  it('accepts every file of the real question bank', () => {
    const content = loadContent(CONTENT_DIR);
    expect(content.problems).toEqual([]);
    expect(content.files.length).toBeGreaterThan(0);
  });
});

describe('the seed reads the question files one at a time', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('hashes the whole folder at once but parses each question file only when the seed reaches it', () => {
    const dir = makeContentDir([
      categoryFile('algebra', { easy: 1, medium: 1, hard: 1 }),
      categoryFile('botany', { easy: 1, medium: 1, hard: 1 }),
    ]);
    const whole = loadContent(dir);
    const opened = openContent(dir);
    expect(opened.hash).toBe(whole.hash);
    // Nothing of the question files is held yet: a file broken now is found when the iteration reaches it.
    writeFileSync(join(dir, 'questions', 'botany.json'), '{"category": {}}');
    expect(opened.problems).toEqual([]);
    const files = opened.files[Symbol.iterator]();
    expect(files.next().value?.category.slug).toBe('algebra');
    expect(opened.problems).toEqual([]);
    expect(files.next().done).toBe(true);
    expect(opened.problems).toEqual([expect.stringContaining('questions/botany.json')]);
  });

  it('writes nothing when a file fails to be read part way through (one transaction)', async () => {
    const content = openContent(makeContentDir([categoryFile('geology', { easy: 2, medium: 2, hard: 2 })]));
    const first = [...content.files];
    function* failing() {
      yield* first;
      throw new Error('disk read failed');
    }
    await expect(seedContent(database.db, { ...content, files: failing() })).rejects.toThrow('disk read failed');
    expect(await database.db.select().from(questions)).toEqual([]);
    expect(await database.db.select().from(categories)).toEqual([]);
    expect(await database.db.select().from(appMeta)).toEqual([]);

    // The next start seeds it whole.
    const report = await seedContent(database.db, { ...content, files: first });
    expect(report).toMatchObject({ skipped: false, categoriesInserted: 2, questionsInserted: 6 });
  });
});
