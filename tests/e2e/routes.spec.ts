import { expect, test, waitForPage } from './fixtures';
import { ROUTE_URLS } from './routes';

// One page per language visits every route in turn: the browser cache stays warm, so the whole table takes
// a fraction of the time one fresh context per route took, and each route still reports its own step.
for (const language of ['ar', 'en'] as const) {
  test(`every route renders ${language === 'ar' ? 'right-to-left' : 'left-to-right'} in ${language} with no console error`, async ({
    page,
    useLanguage,
    consoleErrors,
  }) => {
    test.setTimeout(ROUTE_URLS.length * 10_000);
    await useLanguage(language);
    for (const url of ROUTE_URLS) {
      await test.step(url, async () => {
        const before = consoleErrors.length;
        await page.goto(url);
        await waitForPage(page);
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByText('loading', { exact: false })).toHaveCount(0);
        // A content page that does not exist is a 404 from the API by design; the browser logs that request.
        const expected = url === '/a-page-that-does-not-exist' ? /status of 404/ : null;
        const errors = consoleErrors.slice(before).filter((e) => !expected?.test(e));
        expect(errors, `console errors on ${url}`).toEqual([]);
      });
    }
  });
}

test('unknown paths show the not-found page', async ({ page, useLanguage }) => {
  await useLanguage('ar');
  for (const url of ['/a-page-that-does-not-exist', '/some/unknown/path']) {
    await page.goto(url);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
  }
});

test('/play and /play-now redirect to the categories', async ({ page }) => {
  for (const url of ['/play', '/play-now']) {
    await page.goto(url);
    await expect(page).toHaveURL(/\/categories$/);
  }
});

test('an admin-managed page renders from the database in both languages', async ({ page, useLanguage }) => {
  await useLanguage('en');
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  await page.getByTestId('language-switcher').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الأسئلة الشائعة');
});
