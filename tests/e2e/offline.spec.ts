import { expect, test } from './fixtures';

test('after one visit the app shell works offline', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first page load is not controlled by the worker; a reload is.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  await page.goto('/how-to-play');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('offline-status')).toContainText('غير متصل بالإنترنت');
  await expect(page.getByTestId('connection-quality')).toBeVisible();

  // The public pages come prerendered from the worker's cache, in the language stored.
  await expect(page.locator('#root[data-language="ar"]')).toHaveCount(1);
  await page.getByTestId('language-switcher').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/about');
  await expect(page.locator('#root[data-language="en"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Jawib');

  await page.goto('/offline');
  await expect(page.getByTestId('offline-page')).toBeVisible();
  await context.setOffline(false);
});
