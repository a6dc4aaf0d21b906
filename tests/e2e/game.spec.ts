import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yIssues } from './axe';

/** Western digits as Eastern Arabic ones, the way a phone with an Arabic keyboard types them. */
const toEasternArabic = (digits: string) =>
  digits.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

async function openAs(
  browser: Browser,
  language: 'ar' | 'en',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await context.addInitScript((lang) => {
    if (!sessionStorage.getItem('language-set')) {
      localStorage.setItem('preferred-language', lang);
      sessionStorage.setItem('language-set', '1');
    }
  }, language);
  const page = await context.newPage();
  return { context, page };
}

/** The host sets up two teams and six categories, and creates the room; returns its code. */
async function createRoom(host: Page): Promise<string> {
  await host.goto('/room/create');
  await expect(host).toHaveURL(/\/pre-game$/);
  await host.getByTestId('team-name-0').fill('الصقور');
  await host.getByTestId('team-name-1').fill('النمور');
  await expectNoSeriousA11yIssues(host, 'pre-game setup');
  await host.getByTestId('next-tab').click();

  const playable = host.locator('[data-testid="pick-category"][data-playable="true"] input');
  await expect(playable.first()).toBeVisible();
  for (let index = 0; index < 6; index += 1) await playable.nth(index).check();
  await expect(host.getByTestId('category-count')).toContainText('6');
  await host.getByTestId('next-tab').click();

  await expect(host.getByTestId('preview')).toContainText('الصقور');
  await host.getByTestId('create-room').click();
  await expect(host).toHaveURL(/\/room\/\d{6}$/);
  const code = (await host.getByTestId('room-code').textContent())!.trim();
  await expect(host.getByTestId('room-qr')).toBeVisible();
  await expectNoSeriousA11yIssues(host, 'lobby');
  return code;
}

async function join(player: Page, code: string, nickname: string, teamIndex: number): Promise<void> {
  await player.goto('/room/join');
  await player.getByTestId('join-code').fill(code);
  await player.getByTestId('join-nickname').fill(nickname);
  await player.getByTestId('join-team').nth(teamIndex).check();
  await player.getByTestId('join-submit').click();
  await expect(player).toHaveURL(/\/game\/[0-9a-f-]{36}$/);
  await expect(player.getByTestId('player-game')).toBeVisible();
}

const score = (page: Page, teamId: string) =>
  page.locator(`[data-testid="team-score"][data-team-id="${teamId}"] [data-testid="score"]`);

/** The host opens the first unplayed tile of a column; returns its value as shown. */
async function openTile(host: Page, column: number): Promise<void> {
  await expect(host.getByTestId('host-game')).toHaveAttribute('data-phase', 'board');
  await host.locator(`[data-testid="tile"][data-column="${column}"][data-played="false"]`).first().click();
  await expect(host.getByTestId('host-game')).toHaveAttribute('data-phase', 'question');
}

