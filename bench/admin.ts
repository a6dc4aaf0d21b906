// Back-office benchmark: the questions table and the CSV import at the size of a large bank, on the embedded
// database as the product runs it (PGlite on its own thread, in a throw-away data directory).
//
// 1. Seeds 50,000 bilingual questions over 60 categories (mixed difficulty, media, source and review state).
// 2. Times the questions list for the queries an editor makes (50 runs each after 5 warm-ups): p50 and p95.
//    Beside them, in the same run, the reference: a bare `count(*)` and a bare first page of the same table.
// 3. Times the preview (parse + check against the bank) and the import of a 10,000-row CSV.
//
//   npm run bench:admin            (BENCH_QUESTIONS=50000 BENCH_RUNS=50 to change the sizes)
// Aims (issue 9): list p95 under 100 ms; import of 10,000 rows under 10 s. Figures are printed, not asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { IMPORT_COLUMNS } from '../src/shared/contracts/admin-import';
import { questionListQuerySchema, type QuestionListQuery } from '../src/shared/contracts/admin-questions';
import { openDatabase } from '../src/server/db/client';
import { categories, questions } from '../src/server/db/schema';
import {
  importQuestions,
  parseImportFile,
  previewImport,
} from '../src/server/modules/questions/import-questions';
import { listQuestions } from '../src/server/modules/questions/list-questions';
import { questionFolds } from '../src/server/modules/questions/question-folds';

