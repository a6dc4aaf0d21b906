import { expect, test } from './fixtures';

test('the categories page lists every category with its question counts, in both languages', async ({
  page,
  request,
  useLanguage,
}) => {
  const { categories } = await (await request.get('/api/categories')).json();
  const leaves = categories.filter((c: { parentId: string | null }) => c.parentId !== null);
  expect(leaves.length).toBeGreaterThanOrEqual(36);

  await useLanguage('ar');
  await page.goto('/categories');
  await expect(page.getByTestId('category-card')).toHaveCount(leaves.length);
  const uaeHistory = page.locator('[data-slug="uae-history"]');
  await expect(uaeHistory).toContainText('سهل');
  await expect(uaeHistory.getByTestId('category-total')).toHaveText(/\d+ سؤال/);
  // Each card shows its category's picture from the bundled set, whatever emoji font the device has.
  const art = uaeHistory.getByTestId('category-art');
  await art.scrollIntoViewIfNeeded();
  await expect
    .poll(() => art.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  const pictures = await page.getByTestId('category-art').count();
  expect(pictures).toBeGreaterThanOrEqual(leaves.length);
  expect((await request.get('/emoji/1f3af.svg')).headers()['content-type']).toContain('image/svg+xml');
  expect((await request.get('/emoji/..%2Fpackage.json')).status()).toBe(404);

  await page.getByTestId('language-switcher').click();
  await expect(uaeHistory).toContainText('Easy');
  await expect(uaeHistory.getByTestId('category-total')).toHaveText(/\d+ questions/);
});