test('a host and two players play a game on phones and a TV, through a reload, a lifeline, VAR and the offline queue', async ({
  browser,
}) => {
  // About 2.5 minutes on a quiet machine; the e2e shards share two cores with the integration runs.
  test.setTimeout(360_000);
  const { context: hostContext, page: host } = await openAs(browser, 'ar');
  const { context: saraContext, page: sara } = await openAs(browser, 'ar');
  const { context: tomContext, page: tom } = await openAs(browser, 'en');

  const code = await createRoom(host);
  // The TV joins the room by its code alone and only watches.
  const tv = await hostContext.newPage();
  await tv.goto(`/room/${code}/display`);
  await expect(tv.getByTestId('room-code')).toHaveText(code);

  // Sara types the code with Eastern Arabic digits; Tom follows the join link.
  await join(sara, toEasternArabic(code), 'سارة', 0);
  await tom.goto(`/room/join?code=${code}`);
  await expect(tom.getByTestId('join-code')).toHaveValue(code);
  await tom.getByTestId('join-nickname').fill('Tom');
  await tom.getByTestId('join-team').nth(1).check();
  await tom.getByTestId('join-submit').click();
  await expect(tom.getByTestId('player-game')).toContainText('Waiting for the host to start');

  await expect(host.getByTestId('lobby-player')).toHaveCount(2);
  await expect(tv.getByTestId('lobby-player')).toHaveCount(2);
  await host.getByTestId('start-game').click();
  await expect(host).toHaveURL(/\/game\/[0-9a-f-]{36}$/);
  await expect(host.getByTestId('board')).toBeVisible();
  await expect(sara.getByTestId('player-game')).toHaveAttribute('data-phase', 'board');
  await expectNoSeriousA11yIssues(host, 'host board');
  await expectNoSeriousA11yIssues(tom, 'player board');

  // Tile 1, team 1 (Sara's): phone a friend, then the host marks team 1 right.
  await openTile(host, 0);
  await expect(sara.getByTestId('question-body')).toBeVisible();
  await expect(sara.locator('[data-testid="option"][data-correct]')).toHaveCount(0);
  await expect(tv.getByTestId('question-body')).toBeVisible();
  await expect(tv.locator('[data-testid="option"][data-correct]')).toHaveCount(0);
  await expectNoSeriousA11yIssues(tv, 'TV question');
  await expectNoSeriousA11yIssues(sara, 'phone question');
  await host.getByTestId('lifeline-phone_a_friend').click();
  await expect(host.getByTestId('countdown')).toHaveAttribute('data-status', 'call');
  await expect(tom.getByTestId('countdown')).toHaveAttribute('data-status', 'call');
  await host.getByRole('button', { name: 'إنهاء المكالمة' }).click();
  await expect(host.getByTestId('countdown')).toHaveAttribute('data-status', 'running');
  await sara.getByTestId('answer-option').first().click();
  await expect(sara.getByTestId('own-answer')).toBeVisible();
  await expect(host.getByTestId('answer')).toHaveCount(1);
  await host.getByTestId('reveal').click();
  await expect(tom.locator('[data-testid="option"][data-correct]')).toHaveCount(1);
  await expect(tv.locator('[data-testid="option"][data-correct]')).toHaveCount(1);
  await host.getByTestId('mark-team-1-first').click();
  await expect(host.getByTestId('host-game')).toHaveAttribute('data-phase', 'board');
  const firstValue = Number((await score(host, 'team-1').textContent())!.replace(/\D/g, ''));
  expect(firstValue).toBeGreaterThan(0);
  await expect(score(tom, 'team-1')).toHaveText(String(firstValue));

  // Tile 2, team 2 (Tom's): Tom files a VAR report; the host reloads mid-question and carries on.
  await expect(host.getByTestId('turn-line')).toContainText('النمور');
  await openTile(host, 1);
  await tom.getByTestId('var-open').click();
  await tom.getByTestId('var-submit').click();
  await expect(tom.getByRole('dialog')).toContainText('This field is required');
  await tom.getByTestId('var-reason').fill('The picture does not match the question');
  await tom.getByTestId('var-screenshot').fill('https://example.com/shot.png');
  await tom.getByTestId('var-submit').click();
  await expect(tom.getByText('Your report was sent to the host.')).toBeVisible();
  await expect(host.getByText(/بلاغ فار جديد من .Tom./)).toBeVisible();

  const questionBefore = await host.getByTestId('question-body').textContent();
  await host.reload();
  await expect(host.getByTestId('host-game')).toHaveAttribute('data-phase', 'question');
  await expect(host.getByTestId('question-body')).toHaveText(questionBefore!);
  await host.getByTestId('open-var-reports').click();
  await expect(host.getByTestId('var-report')).toContainText('The picture does not match the question');
  await host.getByRole('button', { name: 'قبول' }).click();
  await expect(host.getByTestId('var-report')).toContainText('مقبول');
  await host.keyboard.press('Escape');
  await host.getByTestId('reveal').click();
  await host.getByTestId('mark-nobody').click();
  await expect(host.getByTestId('host-game')).toHaveAttribute('data-phase', 'board');

  // Tile 3, team 1: Sara loses the network, answers, comes back; the queued answer is applied once.
  await openTile(host, 2);
  await expect(sara.getByTestId('answer-option').first()).toBeVisible();
  await saraContext.setOffline(true);
  await sara.getByTestId('answer-option').nth(1).click();
  await expect(sara.getByTestId('queued-answer')).toBeVisible();
  await expect(sara.getByTestId('connection-quality')).toBeVisible();
  expect(await sara.evaluate(() => JSON.parse(localStorage.getItem('offline-queue') ?? '[]').length)).toBe(1);
  await expect(host.getByTestId('answer')).toHaveCount(0);
  await saraContext.setOffline(false);
  await expect(host.getByTestId('answer')).toHaveCount(1);
  await expect(sara.getByTestId('own-answer')).toBeVisible();
  await expect.poll(() => sara.evaluate(() => localStorage.getItem('offline-queue'))).toBe('[]');
  await host.waitForTimeout(1000);
  await expect(host.getByTestId('answer')).toHaveCount(1);
  await host.getByTestId('reveal').click();
  await host.getByTestId('mark-team-1-first').click();
  await expect(host.getByTestId('host-game')).toHaveAttribute('data-phase', 'board');

  // The host ends the game: team 1 wins, in green, on every screen.
  await host.getByTestId('end-game').click();
  await host.getByTestId('end-confirm').click();
  await expect(host.getByTestId('celebration')).toBeVisible();
  await expect(host.getByRole('heading', { name: /فاز .الصقور./ })).toBeVisible();
  for (const page of [host, tv, sara, tom]) {
    await expect(page.locator('[data-testid="final-team"][data-winner="true"]')).toHaveAttribute(
      'data-team-id',
      'team-1',
    );
    await expect(page.locator('[data-testid="final-team"][data-team-id="team-1"]')).toHaveClass(
      /bg-green-700/,
    );
    await expect(page.locator('[data-testid="final-team"][data-team-id="team-2"]')).toHaveClass(/bg-red-700/);
  }
  await expect(tom.getByRole('heading', { name: /.الصقور. wins!/ })).toBeVisible();
  await expectNoSeriousA11yIssues(host, 'celebration');

  await Promise.all([hostContext.close(), saraContext.close(), tomContext.close()]);
});

