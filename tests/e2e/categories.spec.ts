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

  await page.getByTestId('language-switcher').click();
  await expect(uaeHistory).toContainText('Easy');
  await expect(uaeHistory.getByTestId('category-total')).toHaveText(/\d+ questions/);
});
