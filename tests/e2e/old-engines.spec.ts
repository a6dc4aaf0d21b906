import { chromium, type Browser, type BrowserContext, type Page, type ViewportSize } from '@playwright/test';
import { CHROMIUM_ARGS } from '../chromium.mjs';
import { fetchOldEngines } from '../old-engines.mjs';
import { shoot } from './admin-helpers';
import { expect, test } from './fixtures';
import { openRoom } from './room-helpers';

/**
 * The whole game on the older engines of smart TVs and kept phones (docs/decisions/026), fetched from the npm
 * registry by tests/old-engines.mjs: the host on Chromium 108, the TV display on 88, 92 and 108 (and today's
 * Chromium beside them), one phone on 88 and one on 92. Each engine gets the legacy build, plays with no script
 * error, and draws the board with the same colours as today's Chromium, filling the screen.
 */

const TV = { width: 1920, height: 1080 };
const PHONE = { width: 390, height: 844 };

type Engine = { name: string; major: number; executable: string };
const fetched = fetchOldEngines();
const engines: Engine[] = 'engines' in fetched ? fetched.engines : [];
const engine = (major: number) => engines.find((candidate) => candidate.major === major)!;

const CHECK_VISIBILITY = `if (!Element.prototype.checkVisibility) Element.prototype.checkVisibility = function () {
  for (var element = this; element; element = element.parentElement)
    if (getComputedStyle(element).display === 'none') return false;
  return true;
};`;

/** A page on `browser` in Arabic, light, whose script errors are collected in `errors`. */
async function open(
  browser: Browser,
  viewport: ViewportSize,
  errors: string[],
  label: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    baseURL: test.info().project.use.baseURL,
    reducedMotion: 'reduce',
  });
  await context.addInitScript(() => {
    if (!sessionStorage.getItem('language-set')) {
      localStorage.setItem('preferred-language', 'ar');
      localStorage.setItem('theme', 'light');
      sessionStorage.setItem('language-set', '1');
    }
  });
  const page = await context.newPage();
  // Playwright's own page script asks elements for checkVisibility() (Chromium 105) in a world of its own: the test
  // gives the older engines its meaning there (no `display: none` on the element or above it). The app never calls it.
  const cdp = await context.newCDPSession(page);
  cdp.on('Runtime.executionContextCreated', ({ context: world }) => {
    if (world.name.startsWith('__playwright_utility_world_')) {
      cdp
        .send('Runtime.evaluate', { expression: CHECK_VISIBILITY, contextId: world.id })
        .catch(() => undefined);
    }
  });
  await cdp.send('Runtime.enable');
  await page.addInitScript(CHECK_VISIBILITY);
  page.on('pageerror', (error) => errors.push(`${label}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${label}: ${message.text()}`);
  });
  return { context, page };
}

const build = (page: Page) => page.evaluate(() => (window as { __jawibBuild?: string }).__jawibBuild);

/** The background colours of the board's tiles and headers, and how much of the window's height the board fills. */
const boardLook = (page: Page) =>
  page.evaluate(() => {
    const colour = (selector: string) =>
      [...document.querySelectorAll<HTMLElement>(selector)].map(
        (element) => getComputedStyle(element).backgroundColor,
      );
    const board = document.querySelector<HTMLElement>('[data-testid="board"]')!.getBoundingClientRect();
    return {
      tiles: colour('[data-testid="tile"]'),
      headers: colour('[data-testid="category-header"]'),
      fills: board.height / window.innerHeight,
      direction: getComputedStyle(document.documentElement).direction,
    };
  });

