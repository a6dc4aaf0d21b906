import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../content/load-content';
import { seedContent } from '../../content/seed-content';
import { makeContentDir } from '../../testing/fixture-content';
import { createTestApp, type TestContext } from '../../testing/test-app';

describe('GET /api/pages/:slug', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedContent(ctx.database.db, loadContent(makeContentDir([])));
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('returns a page in both languages', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/pages/faq' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ slug: 'faq', title: { ar: 'الأسئلة الشائعة', en: 'FAQ' } });
  });

  it('answers 404 with a translatable key for an unknown or malformed slug', async () => {
    for (const slug of ['nothing-here', 'Bad%20Slug']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/pages/${slug}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({ code: 'NOT_FOUND', key: 'errors.pageNotFound' });
    }
  });
});
