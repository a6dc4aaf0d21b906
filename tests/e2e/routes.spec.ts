import { expect, test, waitForPage } from './fixtures';
import { ROUTE_URLS } from './routes';

for (const language of ['ar', 'en'] as const) {
  test.describe(`every route in ${language}`, () => {
    for (const url of ROUTE_URLS) {
      test(`${url} renders ${language === 'ar' ? 'right-to-left' : 'left-to-right'} with no console error`, async ({
        page,
        useLanguage,
        consoleErrors,
      }) => {
        await useLanguage(language);
        await page.goto(url);
        await waitForPage(page);
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByText('loading', { exact: false })).toHaveCount(0);
        // A content page that does not exist is a 404 from the API by design; the browser logs that request.
        const expected = url === '/a-page-that-does-not-exist' ? /status of 404/ : null;
        expect(consoleErrors.filter((e) => !expected?.test(e))).toEqual([]);
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