test.describe('the game on older browser engines', () => {
  test.skip(engines.length === 0, 'reason' in fetched ? fetched.reason : 'no old engine');

  test('host on Chromium 108, TV displays on 88, 92 and 108, phones on 88 and 92: a whole game', async ({
    browser: modern,
  }) => {
    test.setTimeout(420_000);
    const launched: Browser[] = [];
    const launch = async (major: number) => {
      const browser = await chromium.launch({
        executablePath: engine(major).executable,
        args: CHROMIUM_ARGS,
      });
      launched.push(browser);
      return browser;
    };
    const [c88, c92, c108] = [await launch(88), await launch(92), await launch(108)];
    const errors: string[] = [];
    try {
      // The home and join pages on each engine, beside today's Chromium.
      for (const [name, browser] of [
        ['modern', modern],
        ['chromium-88', c88],
        ['chromium-92', c92],
        ['chromium-108', c108],
      ] as const) {
        const { context, page } = await open(browser, PHONE, errors, name);
        await page.goto('/');
        await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 30_000 });
        expect(await build(page), name).toBe(name === 'modern' ? 'modern' : 'legacy');
        // The hero keeps its dark background: its heading is white on it, not on the page's white.
        const hero = await page
          .locator('main section')
          .first()
          .evaluate((element) => ({
            image: getComputedStyle(element).backgroundImage,
            heading: getComputedStyle(element.querySelector('h1')!).color,
          }));
        expect(hero.image, name).toContain('linear-gradient');
        expect(hero.heading, name).toBe('rgb(255, 255, 255)');
        await shoot(page, `old-engines-home-${name}`);
        await page.goto('/room/join');
        await expect(page.getByTestId('join-code')).toBeVisible();
        await shoot(page, `old-engines-join-${name}`);
        await context.close();
      }

      // The host sets up a game on Chromium 108.
      const { page: host } = await open(c108, TV, errors, 'host 108');
      const code = await openRoom(host);

      // The TV display on each engine and on today's Chromium; the phones join on 88 and 92.
      const tvs: Record<string, Page> = {};
      for (const [name, browser] of [
        ['modern', modern],
        ['chromium-88', c88],
        ['chromium-92', c92],
        ['chromium-108', c108],
      ] as const) {
        const { page } = await open(browser, TV, errors, `TV ${name}`);
        await page.goto(`/room/${code}/display`);
        await expect(page.getByTestId('room-code')).toHaveText(code, { timeout: 30_000 });
        tvs[name] = page;
      }
      const phones: Record<string, Page> = {};
      for (const [name, browser, nickname, team] of [
        ['chromium-88', c88, 'سارة', 0],
        ['chromium-92', c92, 'Tom', 1],
      ] as const) {
        const { page } = await open(browser, PHONE, errors, `phone ${name}`);
        await page.goto(`/room/join?code=${code}`);
        await expect(page.getByTestId('join-code')).toHaveValue(code);
        await page.getByTestId('join-nickname').fill(nickname);
        await page.getByTestId('join-team').nth(team).check();
        await page.getByTestId('join-submit').click();
        await expect(page.getByTestId('player-game')).toHaveAttribute('data-phase', 'lobby');
        phones[name] = page;
      }
      await expect(host.getByTestId('lobby-player')).toHaveCount(2);
      await host.getByTestId('start-game').click();
      await expect(host.getByTestId('host-game')).toHaveAttribute('data-phase', 'board');

      // Every TV draws the board as today's Chromium does, right to left, filling the screen.
      for (const page of Object.values(tvs)) {
        await expect(page.getByTestId('display-game')).toHaveAttribute('data-phase', 'board');
      }
      const reference = await boardLook(tvs.modern!);
      for (const [name, page] of Object.entries(tvs)) {
        const look = await boardLook(page);
        expect(look.tiles, name).toEqual(reference.tiles);
        expect(look.headers, name).toEqual(reference.headers);
        expect(look.direction, name).toBe('rtl');
        expect(look.fills, name).toBeGreaterThan(0.75);
        await shoot(page, `old-engines-tv-board-${name}`);
      }
      await shoot(host, 'old-engines-host-board-chromium-108');

      // A question: the host uses a lifeline, the phone on 88 answers, the host reveals and marks team 1.
      await host.locator('[data-testid="tile"][data-column="0"][data-played="false"]').first().click();
      await expect(host.getByTestId('host-game')).toHaveAttribute('data-phase', 'question');
      for (const page of Object.values(phones)) await expect(page.getByTestId('question-body')).toBeVisible();
      for (const page of Object.values(tvs)) await expect(page.getByTestId('question-body')).toBeVisible();
      await host.getByTestId('lifeline-phone_a_friend').click();
      await expect(phones['chromium-92']!.getByTestId('countdown')).toHaveAttribute('data-status', 'call');
      await host.getByRole('button', { name: 'إنهاء المكالمة' }).click();
      await expect(host.getByTestId('countdown')).toHaveAttribute('data-status', 'running');
      await phones['chromium-88']!.getByTestId('answer-option').first().click();
      await expect(phones['chromium-88']!.getByTestId('own-answer')).toBeVisible();
      await expect(host.getByTestId('answer')).toHaveCount(1);
      for (const [name, page] of Object.entries(phones))
        await shoot(page, `old-engines-phone-question-${name}`);
      for (const [name, page] of Object.entries(tvs)) await shoot(page, `old-engines-tv-question-${name}`);
      await host.getByTestId('reveal').click();
      for (const page of [...Object.values(phones), ...Object.values(tvs)]) {
        await expect(page.locator('[data-testid="option"][data-correct]')).toHaveCount(1);
      }
      await host.getByTestId('mark-team-1-first').click();
      await expect(host.getByTestId('host-game')).toHaveAttribute('data-phase', 'board');
      const shown = (await host
        .locator('[data-testid="team-score"][data-team-id="team-1"] [data-testid="score"]')
        .textContent())!.trim();
      expect(Number(shown.replace(/\D/g, ''))).toBeGreaterThan(0);
      for (const page of [...Object.values(phones), ...Object.values(tvs)]) {
        await expect(
          page.locator('[data-testid="team-score"][data-team-id="team-1"] [data-testid="score"]'),
        ).toHaveText(shown);
      }

      // The end: the celebration on every screen.
      await host.getByTestId('end-game').click();
      await host.getByTestId('end-confirm').click();
      for (const page of [host, ...Object.values(phones), ...Object.values(tvs)]) {
        await expect(page.getByTestId('celebration')).toBeVisible();
      }
      for (const [name, page] of Object.entries(tvs)) await shoot(page, `old-engines-tv-celebration-${name}`);
      for (const [name, page] of Object.entries(phones))
        await shoot(page, `old-engines-phone-celebration-${name}`);

      expect(errors).toEqual([]);
    } finally {
      await Promise.all(launched.map((browser) => browser.close()));
    }
  });
});