const TOTAL = Number(process.env.BENCH_QUESTIONS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUP = 5;
const CATEGORY_COUNT = 60;
const IMPORT_ROWS = 10_000;
const CHUNK = 1000;

const AR_WORDS = [
  'الصقر',
  'النخلة',
  'اللؤلؤ',
  'الخليج',
  'الإمارات',
  'القهوة',
  'الهيل',
  'البحر',
  'الصحراء',
  'الجمل',
  'المسجد',
  'الكتاب',
  'الشاعر',
  'الفضاء',
  'القمر',
  'الكرة',
  'الملعب',
  'العاصمة',
  'الجزيرة',
  'التاريخ',
  'العلوم',
  'الطعام',
  'المدينة',
  'السوق',
];
const EN_WORDS = [
  'falcon',
  'palm',
  'pearl',
  'gulf',
  'emirates',
  'coffee',
  'cardamom',
  'sea',
  'desert',
  'camel',
  'mosque',
  'book',
  'poet',
  'space',
  'moon',
  'football',
  'stadium',
  'capital',
  'island',
  'history',
  'science',
  'food',
  'city',
  'market',
];
const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
const POINTS = { easy: 200, medium: 400, hard: 600 } as const;
const SOURCES = ['seed', 'admin', 'import', 'ai', 'community'] as const;
const REVIEWS = ['approved', 'approved', 'approved', 'pending', 'rejected'] as const;

/** A deterministic pseudo-random sequence, so two runs seed the same bank. */
let state = 20_261_124;
const random = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const phrase = (words: readonly string[], n: number) =>
  Array.from({ length: n }, () => pick(words)).join(' ');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const ms = (value: number) => value.toFixed(1).padStart(7);

async function time<T>(task: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await task();
  return [performance.now() - started, result];
}

const dataDir = mkdtempSync(join(tmpdir(), 'jawib-bench-admin-'));
const database = await openDatabase({ kind: 'pglite', dataDir });
try {
  await database.migrate();
  const { db } = database;
  console.log(
    `Node ${process.version}, ${availableParallelism()} CPUs, PGlite on a worker thread in ${dataDir}`,
  );

  // 1. Seed.
  const categoryIds: string[] = [];
  const slugs: string[] = [];
  for (let i = 0; i < CATEGORY_COUNT; i++) {
    const slug = `bench-${i}`;
    const [row] = await db
      .insert(categories)
      .values({ slug, nameAr: `فئة ${i}`, nameEn: `Category ${i}` })
      .returning({ id: categories.id });
    categoryIds.push(row!.id);
    slugs.push(slug);
  }
  const [seedMs] = await time(async () => {
    for (let done = 0; done < TOTAL; done += CHUNK) {
      const rows = Array.from({ length: Math.min(CHUNK, TOTAL - done) }, (_, k) => {
        const n = done + k;
        const difficulty = pick(DIFFICULTIES);
        const values = {
          categoryId: categoryIds[n % CATEGORY_COUNT]!,
          bodyAr: `ما ${phrase(AR_WORDS, 6)} رقم ${n}؟`,
          bodyEn: `What ${phrase(EN_WORDS, 6)} number ${n}?`,
          optionsAr: [phrase(AR_WORDS, 2), phrase(AR_WORDS, 2), phrase(AR_WORDS, 2), `${n}`],
          optionsEn: [phrase(EN_WORDS, 2), phrase(EN_WORDS, 2), phrase(EN_WORDS, 2), `${n}`],
          tags: [pick(EN_WORDS)],
          keywords: [pick(EN_WORDS), pick(EN_WORDS)],
        };
        return {
          ...values,
          ...questionFolds(values),
          correctIndex: n % 4,
          difficulty,
          points: POINTS[difficulty],
          imageUrl: n % 7 === 0 ? '/content/images/pictures/camel.svg' : null,
          imageAltAr: n % 7 === 0 ? 'جمل' : null,
          imageAltEn: n % 7 === 0 ? 'A camel' : null,
          source: pick(SOURCES),
          reviewStatus: pick(REVIEWS),
          isActive: random() > 0.1,
        };
      });
      await db.transaction(async (tx) => {
        await tx.insert(questions).values(rows);
      });
    }
  });
  await db.execute(sql`analyze questions`);
  console.log(`seeded ${TOTAL.toLocaleString('en')} questions in ${(seedMs / 1000).toFixed(1)} s`);

  // 2. The list.
  const queries: [string, QuestionListQuery][] = [
    ['first page, newest first', {}],
    ['page 400 (deep)', { page: 400 }],
    ['Arabic search without diacritics', { q: 'اللولو الصحراء' }],
    ['English search', { q: 'falcon pearl' }],
    [
      'search + category + difficulty + active',
      { q: 'القهوه', categoryId: categoryIds[3], difficulty: 'hard', active: 'true' },
    ],
    ['pending review, oldest first', { review: 'pending', order: 'asc' }],
    ['sorted by body (Arabic)', { sort: 'body', order: 'asc' }],
    ['sorted by category (English)', { sort: 'category', lang: 'en' }],
    ['pictures only, 100 a page', { media: 'image', pageSize: 100 }],
    ['search that finds nothing', { q: 'zzzqqq' }],
  ];
  const measure = async (label: string, task: () => Promise<unknown>) => {
    for (let i = 0; i < WARMUP; i++) await task();
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) samples.push((await time(task))[0]);
    samples.sort((a, b) => a - b);
    return { label, p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
  };
  const reference = [
    await measure('reference: select count(*) from questions', () =>
      db.execute(sql`select count(*) from questions`),
    ),
    await measure('reference: first 25 rows by created_at', () =>
      db.execute(sql`select * from questions order by created_at desc limit 25`),
    ),
  ];
  const results = [];
  for (const [label, query] of queries) {
    const parsed = questionListQuerySchema.parse(
      Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    );
    results.push(await measure(label, () => listQuestions(db, parsed)));
  }
  const refP95 = reference[1]!.p95;
  console.log(`\nquestions list, ${RUNS} runs each            p50 ms   p95 ms   p95 / reference`);
  for (const r of [...reference, ...results]) {
    console.log(
      `${r.label.padEnd(42)} ${ms(r.p50)}  ${ms(r.p95)}   ${(r.p95 / refP95).toFixed(1).padStart(5)}`,
    );
  }
  const worst = Math.max(...results.map((r) => r.p95));
  console.log(
    `worst list p95: ${worst.toFixed(1)} ms (aim: under 100 ms): ${worst < 100 ? 'aim met' : 'aim missed'}`,
  );

  // 3. Import.
  const records = Array.from({ length: IMPORT_ROWS }, (_, n) => {
    const difficulty = DIFFICULTIES[n % 3]!;
    return {
      category: slugs[n % CATEGORY_COUNT]!,
      body_ar: `سؤال مستورد ${phrase(AR_WORDS, 5)} رقم ${n}؟`,
      body_en: `Imported ${phrase(EN_WORDS, 5)} question ${n}?`,
      optionA_ar: `أ ${n}`,
      optionA_en: `A ${n}`,
      optionB_ar: `ب ${n}`,
      optionB_en: `B ${n}`,
      optionC_ar: `ج ${n}`,
      optionC_en: `C ${n}`,
      optionD_ar: `د ${n}`,
      optionD_en: `D ${n}`,
      correct_index: String(n % 4),
      difficulty,
      points: String(POINTS[difficulty]),
      tags: 'bench|import',
    };
  });
  const csv = `\uFEFF${Papa.unparse({ fields: [...IMPORT_COLUMNS], data: records.map((r) => IMPORT_COLUMNS.map((c) => r[c])) })}`;
  const [previewMs, preview] = await time(async () => previewImport(db, 'csv', parseImportFile(csv, 'csv')));
  const actor = { id: 'bench', email: 'bench@example.com' };
  const rows = preview.rows.map(({ line, record }) => ({ line, record }));
  const [importMs, imported] = await time(() =>
    importQuestions(db, 'csv', rows, { skipDuplicates: true, actor }),
  );
  console.log(
    `\nCSV of ${IMPORT_ROWS.toLocaleString('en')} rows (${(csv.length / 1024 / 1024).toFixed(1)} MB of text)`,
  );
  console.log(
    `preview (parse + check + repeats in the bank): ${(previewMs / 1000).toFixed(2)} s, ${preview.errorRows} rows with errors`,
  );
  console.log(
    `import (check again + one transaction): ${(importMs / 1000).toFixed(2)} s, ${imported.imported} imported (aim: under 10 s): ${importMs < 10_000 ? 'aim met' : 'aim missed'}`,
  );
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