test('the join screen explains an unknown room code', async ({ page, useLanguage }) => {
  await useLanguage('en');
  await page.goto('/room/join');
  await page.getByTestId('join-code').fill('٠٠٠٠٠٠');
  await expect(page.getByTestId('join-code')).toHaveValue('000000');
  await expect(page.getByTestId('join-room-error')).toHaveText(
    'No room has this code. Check the code and try again',
  );
});

test('/game without an unfinished game sends the host to the game setup', async ({ page, useLanguage }) => {
  await useLanguage('ar');
  await page.goto('/game');
  await expect(page).toHaveURL(/\/pre-game$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('إعداد اللعبة');
});

test('the game screens have no serious accessibility issues in English and dark mode', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    localStorage.setItem('preferred-language', 'en');
    localStorage.setItem('theme', 'dark');
  });
  await page.goto('/room/join?code=123');
  await expect(page.getByTestId('join-form')).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'join');

  await page.goto('/pre-game');
  await expect(page.locator('input[name="questionTimeSec"][value="60"]')).toBeChecked();
  await page.getByTestId('team-count-3').check();
  await expect(page.getByTestId('team-setup')).toHaveCount(3);
  await expectNoSeriousA11yIssues(page, 'setup');
  await page.getByTestId('next-tab').click();
  const playable = page.locator('[data-testid="pick-category"][data-playable="true"] input');
  for (let index = 0; index < 6; index += 1) await playable.nth(index).check();
  await expectNoSeriousA11yIssues(page, 'categories');
  await page.getByTestId('next-tab').click();
  await expectNoSeriousA11yIssues(page, 'preview');
  await page.getByTestId('create-room').click();
  await expect(page.getByTestId('room-qr')).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'lobby');

  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('board')).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'board');
  // The board is keyboard operable: arrows move between tiles, Enter opens one.
  await page.locator('[data-testid="tile"]').first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('[data-testid="tile"][data-column="0"][data-row="1"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('host-game')).toHaveAttribute('data-phase', 'question');
  await expectNoSeriousA11yIssues(page, 'question');
  await page.getByTestId('reveal').click();
  await expect(page.getByTestId('mark-result')).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'reveal');
  await page.getByTestId('mark-team-3-first').click();
  await page.getByTestId('open-correction').click();
  await page.getByTestId('correction-amount').fill('-100');
  await page.getByTestId('correction-reason').fill('VAR: the answer was wrong');
  await expectNoSeriousA11yIssues(page, 'correction');
  await page.getByTestId('correction-submit').click();
  await page.getByTestId('end-game').click();
  await page.getByTestId('end-confirm').click();
  await expect(page.getByTestId('celebration')).toBeVisible();
  await expect(page.locator('[data-testid="final-team"][data-winner="true"]')).toHaveAttribute(
    'data-team-id',
    'team-3',
  );
  await expectNoSeriousA11yIssues(page, 'celebration');
});