test('a browser below the floor gets a page that says so, in its language and the other, instead of a blank one', async ({
  browser,
}) => {
  const errors: string[] = [];
  for (const [language, first, second] of [
    ['ar', 'هذا المتصفح أقدم من أن يشغّل جاوب', 'This browser is too old for Jawib'],
    ['en', 'This browser is too old for Jawib', 'هذا المتصفح أقدم من أن يشغّل جاوب'],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    // An engine older than the floor: no Promise.allSettled (Chromium 76), and so none of the modern build's APIs.
    await context.addInitScript((lang) => {
      delete (Promise as { allSettled?: unknown }).allSettled;
      delete (window as { CSSPropertyRule?: unknown }).CSSPropertyRule;
      localStorage.setItem('preferred-language', lang);
    }, language);
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText([first, second]);
    expect(await page.evaluate(() => (window as { __jawibBuild?: string }).__jawibBuild)).toBe('none');
    await expect(page.locator(`section[lang="${language}"]`)).toContainText(/HDMI/);
    // No script of either build runs (the modern entry may be preloaded, never started).
    expect(requests.filter((path) => path.startsWith('/legacy/'))).toEqual([]);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    await shoot(page, `too-old-${language}`);
    await context.close();
  }
  expect(errors).toEqual([]);
});
