import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createVerifiedAccount, signInByApi, text, uniqueEmail, useOwnAddress } from './auth-helpers';
import { expect, test, waitForPage } from './fixtures';
import { expectNoSeriousA11yIssues } from './axe';

type Language = 'ar' | 'en';

const PASSWORD = 'history2024';
/** Team names are isolated in a sentence, so an Arabic name keeps its order in an English one. */
const isolate = (name: string) => `\u2068${name}\u2069`;

/** A signed-in person in their own browser context, with every console error of its pages collected. */
async function signedIn(
  browser: Browser,
  language: Language,
  prefix: string,
  errors: string[],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await context.addInitScript((lang) => {
    // A new tab starts on about:blank, which has no storage.
    if (location.protocol === 'about:') return;
    if (!sessionStorage.getItem('language-set')) {
      localStorage.setItem('preferred-language', lang);
      sessionStorage.setItem('language-set', '1');
    }
  }, language);
  context.on('page', (page) => watch(page, errors));
  const page = await context.newPage();
  await useOwnAddress(page);
  const email = uniqueEmail(prefix);
  await createVerifiedAccount(page, email, PASSWORD, language);
  await signInByApi(page, email, PASSWORD);
  return { context, page };
}

function watch(page: Page, errors: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
}

async function openProfile(page: Page): Promise<void> {
  await page.goto('/profile');
  await waitForPage(page);
  await expect(page.getByTestId('game-history').getByRole('status')).toHaveCount(0);
}

/** The empty history: a heading, a sentence and a way to start a game. */
async function expectEmptyHistory(page: Page, lang: Language): Promise<void> {
  await openProfile(page);
  const section = page.getByRole('region', { name: text(lang, 'gameHistory.title') });
  await expect(section.getByTestId('history-empty')).toContainText(text(lang, 'gameHistory.empty'));
  await expect(section.getByRole('link', { name: text(lang, 'gameHistory.startGame') })).toHaveAttribute(
    'href',
    '/pre-game',
  );
}

/** The host sets up two teams and six categories, creates the room, and returns its code. */
async function createRoom(host: Page): Promise<string> {
  await host.goto('/pre-game');
  await host.getByTestId('team-name-0').fill('الصقور');
  await host.getByTestId('team-name-1').fill('النمور');
  await host.getByTestId('next-tab').click();
  const playable = host.locator('[data-testid="pick-category"][data-playable="true"] input');
  await expect(playable.first()).toBeVisible();
  for (let index = 0; index < 6; index += 1) await playable.nth(index).check();
  await host.getByTestId('next-tab').click();
  await host.getByTestId('create-room').click();
  await expect(host).toHaveURL(/\/room\/\d{6}$/);
  return (await host.getByTestId('room-code').textContent())!.trim();
}

