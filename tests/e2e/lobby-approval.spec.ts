import type { Browser, BrowserContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yIssues } from './axe';
import { SHOTS, shoot } from './admin-helpers';

type Language = 'ar' | 'en';
const TEXTS = Object.fromEntries(
  (['ar', 'en'] as const).map((lang) => [
    lang,
    JSON.parse(readFileSync(`src/client/locales/${lang}/approval.json`, 'utf8')) as Record<string, string>,
  ]),
) as Record<Language, Record<string, string>>;

const PHONE = { width: 390, height: 844 };

async function openAs(
  browser: Browser,
  language: Language,
  viewport = PHONE,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((lang) => {
    if (!sessionStorage.getItem('language-set')) {
      localStorage.setItem('preferred-language', lang);
      sessionStorage.setItem('language-set', '1');
    }
  }, language);
  return { context, page: await context.newPage() };
}

/** A room created over the API, kept on the host's device as the pre-game screen would keep it. */
async function createRoom(host: Page): Promise<string> {
  await host.goto('/');
  const { categories } = (await (await host.request.get('/api/categories')).json()) as {
    categories: { id: string; isPlayable: boolean }[];
  };
  const categoryIds = categories
    .filter((c) => c.isPlayable)
    .slice(0, 6)
    .map((c) => c.id);
  const response = await host.request.post('/api/games', {
    data: {
      options: {
        teams: [
          { name: 'الصقور', colour: 'green' },
          { name: 'Tigers', colour: 'orange' },
        ],
      },
      categoryIds,
    },
    headers: { origin: new URL(host.url()).origin },
  });
  expect(response.status()).toBe(201);
  const created = (await response.json()) as { gameId: string; roomCode: string; hostToken: string };
  await host.evaluate((game) => {
    localStorage.setItem('game-hosted', JSON.stringify([{ ...game, savedAt: Date.now() }]));
  }, created);
  await host.goto(`/room/${created.roomCode}`);
  return created.roomCode;
}

async function joinAndWait(phone: Page, code: string, nickname: string, teamIndex: number): Promise<void> {
  await phone.goto(`/room/join?code=${code}`);
  await phone.getByTestId('join-nickname').fill(nickname);
  await phone.getByTestId('join-team').nth(teamIndex).check();
  await phone.getByTestId('join-submit').click();
  await expect(phone).toHaveURL(/\/game\/[0-9a-f-]{36}$/);
  await expect(phone.getByTestId('waiting-room')).toBeVisible();
  await expect(phone.getByTestId('waiting-lead')).toContainText(nickname);
}

test('the host approves each player: one phone waits and is let in, another is turned away', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context: hostContext, page: host } = await openAs(browser, 'ar', { width: 1366, height: 768 });
  const { context: tomContext, page: tom } = await openAs(browser, 'en');
  const { context: laylaContext, page: layla } = await openAs(browser, 'ar');

  const code = await createRoom(host);
  const toggle = host.getByTestId('approval-switch');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.focus();
  await host.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  await joinAndWait(tom, code, 'Tom', 1);
  await expectNoSeriousA11yIssues(tom, 'waiting for the host');
  await shoot(tom, 'approval-waiting-phone-en');

  const waiting = host.getByTestId('waiting-player');
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText('Tom');
  await expect(host.getByTestId('approval-announcement')).toContainText('Tom');
  await expect(host.getByTestId('lobby-player')).toHaveCount(0);
  await expectNoSeriousA11yIssues(host, 'lobby with a waiting player');

  await joinAndWait(layla, code, 'ليلى', 0);
  await expect(waiting).toHaveCount(2);
  if (SHOTS) {
    await shoot(layla, 'approval-waiting-phone-ar');
    await shoot(host, 'approval-host-lobby-ar');
    await host.setViewportSize(PHONE);
    await shoot(host, 'approval-host-lobby-ar-phone');
    await host.evaluate(() => localStorage.setItem('preferred-language', 'en'));
    await host.setViewportSize({ width: 1920, height: 1080 });
    await host.reload();
    await expect(waiting).toHaveCount(2);
    await shoot(host, 'approval-host-lobby-en');
    await host.setViewportSize({ width: 1366, height: 768 });
  }

  // Let in, from the keyboard: Tom's phone becomes a player of the team he chose.
  await host.getByTestId('admit-player').first().focus();
  await host.keyboard.press('Enter');
  await expect(tom.getByTestId('player-game')).toBeVisible();
  await expect(tom.getByTestId('own-team')).toContainText('Tigers');
  await expect(host.getByTestId('lobby-player')).toHaveText(['Tom']);

  // Turned away: Layla's phone says so, and her token no longer opens the game.
  await host.getByTestId('turn-away-player').click();
  await expect(layla.getByRole('heading', { level: 1 })).toHaveText(TEXTS.ar.turnedAwayTitle!);
  await expect(host.getByTestId('waiting-player')).toHaveCount(0);
  await layla.reload();
  await expect(layla.getByTestId('waiting-room')).toHaveCount(0);
  await expect(layla.getByTestId('player-game')).toHaveCount(0);

  await Promise.all([hostContext.close(), tomContext.close(), laylaContext.close()]);
});
