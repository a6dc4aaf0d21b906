import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiServices, startAiServices } from '../../../../tests/loopback/ai-services.mjs';
import type { GenerationRun } from '../../../shared/contracts/ai-studio';
import { questions } from '../../db/schema';
import { type AuthTestContext, createAuthTestApp, type TestBrowser } from '../../testing/auth-test-app';

const SLOW_TEST_MS = 240_000;

describe('the AI studio', { timeout: SLOW_TEST_MS }, () => {
  let ai: AiServices;
  let ctx: AuthTestContext;
  let admin: TestBrowser;
  let categoryId: string;
  let secondCategoryId: string;

  const category = async (slug: string, parentId: string | null) => {
    const response = await admin.request('POST', '/api/admin/categories', {
      slug,
      parentId,
      nameAr: `فئة ${slug}`,
      nameEn: `Category ${slug}`,
      descriptionAr: '',
      descriptionEn: 'Numbers and sums',
      icon: '🔢',
      imageUrl: null,
      sortOrder: 0,
      isActive: true,
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  };

  /** Polls a run until it has finished (the job runner carries it out in the background). */
  const waitForRun = async (runId: string): Promise<GenerationRun> => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const run = (await admin.request('GET', `/api/ai-studio/runs/${runId}`)).json() as GenerationRun;
      if (run.status === 'completed' || run.status === 'failed') return run;
      if (Date.now() > deadline) throw new Error(`run ${runId} still ${run.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const generate = (body: object) => admin.request('POST', '/api/ai-studio/generate', body);
  const aiQuestions = (categoryIdOf: string) =>
    ctx.database.db.select().from(questions).where(eq(questions.categoryId, categoryIdOf));

  beforeAll(async () => {
    ai = await startAiServices();
    ctx = await createAuthTestApp({
      ADMIN_EMAILS: 'studio@example.ae',
      AI_BASE_URL: ai.modelUrl,
      AI_API_KEY: 'sk-loopback',
      AI_MODEL: 'loopback-model',
      COMMONS_API_URL: ai.commonsUrl,
      YOUTUBE_API_URL: ai.youtubeUrl,
      YOUTUBE_API_KEY: ai.youtubeKey,
    });
    admin = await ctx.createVerifiedUser('studio@example.ae', { role: 'admin' });
    const group = await category('numbers-group', null);
    categoryId = await category('sums', group);
    secondCategoryId = await category('more-sums', group);
  }, SLOW_TEST_MS);
  afterAll(async () => {
    await ctx?.close();
    await ai?.close();
  });

  it('is only for admins on the allow-list, in the words of SPEC.md', async () => {
    const anonymous = await ctx.browser().request('POST', '/api/ai-studio/generate', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.key).toBe('admin.ai.errors.notAuthorized');
    const user = await ctx.createVerifiedUser('player@example.ae');
    const asUser = await user.request('GET', '/api/ai-studio/status');
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().error.key).toBe('admin.ai.errors.adminRequired');
    // An admin by role whose address is not on ADMIN_EMAILS is refused too.
    const otherAdmin = await ctx.createVerifiedUser('other-admin@example.ae', { role: 'admin' });
    expect((await otherAdmin.request('GET', '/api/ai-studio/status')).statusCode).toBe(403);
    const status = await admin.request('GET', '/api/ai-studio/status');
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      hasModel: true,
      model: 'loopback-model',
      bulkApprovalConfidence: 85,
    });
  });

  it('checks the form: a topic of 5 characters, 1 to 5 categories, a media type, a count of 10, 20, 36 or 50', async () => {
    const good = { topic: 'Sums of numbers', categoryIds: [categoryId], media: ['image'], count: 10 };
    const cases: [object, string, string][] = [
      [{ ...good, topic: 'Sum' }, 'topic', 'validation.topicTooShort'],
      [{ ...good, media: [] }, 'media', 'validation.mediaRequired'],
      [{ ...good, categoryIds: [] }, 'categoryIds', 'validation.categoriesRange'],
      [{ ...good, count: 12 }, 'count', 'validation.invalid'],
    ];
    for (const [body, field, key] of cases) {
      const response = await generate(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[field]).toBe(key);
    }
  });

  it('generates 10 questions with pictures: checked, fact-checked, credited and pending review', async () => {
    const started = await generate({
      topic: 'Adding two numbers',
      categoryIds: [categoryId],
      media: ['image'],
      count: 10,
    });
    expect(started.statusCode).toBe(202);
    const run = await waitForRun(started.json().runId);
    expect(run).toMatchObject({
      status: 'completed',
      newQuestions: 10,
      questionsRejected: 0,
      categoriesProcessed: 1,
    });
    expect(run.categories[0]).toMatchObject({ status: 'completed', generated: 10 });

    const rows = await aiQuestions(categoryId);
    expect(rows).toHaveLength(10);
    const mix = { easy: 0, medium: 0, hard: 0 };
    for (const row of rows) mix[row.difficulty] += 1;
    expect(mix).toEqual({ easy: 4, medium: 4, hard: 2 });
    for (const row of rows) {
      expect(row).toMatchObject({ source: 'ai', reviewStatus: 'pending', isActive: true });
      expect(row.imageUrl).toMatch(/^\/uploads\/questions\/[0-9a-f]+\.png$/);
      expect(row.imageAltEn).toBe('A coloured wooden abacus');
      // The non-commercial picture the search also found was passed over.
      expect(row.imageCredit).toMatchObject({ license: 'CC BY-SA 4.0', author: 'Example Photographer' });
      expect(row.aiMeta?.factCheck).toEqual({ answeredIndex: row.correctIndex, agrees: true });
      expect(row.note).toMatch(/plus .* equals/);
    }
    expect(rows.map((r) => r.aiConfidence).sort()).toEqual([0.8, ...Array(9).fill(0.92)]);
    const image = await ctx.browser().request('GET', rows[0]!.imageUrl!);
    expect(image.statusCode).toBe(200);

    // Structured output was asked for, with the key and the model of the configuration.
    const first = ai.requests.find((r) => r.path === '/v1/chat/completions');
    expect(first?.auth).toBe('Bearer sk-loopback');
    expect(first?.body).toMatchObject({ model: 'loopback-model', response_format: { type: 'json_schema' } });
  });

  it('rejects what the model gets wrong, with the reason, and stores nothing half-made', async () => {
    const good = {
      bodyAr: 'ما عاصمة دولة الإمارات؟',
      bodyEn: 'What is the capital of the UAE?',
      optionsAr: ['أبوظبي', 'دبي', 'الشارقة', 'العين'],
      optionsEn: ['Abu Dhabi', 'Dubai', 'Sharjah', 'Al Ain'],
      correctIndex: 0,
      difficulty: 'easy',
      tags: ['uae'],
      keywords: ['capital'],
      mediaSearchTerm: 'Abu Dhabi skyline',
      mediaDescriptionAr: 'أفق مدينة',
      mediaDescriptionEn: 'A city skyline',
      fact: 'Abu Dhabi is the capital of the UAE.',
      confidence: 95,
    };
    const englishInArabic = {
      ...good,
      bodyAr: 'Which emirate is the largest?',
      bodyEn: 'Which emirate is the largest?',
    };
    const missingOptions = { ...good, bodyEn: 'Broken', optionsEn: ['Abu Dhabi'] };
    ai.queue({ content: JSON.stringify({ questions: [good, englishInArabic, missingOptions] }) });
    const mixed = await waitForRun(
      (
        await generate({
          topic: 'The emirates',
          categoryIds: [secondCategoryId],
          media: ['image'],
          count: 10,
        })
      ).json().runId,
    );
    expect(mixed).toMatchObject({ status: 'completed', newQuestions: 1, questionsRejected: 2 });
    expect(mixed.rejections.map((r) => r.reason).sort()).toEqual([
      'admin.ai.errors.invalidResponse',
      'admin.ai.rejected.notArabic',
    ]);
    expect(await aiQuestions(secondCategoryId)).toHaveLength(1);

    const failures: [object, string][] = [
      [{ content: '{"questions": [ {"bodyAr": ' }, 'admin.ai.errors.invalidResponse'],
      [{ content: '' }, 'admin.ai.errors.noData'],
      [
        { status: 429, body: { error: { message: 'Rate limit reached', type: 'requests' } } },
        'errors.rateLimited',
      ],
      [{ status: 500 }, 'admin.ai.errors.noData'],
    ];
    for (const [reply, key] of failures) {
      ai.queue(reply);
      const run = await waitForRun(
        (
          await generate({
            topic: 'The emirates',
            categoryIds: [secondCategoryId],
            media: ['video'],
            count: 10,
          })
        ).json().runId,
      );
      expect(run).toMatchObject({ status: 'failed', error: key, newQuestions: 0 });
      expect(run.categories[0]).toMatchObject({ status: 'failed', error: key });
    }
    expect(await aiQuestions(secondCategoryId)).toHaveLength(1);
  });

  it('bulk-approves the pending questions at or above the threshold, and leaves the others', async () => {
    const response = await admin.request('POST', '/api/moderator/review/approve-confident', {
      minConfidence: 85,
    });
    expect(response.statusCode).toBe(200);
    const rows = await aiQuestions(categoryId);
    expect(rows.filter((r) => r.reviewStatus === 'approved')).toHaveLength(9);
    expect(rows.find((r) => r.reviewStatus === 'pending')?.aiConfidence).toBeCloseTo(0.8);
  });

  it('searches Commons and YouTube, and keeps a chosen picture with its credit', async () => {
    const images = await admin.request('GET', '/api/ai-studio/media/images?q=falcon');
    expect(images.statusCode).toBe(200);
    expect(images.json().items).toHaveLength(1);
    const [found] = images.json().items;
    expect(found.credit).toMatchObject({ source: 'commons', license: 'CC BY-SA 4.0' });
    const kept = await admin.request('POST', '/api/ai-studio/media/images', {
      url: found.url,
      credit: found.credit,
    });
    expect(kept.statusCode).toBe(201);
    expect(kept.json().url).toMatch(/^\/uploads\/questions\//);
    // Only Commons' own file host (here the loopback API's) is fetched.
    const elsewhere = await admin.request('POST', '/api/ai-studio/media/images', {
      url: 'http://169.254.169.254/latest/meta-data',
      credit: found.credit,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect((await admin.request('GET', '/api/ai-studio/media/images?q=x')).json().error.fields.q).toBe(
      'validation.searchTermRequired',
    );

    const videos = await admin.request('GET', '/api/ai-studio/media/videos?q=falconry');
    expect(videos.json().items[0]).toMatchObject({ videoId: 'abcDEF12345', channel: 'Loopback Channel' });
    const quota = await admin.request('GET', '/api/ai-studio/media/videos?q=quota');
    expect(quota.statusCode).toBe(429);
    expect(quota.json().error.key).toBe('errors.rateLimited');
  });

  it('makes questions from the built-in country data, true by construction, in the exact mix', async () => {
    const response = await admin.request('POST', '/api/ai-studio/builtin', {
      categoryId: secondCategoryId,
      count: 20,
    });
    expect(response.statusCode).toBe(201);
    const run = await waitForRun(response.json().runId);
    expect(run).toMatchObject({ kind: 'builtin', status: 'completed', newQuestions: 20 });
    const rows = (await aiQuestions(secondCategoryId)).filter((r) => r.aiMeta?.runId === run.id);
    const mix = { easy: 0, medium: 0, hard: 0 };
    for (const row of rows) mix[row.difficulty] += 1;
    expect(mix).toEqual({ easy: 8, medium: 7, hard: 5 });
    // Each question says which data makes it true (the generator's own tests check the facts against it).
    for (const row of rows) expect(row.note).toMatch(/world-countries|flag-icons/);
    expect(new Set(rows.map((r) => r.tags[1])).size).toBeGreaterThan(1);
    for (const row of rows.filter((r) => r.imageUrl)) {
      expect(row.imageUrl).toMatch(/^\/content\/images\/flags\/[a-z]{2}\.svg$/);
    }
  });

  it('tops up the sub-categories under the level, on demand and on a schedule', async () => {
    const settings = (await admin.request('GET', '/api/admin/settings')).json();
    await admin.request('PUT', '/api/admin/settings', { ...settings, topUpBelow: 12 });
    const started = await admin.request('POST', '/api/ai-studio/topup');
    expect(started.statusCode).toBe(202);
    const run = await waitForRun(started.json().runId);
    expect(run.kind).toBe('topup');
    expect(run.status).toBe('completed');
    // 'sums' has 9 approved questions, so it gets 3; 'more-sums' has none approved, so it gets 10.
    expect(run.categories.map((c) => [c.nameEn, c.generated]).sort()).toEqual([
      ['Category more-sums', 10],
      ['Category sums', 3],
    ]);

    const schedule = await admin.request('PUT', '/api/ai-studio/topup/schedule', { cadence: 'weekly' });
    expect(schedule.json().cadence).toBe('weekly');
    const next = new Date(schedule.json().nextRunAt).getTime();
    expect(next - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    expect((await admin.request('GET', '/api/ai-studio/topup/schedule')).json().cadence).toBe('weekly');
  });

  it('refuses a question with markup in any of its texts, with its own reason, and keeps plain symbols', async () => {
    const plain = {
      bodyAr: 'أيّ العبارتين صحيحة: ٣ < ٥ & ٥ > ٣؟',
      bodyEn: 'Which is true: 3 < 5 & 5 > 3?',
      optionsAr: ['كلتاهما', 'الأولى', 'الثانية', 'لا شيء'],
      optionsEn: ['Both', 'The first', 'The second', 'Neither'],
      correctIndex: 0,
      difficulty: 'easy',
      tags: ['R&B'],
      keywords: ['less < more'],
      mediaSearchTerm: 'comparison signs',
      mediaDescriptionAr: 'إشارتا أصغر وأكبر',
      mediaDescriptionEn: 'The signs < and >',
      fact: 'Both statements compare 3 and 5 correctly.',
      confidence: 95,
    };
    // One text at a time: the nine other fields each carry a kind of markup a model might write.
    const marked: [string, (q: typeof plain) => object][] = [
      ['bodyAr', (q) => ({ bodyAr: `<b>${q.bodyAr}</b>` })],
      ['bodyEn', (q) => ({ bodyEn: `<script>alert(1)</script>${q.bodyEn}` })],
      ['optionsAr', (q) => ({ optionsAr: ['<img src=x onerror=alert(1)>', ...q.optionsAr.slice(1)] })],
      ['optionsEn', (q) => ({ optionsEn: [...q.optionsEn.slice(0, 3), 'None<br>'] })],
      ['tags', () => ({ tags: ['<svg onload=alert(1)>'] })],
      ['keywords', () => ({ keywords: ['<a href="javascript:alert(1)">x</a>'] })],
      ['mediaSearchTerm', () => ({ mediaSearchTerm: 'signs <!-- hidden -->' })],
      ['mediaDescriptionAr', () => ({ mediaDescriptionAr: '<iframe src="//example.com"></iframe>' })],
      ['fact', (q) => ({ fact: `${q.fact} &lt;b&gt;` })],
    ];
    const items = [
      plain,
      ...marked.map(([field, change], i) => {
        const item = { ...plain, bodyEn: `Marked ${field} ${i}` };
        return { ...item, ...change(item) };
      }),
    ];
    ai.queue({ content: JSON.stringify({ questions: items }) });
    const run = await waitForRun(
      (
        await generate({
          topic: 'Comparing numbers',
          categoryIds: [secondCategoryId],
          media: ['image'],
          count: 10,
        })
      ).json().runId,
    );
    expect(run).toMatchObject({ status: 'completed', newQuestions: 1, questionsRejected: marked.length });
    const markupRejections = run.rejections.filter((r) => r.reason === 'admin.ai.rejected.markup');
    expect(markupRejections).toHaveLength(marked.length);
    // The reviewer sees which question it was (the English body, the script too when it was there).
    expect(markupRejections.map((r) => r.detail)).toContain('<script>alert(1)</script>Marked bodyEn 1');

    const rows = (await aiQuestions(secondCategoryId)).filter((r) => r.aiMeta?.runId === run.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ bodyEn: plain.bodyEn, bodyAr: plain.bodyAr, reviewStatus: 'pending' });
    const review = await admin.request('GET', '/api/moderator/review');
    expect(review.statusCode).toBe(200);
    expect(review.body).toContain('3 < 5 & 5 > 3');
    expect(review.body).not.toMatch(/onerror|<script|<svg|<iframe/);
  });

  it('limits each admin to a few model runs at a time', async () => {
    let limited = 0;
    for (let i = 0; i < 6; i += 1) {
      const response = await generate({
        topic: 'Adding numbers',
        categoryIds: [categoryId],
        media: ['audio'],
        count: 10,
      });
      if (response.statusCode === 429) {
        limited += 1;
        expect(response.json().error.key).toBe('errors.rateLimited');
      }
    }
    expect(limited).toBeGreaterThan(0);
  });
});

describe('the AI studio without a language model', { timeout: SLOW_TEST_MS }, () => {
  let ctx: AuthTestContext;
  let admin: TestBrowser;
  beforeAll(async () => {
    ctx = await createAuthTestApp({ ADMIN_EMAILS: 'owner@example.ae' });
    admin = await ctx.createVerifiedUser('owner@example.ae', { role: 'admin' });
  }, SLOW_TEST_MS);
  afterAll(async () => {
    await ctx?.close();
  });

  it('says so, refuses model runs with their messages, and still offers the built-in generator', async () => {
    expect((await admin.request('GET', '/api/ai-studio/status')).json()).toMatchObject({ hasModel: false });
    const generate = await admin.request('POST', '/api/ai-studio/generate', {
      topic: 'Pearl diving',
      categoryIds: ['00000000-0000-4000-8000-000000000000'],
      media: ['image'],
      count: 10,
    });
    expect(generate.statusCode).toBe(503);
    expect(generate.json().error.key).toBe('admin.ai.errors.notConfigured');
    const topUp = await admin.request('POST', '/api/ai-studio/topup');
    expect(topUp.json().error.key).toBe('admin.ai.errors.topupFailed');
    const unknown = await admin.request('POST', '/api/ai-studio/builtin', {
      categoryId: '00000000-0000-4000-8000-000000000000',
      count: 10,
    });
    expect(unknown.statusCode).toBe(400);
  });
});
