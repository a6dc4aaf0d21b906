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

  await page.goto('/offline');
  await expect(page.getByTestId('offline-page')).toBeVisible();
  await context.setOffline(false);
});
