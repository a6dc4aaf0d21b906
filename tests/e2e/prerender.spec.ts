import { expect, test } from './fixtures';

// The public pages are HTML before any script runs (docs/decisions/023), in the language of the `lang` cookie.
test('public pages paint without scripts in Arabic and English, then hydrate without errors', async ({
  browser,
  baseURL,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto('/how-to-play');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('طريقة اللعب');
  await noScript.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await page.goto('/categories');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Categories');
  await noScript.close();

  const context = await browser.newContext();
  const live = await context.newPage();
  const errors: string[] = [];
  live.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await live.goto('/');
  // Hydrated: the theme switcher answers (a click before the scripts have run does nothing, so it is tried until
  // it does), and the page keeps its prerendered markup.
  await expect(async () => {
    await live.locator('[data-theme-option="dark"]').click();
    await expect(live.locator('html')).toHaveClass(/dark/, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(live.locator('#root[data-language="ar"]')).toHaveCount(1);
  expect(errors).toEqual([]);
  await context.close();
});
