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

const ENTRY_PAGES = [
  { path: '/auth', ar: 'تسجيل الدخول', en: 'Log in' },
  { path: '/contact', ar: 'اتصل بفريق الدعم', en: 'Contact the support team' },
  { path: '/leaderboard', ar: 'المتصدرون', en: 'Leaderboard' },
  { path: '/tournaments', ar: 'البطولات', en: 'Tournaments' },
  { path: '/challenges', ar: 'التحدي اليومي', en: 'Daily challenge' },
  { path: '/community', ar: 'مجموعات أسئلة المجتمع', en: 'Community question sets' },
  { path: '/pre-game', ar: 'إعداد اللعبة', en: 'Game setup' },
  { path: '/monetization', ar: 'الباقات وحزم الألعاب', en: 'Plans and game packs' },
] as const;

for (const language of ['ar', 'en'] as const) {
  test(`the entry pages paint without scripts and hydrate without errors (${language})`, async ({
    browser,
    baseURL,
  }) => {
    // Sixteen page loads, each hydrated: on a busy machine this takes longer than one page's time.
    test.setTimeout(120_000);
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    await noScript.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
    const still = await noScript.newPage();
    // A returning visitor's language is stored and sent as the cookie the server picks the page by.
    const context = await browser.newContext();
    await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
    await context.addInitScript((lang) => localStorage.setItem('preferred-language', lang), language);
    const live = await context.newPage();
    const errors: string[] = [];
    live.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${live.url()}: ${message.text()}`);
    });
    for (const { path, ...titles } of ENTRY_PAGES) {
      await still.goto(path);
      await expect(still.getByRole('heading', { level: 1 })).toHaveText(titles[language]);
      await live.goto(path);
      await expect(live.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });
      await expect(live.locator(`#root[data-language="${language}"]`)).toHaveCount(1);
      await expect(live.getByRole('heading', { level: 1 })).toHaveText(titles[language]);
    }
    // Requests the server answers 401 for an anonymous visitor (the session's own pages) are not page errors.
    expect(errors.filter((text) => !/\b40[13]\b/.test(text))).toEqual([]);
    await noScript.close();
    await context.close();
  });
}

test('a prerendered form does not submit itself before the page has hydrated', async ({ page }) => {
  // The app's scripts never arrive: the page stays as prerendered, with only its inline start-up script.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/auth');
  await page.locator('input[name="email"]').fill('someone@example.com');
  await page.locator('input[name="password"]').fill('a secret passphrase');
  await page.locator('input[name="password"]').press('Enter');
  await page.waitForTimeout(500);
  expect(new URL(page.url()).search).toBe('');
  expect(page.url()).not.toContain('secret');
});

test('a tab chosen before the page has hydrated is chosen once it has', async ({ page }) => {
  // The app's scripts are held back until the visitor has pressed a tab of the prerendered page.
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // The held scripts keep the load event back: the page is there once its prerendered tabs are.
  await page.goto('/community', { waitUntil: 'commit' });
  const create = page.locator('#community-tab-create');
  await expect(create).toHaveAttribute('aria-selected', 'false');
  await create.click();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  release();
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });
  await expect(create).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]tab=create/);
});
