import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageInput } from '../../../shared/contracts/admin-pages';
import { type AuthTestContext, createAuthTestApp, type TestBrowser } from '../../testing/auth-test-app';

const SLOW_TEST_MS = 120_000;

const page = (patch: Partial<PageInput> = {}): PageInput => ({
  slug: 'majlis-rules',
  titleAr: 'آداب المجلس',
  titleEn: 'Majlis etiquette',
  htmlAr: '<h2>الترحيب</h2><p>القهوة تُقدَّم باليمين.</p>',
  htmlEn: '<h2>Welcome</h2><p>Coffee is served with the right hand.</p>',
  isPublished: true,
  ...patch,
});

describe('content pages in the back-office', { timeout: SLOW_TEST_MS }, () => {
  let ctx: AuthTestContext;
  let admin: TestBrowser;
  let moderator: TestBrowser;
  let player: TestBrowser;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    admin = await ctx.createVerifiedUser('pages-admin@example.ae', { role: 'admin' });
    moderator = await ctx.createVerifiedUser('pages-moderator@example.ae', { role: 'moderator' });
    player = await ctx.createVerifiedUser('pages-player@example.ae');
  }, SLOW_TEST_MS);
  afterAll(async () => {
    await ctx.close();
  });

  it('adds a page that then shows at its address, with its HTML sanitized before it is stored', async () => {
    const created = await admin.request(
      'POST',
      '/api/admin/pages',
      page({
        htmlEn:
          '<p onclick="steal()">Hello <script>alert(1)</script><a href="javascript:alert(1)">bad</a> ' +
          '<a href="https://example.ae" target="_blank">good</a></p><iframe src="https://x"></iframe>' +
          '<img src="https://example.ae/falcon.png" alt="A falcon" onerror="x()"><style>body{}</style>',
      }),
    );
    expect(created.statusCode).toBe(201);
    const stored = created.json().htmlEn as string;
    expect(stored).not.toMatch(/script|onclick|onerror|javascript:|iframe|style/i);
    expect(stored).toContain(
      '<a href="https://example.ae" target="_blank" rel="noopener noreferrer">good</a>',
    );
    expect(stored).toContain('alt="A falcon"');

    const shown = await ctx.browser().request('GET', '/api/pages/majlis-rules');
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      slug: 'majlis-rules',
      title: { ar: 'آداب المجلس', en: 'Majlis etiquette' },
      html: { en: stored },
    });
    const list = await admin.request('GET', '/api/admin/pages');
    expect(list.json().pages.map((p: { slug: string }) => p.slug)).toContain('majlis-rules');

    const activity = await admin.request('GET', '/api/admin/activity?action=page.create');
    expect(activity.json().items[0]).toMatchObject({ action: 'page.create', targetId: 'majlis-rules' });
  });

  it('edits, hides, moves and deletes a page', async () => {
    const hidden = await admin.request('PUT', '/api/admin/pages/majlis-rules', page({ isPublished: false }));
    expect(hidden.statusCode).toBe(200);
    expect((await ctx.browser().request('GET', '/api/pages/majlis-rules')).statusCode).toBe(404);
    expect((await admin.request('GET', '/api/admin/pages/majlis-rules')).json().isPublished).toBe(false);

    const moved = await admin.request(
      'PUT',
      '/api/admin/pages/majlis-rules',
      page({ slug: 'majlis', titleEn: 'The majlis' }),
    );
    expect(moved.statusCode).toBe(200);
    expect((await ctx.browser().request('GET', '/api/pages/majlis')).json().title.en).toBe('The majlis');
    expect((await admin.request('GET', '/api/admin/pages/majlis-rules')).statusCode).toBe(404);

    expect((await admin.request('DELETE', '/api/admin/pages/majlis')).statusCode).toBe(204);
    expect((await ctx.browser().request('GET', '/api/pages/majlis')).statusCode).toBe(404);
    expect((await admin.request('DELETE', '/api/admin/pages/majlis')).statusCode).toBe(404);
  });

  it('refuses bad input with the field and its message, and stores nothing', async () => {
    const reserved = await admin.request('POST', '/api/admin/pages', page({ slug: 'admin' }));
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().error.fields).toMatchObject({ slug: 'validation.slugReserved' });

    const badSlug = await admin.request('POST', '/api/admin/pages', page({ slug: 'Not A Slug' }));
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().error.fields).toMatchObject({ slug: 'validation.slug' });

    const missing = await admin.request('POST', '/api/admin/pages', page({ titleAr: '  ', htmlEn: '' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toMatchObject({
      titleAr: 'validation.required',
      htmlEn: 'validation.required',
    });

    const onlyScript = await admin.request(
      'POST',
      '/api/admin/pages',
      page({ slug: 'empty-after-cleaning', htmlAr: '<script>alert(1)</script>' }),
    );
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().error.fields).toMatchObject({ htmlAr: 'validation.pageHtmlEmpty' });

    await admin.request('POST', '/api/admin/pages', page({ slug: 'taken-page' }));
    const taken = await admin.request('POST', '/api/admin/pages', page({ slug: 'taken-page' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toMatchObject({ slug: 'validation.slugTaken' });

    const slugs = (await admin.request('GET', '/api/admin/pages'))
      .json()
      .pages.map((p: { slug: string }) => p.slug);
    expect(slugs).not.toContain('admin');
    expect(slugs).not.toContain('empty-after-cleaning');
  });

  it('lets only admins change pages: moderators, players and visitors get 403 or 401', async () => {
    for (const [browser, status] of [
      [moderator, 403],
      [player, 403],
      [ctx.browser(), 401],
    ] as const) {
      expect((await browser.request('POST', '/api/admin/pages', page({ slug: 'sneaky' }))).statusCode).toBe(
        status,
      );
      expect((await browser.request('PUT', '/api/admin/pages/taken-page', page())).statusCode).toBe(status);
      expect((await browser.request('DELETE', '/api/admin/pages/taken-page')).statusCode).toBe(status);
    }
    expect((await ctx.browser().request('GET', '/api/pages/taken-page')).statusCode).toBe(200);
  });
});
