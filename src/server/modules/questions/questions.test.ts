import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { IMPORT_COLUMNS } from '../../../shared/contracts/admin-import';
import type { QuestionInput } from '../../../shared/contracts/admin-questions';
import { hostSeenQuestions } from '../../db/game-schema';
import { type AuthTestContext, createAuthTestApp, type TestBrowser } from '../../testing/auth-test-app';
import { multipartFile, TINY_PNG as PNG } from '../../testing/multipart';
import { loadCandidates } from '../games/load-candidates';

const SLOW_TEST_MS = 240_000;
const base = (categoryId: string): QuestionInput => ({
  categoryId,
  type: 'multiple_choice',
  bodyAr: 'في أيِّ عامٍ انتشرَ الإسلامُ في الجزيرة؟',
  bodyEn: 'In which century did Islam spread across Arabia?',
  optionsAr: ['السابع', 'الثامن', 'التاسع', 'العاشر'],
  optionsEn: ['The 7th', 'The 8th', 'The 9th', 'The 10th'],
  correctIndex: 0,
  difficulty: 'medium',
  points: 400,
  tags: ['history'],
  keywords: ['islam'],
  imageUrl: null,
  imageAltAr: null,
  imageAltEn: null,
  video: '',
  videoStart: null,
  videoEnd: null,
  audioUrl: null,
  imageCredit: null,
  note: 'Islam spread across Arabia in the 7th century.',
  isActive: true,
});

function csvOf(rows: Record<string, string>[]): string {
  return Papa.unparse({
    fields: [...IMPORT_COLUMNS],
    data: rows.map((r) => IMPORT_COLUMNS.map((c) => r[c] ?? '')),
  });
}

function csvRow(i: number, category: string): Record<string, string> {
  return {
    category,
    body_ar: `سؤال رقم ${i} عن الصقور في الإمارات`,
    body_en: `Question number ${i} about falcons in the Emirates`,
    optionA_ar: 'أ',
    optionA_en: 'A',
    optionB_ar: 'ب',
    optionB_en: 'B',
    optionC_ar: 'ج',
    optionC_en: 'C',
    optionD_ar: 'د',
    optionD_en: 'D',
    correct_index: String(i % 4),
    difficulty: 'easy',
    points: '200',
    tags: 'falcons|uae',
  };
}

