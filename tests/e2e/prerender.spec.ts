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
  // Search engines and shared links read the description in the page's own language.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Jawib: A party quiz game for family and friends around one screen',
  );
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

test('the join page paints without scripts, and takes the code from its link once hydrated', async ({
  browser,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto('/room/join?code=123456');
  await expect(still.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(still.getByRole('heading', { level: 1 })).toHaveText('انضم إلى غرفة');
  await expect(still.getByTestId('join-code')).toHaveValue('');
  // Nothing typed before the page hydrates can be lost: the field takes keys only then.
  await expect(still.getByTestId('join-code')).not.toBeEditable();
  await noScript.close();

  const context = await browser.newContext();
  const live = await context.newPage();
  const errors: string[] = [];
  live.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await live.goto('/room/join?code=١٢٣٤٥٦');
  await expect(live.locator('#root[data-language="ar"]')).toHaveCount(1);
  // Eastern Arabic digits from the link become 0-9, and the room is looked up (there is none with this code).
  await expect(live.getByTestId('join-code')).toHaveValue('123456');
  await expect(live.getByTestId('join-code')).toBeEditable();
  await expect(live.getByTestId('join-room-error')).toBeVisible();
  expect(errors.filter((text) => !text.includes('404'))).toEqual([]);
  await context.close();
});