test('signed-in hosts and players find their games in their profile history, in Arabic and English', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const errors: string[] = [];
  const { context: hostContext, page: host } = await signedIn(browser, 'ar', 'history-host', errors);
  const { context: playerContext, page: player } = await signedIn(browser, 'en', 'history-player', errors);

  // Nobody has played yet.
  await expectEmptyHistory(host, 'ar');
  await expectEmptyHistory(player, 'en');
  await expectNoSeriousA11yIssues(host, 'empty history (ar)');

  // The host creates a room; the player joins the first team from their phone; the game starts.
  const code = await createRoom(host);
  await player.goto(`/room/join?code=${code}`);
  await expect(player.getByTestId('join-code')).toHaveValue(code);
  await player.getByTestId('join-nickname').fill('Layla');
  await player.getByTestId('join-team').nth(0).check();
  await player.getByTestId('join-submit').click();
  await expect(player.getByTestId('player-game')).toBeVisible();
  await host.getByTestId('start-game').click();
  await expect(host).toHaveURL(/\/game\/[0-9a-f-]{36}$/);
  await expect(host.getByTestId('board')).toBeVisible();
  const gameId = new URL(host.url()).pathname.split('/').at(-1)!;

  // While it runs, both see it in progress, with a way back into it.
  const playerProfile = await playerContext.newPage();
  await openProfile(playerProfile);
  const playerEntry = playerProfile.locator(`[data-testid="history-entry"][data-game-id="${gameId}"]`);
  await expect(playerEntry).toHaveAttribute('data-role', 'player');
  await expect(playerEntry.getByTestId('history-role')).toHaveText(
    text('en', 'gameHistory.played', { team: isolate('الصقور') }),
  );
  await expect(playerEntry.getByTestId('history-result')).toHaveText(
    text('en', 'gameHistory.outcomes.inProgress'),
  );
  await expect(
    playerEntry.getByRole('link', { name: text('en', 'gameHistory.continuePlayer') }),
  ).toHaveAttribute('href', `/game/${gameId}`);

  const hostProfile = await hostContext.newPage();
  await openProfile(hostProfile);
  const hostEntry = hostProfile.locator(`[data-testid="history-entry"][data-game-id="${gameId}"]`);
  await expect(hostEntry.getByTestId('history-role')).toHaveText(text('ar', 'gameHistory.hosted'));
  await expect(hostEntry.getByTestId('history-result')).toHaveText(
    text('ar', 'gameHistory.outcomes.inProgress'),
  );
  await hostEntry.getByRole('link', { name: text('ar', 'gameHistory.continueHost') }).click();
  await expect(hostProfile).toHaveURL(new RegExp(`/game/${gameId}$`));
  await expect(hostProfile.getByTestId('board')).toBeVisible();
  await hostProfile.close();

  // The host gives the first tile to the player's team and ends the game.
  await host.locator('[data-testid="tile"][data-column="0"][data-played="false"]').first().click();
  await expect(host.getByTestId('host-game')).toHaveAttribute('data-phase', 'question');
  await host.getByTestId('reveal').click();
  await host.getByTestId('mark-team-1-first').click();
  await expect(host.getByTestId('host-game')).toHaveAttribute('data-phase', 'board');
  const points = (await host
    .locator('[data-testid="team-score"][data-team-id="team-1"] [data-testid="score"]')
    .textContent())!.replace(/\D/g, '');
  expect(Number(points)).toBeGreaterThan(0);
  await host.getByTestId('end-game').click();
  await host.getByTestId('end-confirm').click();
  await expect(host.getByTestId('celebration')).toBeVisible();

  // The host's history (Arabic): hosted, the winner named, the scores, no link into a finished game.
  await openProfile(host);
  const hosted = host.getByTestId('history-entry');
  await expect(hosted).toHaveCount(1);
  await expect(hosted).toHaveAttribute('data-game-id', gameId);
  await expect(hosted).toHaveAttribute('data-outcome', 'winner');
  await expect(hosted.getByTestId('history-role')).toHaveText(text('ar', 'gameHistory.hosted'));
  await expect(hosted.getByTestId('history-result')).toHaveText(
    text('ar', 'gameHistory.outcomes.winner', { team: isolate('الصقور') }),
  );
  await expect(hosted.getByTestId('history-team')).toHaveText([
    new RegExp(`الصقور.*${text('ar', 'gameHistory.winnerMark').replace(/[()]/g, '\\$&')}.*${points}$`),
    /النمور.*0$/,
  ]);
  const hostedDate = hosted.getByRole('heading', { level: 3 });
  await expect(hostedDate).toContainText(String(new Date().getFullYear()));
  await expect(hostedDate).not.toHaveText(/[\u0660-\u0669]/);
  await expect(hosted.getByRole('link')).toHaveCount(0);
  await expectNoSeriousA11yIssues(host, 'history (ar)');

  // The player's history (English): played for the first team, which won.
  await openProfile(playerProfile);
  const played = playerProfile.getByTestId('history-entry');
  await expect(played).toHaveCount(1);
  await expect(played).toHaveAttribute('data-outcome', 'won');
  await expect(played.getByTestId('history-result')).toHaveText(text('en', 'gameHistory.outcomes.won'));
  await expect(played.getByTestId('history-team').first()).toContainText(text('en', 'gameHistory.yourTeam'));
  await expect(played.getByTestId('history-score')).toHaveText([points, '0']);
  await expect(played.getByRole('link')).toHaveCount(0);
  await expectNoSeriousA11yIssues(playerProfile, 'history (en)');

  expect(errors).toEqual([]);
  await Promise.all([hostContext.close(), playerContext.close()]);
});