describe('the question bank in the back-office', { timeout: SLOW_TEST_MS }, () => {
  let ctx: AuthTestContext;
  let admin: TestBrowser;
  let moderator: TestBrowser;
  let groupId: string;
  let categoryId: string;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    admin = await ctx.createVerifiedUser('editor@example.ae', { role: 'admin' });
    moderator = await ctx.createVerifiedUser('reviewer@example.ae', { role: 'moderator' });
    const group = await admin.request('POST', '/api/admin/categories', {
      slug: 'history-group',
      parentId: null,
      nameAr: 'التاريخ',
      nameEn: 'History',
      descriptionAr: '',
      descriptionEn: '',
      icon: '📜',
      imageUrl: null,
      sortOrder: 0,
      isActive: true,
    });
    groupId = group.json().id;
    const category = await admin.request('POST', '/api/admin/categories', {
      slug: 'islamic-history-test',
      parentId: groupId,
      nameAr: 'التاريخ الإسلامي',
      nameEn: 'Islamic History',
      descriptionAr: 'وصف',
      descriptionEn: 'About',
      icon: '🕌',
      imageUrl: null,
      sortOrder: 1,
      isActive: true,
    });
    expect(category.statusCode).toBe(201);
    categoryId = category.json().id;
  }, SLOW_TEST_MS);
  afterAll(async () => {
    await ctx.close();
  });

  it('adds a question with a picture and its description, and finds it by an Arabic search without diacritics', async () => {
    const upload = await admin.request(
      'POST',
      '/api/admin/uploads/image',
      ...multipartFile('x.png', 'image/png', PNG),
    );
    expect(upload.statusCode).toBe(201);
    const imageUrl = upload.json().url as string;
    expect(imageUrl).toMatch(/^\/uploads\/questions\/[0-9a-f]{32}\.png$/);
    expect((await ctx.app.inject({ url: imageUrl })).statusCode).toBe(200);

    const created = await admin.request('POST', '/api/admin/questions', {
      ...base(categoryId),
      imageUrl,
      imageAltAr: 'صورة صقر',
      imageAltEn: 'A falcon',
      video: 'https://youtu.be/dQw4w9WgXcQ?t=3',
      videoStart: 5,
      videoEnd: 20,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      videoId: 'dQw4w9WgXcQ',
      source: 'admin',
      reviewStatus: 'approved',
      category: { en: 'Islamic History' },
      parentCategory: { en: 'History' },
    });

    for (const q of ['اسلام', 'الاسلام في الجزيره', 'ISLAM arabia', 'السابع']) {
      const found = await admin.request('GET', `/api/admin/questions?q=${encodeURIComponent(q)}`);
      expect(
        found.json().items.map((i: { id: string }) => i.id),
        q,
      ).toContain(created.json().id);
    }
    const notFound = await admin.request('GET', `/api/admin/questions?q=${encodeURIComponent('قطار')}`);
    expect(notFound.json().total).toBe(0);
    const byParent = await admin.request(
      'GET',
      `/api/admin/questions?categoryId=${groupId}&media=image&difficulty=medium`,
    );
    expect(byParent.json().total).toBe(1);
    const noMedia = await admin.request('GET', `/api/admin/questions?media=none`);
    expect(noMedia.json().total).toBe(0);
  });

  it('explains every wrong field in translated keys and stores nothing', async () => {
    const response = await admin.request('POST', '/api/admin/questions', {
      ...base(categoryId),
      bodyAr: 'English only',
      optionsEn: ['Same', 'same', 'C', 'D'],
      points: 600,
      imageUrl: '/uploads/questions/a.png',
      video: 'https://example.com/watch?v=123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      bodyAr: 'validation.arabicScript',
      optionsEn: 'validation.optionsDistinct',
      points: 'validation.pointsMismatch',
      imageAltAr: 'validation.imageAltRequired',
      video: 'validation.youtubeInvalid',
    });
    const missing = await admin.request('GET', '/api/admin/questions/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const mistyped = await admin.request(
      'POST',
      '/api/admin/uploads/audio',
      ...multipartFile('x.mp3', 'audio/mpeg', PNG),
    );
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.json().error.key).toBe('admin.errors.audioType');
    const huge = await admin.request(
      'POST',
      '/api/admin/uploads/image',
      ...multipartFile('x.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)])),
    );
    expect(huge.statusCode).toBe(413);
  });

  it('edits, deactivates in bulk, and deletes, deactivating a question already played instead', async () => {
    const a = (
      await admin.request('POST', '/api/admin/questions', { ...base(categoryId), bodyEn: 'Edit me please' })
    ).json();
    const b = (
      await admin.request('POST', '/api/admin/questions', {
        ...base(categoryId),
        bodyEn: 'Played before now',
      })
    ).json();
    const edited = await admin.request('PUT', `/api/admin/questions/${a.id}`, {
      ...base(categoryId),
      bodyEn: 'Edited body',
      difficulty: 'hard',
      points: 600,
    });
    expect(edited.json()).toMatchObject({ bodyEn: 'Edited body', difficulty: 'hard' });

    const bulk = await admin.request('POST', '/api/admin/questions/bulk', {
      ids: [a.id, b.id],
      action: 'deactivate',
    });
    expect(bulk.json()).toEqual({ updated: 2 });
    const inactive = await admin.request('GET', `/api/admin/questions?active=false`);
    expect(inactive.json().items.map((i: { id: string }) => i.id)).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );

    await ctx.database.db.insert(hostSeenQuestions).values({ hostKey: 'host-1', questionId: b.id });
    expect((await admin.request('DELETE', `/api/admin/questions/${b.id}`)).json()).toEqual({
      outcome: 'deactivated',
    });
    expect((await admin.request('DELETE', `/api/admin/questions/${a.id}`)).json()).toEqual({
      outcome: 'deleted',
    });
    expect((await admin.request('GET', `/api/admin/questions/${a.id}`)).statusCode).toBe(404);
    expect((await admin.request('GET', `/api/admin/questions/${b.id}`)).json().timesPlayed).toBe(1);

    const activity = await admin.request('GET', '/api/admin/activity?pageSize=100');
    const actions = activity.json().items.map((i: { action: string }) => i.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'question.create',
        'question.update',
        'questions.bulk_deactivate',
        'question.deactivate',
        'question.delete',
      ]),
    );
    const filtered = await admin.request('GET', '/api/admin/activity?action=question.delete');
    expect(filtered.json().items).toHaveLength(1);
    expect(filtered.json().items[0].actorEmail).toBe('editor@example.ae');
  });

  it('refuses to delete a category that has questions', async () => {
    const response = await admin.request('DELETE', `/api/admin/categories/${categoryId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.key).toBe('admin.errors.categoryDeleteFailed');
    const names = await admin.request('POST', '/api/admin/categories', {
      slug: 'no-names',
      parentId: null,
      nameAr: '',
      nameEn: ' ',
      descriptionAr: '',
      descriptionEn: '',
      icon: null,
      imageUrl: null,
      sortOrder: 0,
      isActive: true,
    });
    expect(names.json().error.fields).toEqual({
      nameAr: 'validation.categoryNameRequired',
      nameEn: 'validation.categoryNameRequired',
    });
  });

  it('previews a 10,000-row CSV with exactly its bad rows, then imports it fixed in one transaction for review', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => csvRow(i, 'islamic-history-test'));
    rows[10] = { ...rows[10]!, correct_index: '7' };
    rows[2000] = { ...rows[2000]!, difficulty: 'medium' };
    rows[7777] = { ...rows[7777]!, category: 'no-such-category' };
    rows[9000] = { ...rows[9000]!, body_en: '' };
    const csv = `\uFEFF${csvOf(rows)}\r\n${'x,'.repeat(3)}x`;
    const preview = await admin.request(
      'POST',
      '/api/admin/questions/import/preview',
      ...multipartFile('bank.csv', 'text/csv', Buffer.from(csv)),
    );
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body).toMatchObject({ format: 'csv', total: 10_001, errorRows: 5 });
    const problems = body.rows.filter((r: { errors: unknown[] }) => r.errors.length > 0);
    expect(
      problems.map((r: { line: number; errors: { field: string; key: string }[] }) => [r.line, r.errors[0]]),
    ).toEqual([
      [12, { field: 'correct_index', key: 'validation.correctIndex' }],
      [2002, { field: 'points', key: 'validation.pointsMismatch' }],
      [7779, { field: 'category', key: 'validation.categoryUnknown' }],
      [9002, { field: 'body_en', key: 'validation.required' }],
      [10_002, { field: '_row', key: 'validation.columnCount' }],
    ]);
    expect(body.rows[0].record.body_ar).toBe('سؤال رقم 0 عن الصقور في الإمارات');

    const before = await admin.request('GET', '/api/admin/questions?source=import');
    expect(before.json().total).toBe(0);
    const refused = await admin.request('POST', '/api/admin/questions/import', {
      format: 'csv',
      rows: body.rows.map((r: { line: number; record: unknown }) => ({ line: r.line, record: r.record })),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.key).toBe('admin.errors.importHasErrors');

    const fixed = body.rows
      .filter((r: { line: number }) => r.line !== 10_002)
      .map((r: { line: number; record: Record<string, string> }) => {
        const record = { ...r.record };
        if (r.line === 12) record.correct_index = '2';
        if (r.line === 2002) record.points = '400';
        if (r.line === 7779) record.category = 'Islamic History';
        if (r.line === 9002) record.body_en = 'A fixed English body';
        return { line: r.line, record };
      });

    // A failure in the middle of the write (here a trigger on one row) leaves nothing behind.
    await ctx.database.db.execute(
      sql.raw(`create function fail_on_marked() returns trigger language plpgsql as $$
        begin if new.body_en = 'A fixed English body' then raise exception 'disk full'; end if; return new; end $$`),
    );
    await ctx.database.db.execute(
      sql.raw(
        'create trigger fail_on_marked before insert on questions for each row execute function fail_on_marked()',
      ),
    );
    const failed = await admin.request('POST', '/api/admin/questions/import', { format: 'csv', rows: fixed });
    expect(failed.statusCode).toBe(500);
    expect(failed.json().error.key).toBe('admin.errors.importFailed');
    expect((await admin.request('GET', '/api/admin/questions?source=import')).json().total).toBe(0);
    await ctx.database.db.execute(sql.raw('drop trigger fail_on_marked on questions'));

    const imported = await admin.request('POST', '/api/admin/questions/import', {
      format: 'csv',
      rows: fixed,
    });
    expect(imported.statusCode).toBe(201);
    expect(imported.json()).toEqual({ imported: 10_000, skipped: 0 });
    const pending = await moderator.request('GET', '/api/moderator/review?pageSize=25');
    expect(pending.json().total).toBe(10_000);
    expect(pending.json().items[0]).toMatchObject({ source: 'import', reviewStatus: 'pending' });

    const again = await admin.request(
      'POST',
      '/api/admin/questions/import/preview',
      ...multipartFile('bank.csv', 'text/csv', Buffer.from(csvOf(rows.slice(0, 3)))),
    );
    expect(again.json().duplicateRows).toBe(3);
  });

  it('lets a moderator approve a pending question, which a board can then draw', async () => {
    const pending = (
      await moderator.request('GET', '/api/moderator/review?pageSize=25&sort=createdAt&order=asc')
    ).json();
    const id = pending.items[0].id as string;
    const drawable = async () =>
      (await loadCandidates(ctx.database.db, [categoryId])).get(categoryId)!.some((q) => q.id === id);
    expect(await drawable()).toBe(false);
    const approved = await moderator.request('POST', '/api/moderator/review', {
      ids: [id],
      decision: 'approve',
      note: 'checked',
    });
    expect(approved.json()).toEqual({ updated: 1 });
    expect(await drawable()).toBe(true);
    const question = (await admin.request('GET', `/api/admin/questions/${id}`)).json();
    expect(question).toMatchObject({
      reviewStatus: 'approved',
      reviewedBy: 'reviewer@example.ae',
      reviewNote: 'checked',
    });
    const forbidden = await moderator.request('PUT', '/api/admin/settings', {
      bulkApprovalConfidence: 90,
      topUpBelow: 60,
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('exports the current filter as CSV that imports back, and as JSON with every field', async () => {
    const csv = await admin.request('GET', `/api/admin/questions/export?format=csv&source=admin`);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const text = csv.body.replace(/^\uFEFF/, '');
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual([...IMPORT_COLUMNS]);
    expect(parsed).toHaveLength(1 + 2);
    expect(parsed[1]![0]).toBe('islamic-history-test');
    const json = await admin.request('GET', `/api/admin/questions/export?format=json&source=admin`);
    const items = json.json().questions;
    expect(items[0]).toMatchObject({
      category: 'islamic-history-test',
      imageAltEn: 'A falcon',
      video: 'dQw4w9WgXcQ',
    });
    const preview = await admin.request(
      'POST',
      '/api/admin/questions/import/preview',
      ...multipartFile('q.json', 'application/json', Buffer.from(json.body)),
    );
    expect(preview.json()).toMatchObject({ format: 'json', total: 2, errorRows: 0, duplicateRows: 2 });
  });

  it('keeps settings with their limits and shows the dashboard', async () => {
    expect((await admin.request('GET', '/api/admin/settings')).json()).toEqual({
      bulkApprovalConfidence: 85,
      topUpBelow: 60,
    });
    const bad = await admin.request('PUT', '/api/admin/settings', {
      bulkApprovalConfidence: 20,
      topUpBelow: 60,
    });
    expect(bad.json().error.fields).toEqual({ bulkApprovalConfidence: 'validation.range' });
    const saved = await admin.request('PUT', '/api/admin/settings', {
      bulkApprovalConfidence: 90,
      topUpBelow: 60,
    });
    expect(saved.json().bulkApprovalConfidence).toBe(90);
    const overview = (await admin.request('GET', '/api/admin/overview')).json();
    expect(overview.questions.pendingReview).toBe(9_999);
    expect(overview.needsQuestions.map((c: { nameEn: string }) => c.nameEn)).toContain('Islamic History');
    expect(overview.launchCheck).toEqual(
      expect.arrayContaining([
        { name: 'adminExists', status: 'ok' },
        { name: 'siteUrl', status: 'ok' },
        { name: 'smtp', status: 'ok' },
        { name: 'playableCategories', status: 'missing' },
        { name: 'backups', status: 'unknown' },
      ]),
    );
    expect(overview.recentActivity[0].action).toBe('settings.update');
  });

  it('sorts by category name a page at a time exactly as one sort over every row does', async () => {
    const group = await admin.request('POST', '/api/admin/categories', {
      slug: 'sorting-group',
      parentId: null,
      nameAr: 'مجموعة الترتيب',
      nameEn: 'Sorting group',
      descriptionAr: '',
      descriptionEn: '',
      icon: '🔤',
      imageUrl: null,
      sortOrder: 0,
      isActive: true,
    });
    const sizes: [string, string, number][] = [
      ['Zeta', 'ياء', 12],
      ['Alpha', 'ألف', 11],
      ['Mu', 'ميم', 9],
    ];
    for (const [nameEn, nameAr, n] of sizes) {
      const category = await admin.request('POST', '/api/admin/categories', {
        slug: `sorting-${nameEn.toLowerCase()}`,
        parentId: group.json().id,
        nameAr,
        nameEn,
        descriptionAr: '',
        descriptionEn: '',
        icon: '🔤',
        imageUrl: null,
        sortOrder: 0,
        isActive: true,
      });
      for (let i = 0; i < n; i++) {
        const saved = await admin.request('POST', '/api/admin/questions', {
          ...base(category.json().id),
          bodyEn: `${nameEn} sorting question ${i}`,
          bodyAr: `سؤال ترتيب ${nameAr} ${i}`,
        });
        expect(saved.statusCode).toBe(201);
      }
    }
    const list = (params: string) =>
      admin.request('GET', `/api/admin/questions?categoryId=${group.json().id}&sort=category&${params}`);
    for (const [order, lang] of [
      ['asc', 'en'],
      ['desc', 'en'],
      ['asc', 'ar'],
    ] as const) {
      const whole = (await list(`order=${order}&lang=${lang}&pageSize=100`)).json();
      expect(whole.total).toBe(32);
      const first = (await list(`order=${order}&lang=${lang}&pageSize=25&page=1`)).json();
      const second = (await list(`order=${order}&lang=${lang}&pageSize=25&page=2`)).json();
      const third = (await list(`order=${order}&lang=${lang}&pageSize=25&page=3`)).json();
      expect([first.total, second.total, third.total]).toEqual([32, 32, 32]);
      const paged = [...first.items, ...second.items, ...third.items].map((q: { id: string }) => q.id);
      expect(paged).toEqual(whole.items.map((q: { id: string }) => q.id));
      const names = [...new Set(whole.items.map((q: { category: { en: string } }) => q.category.en))];
      expect(names).toEqual(order === 'asc' ? ['Alpha', 'Mu', 'Zeta'] : ['Zeta', 'Mu', 'Alpha']);
    }
  });
});
