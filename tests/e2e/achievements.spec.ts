// Achievements: a signed-in player finishes the daily challenge on a phone, is told of the achievements it earned,
// and finds them on /achievements and on the profile; in Arabic and in English, with axe on the screen. A team game
// that ends tells the signed-in player's phone at once.
import { shoot, signInAs } from './admin-helpers';
import { uniqueEmail } from './auth-helpers';
import { expectNoSeriousA11yIssues } from './axe';
import { expect, test } from './fixtures';
import { answerAll, say } from './solo-helpers';

test.use({ viewport: { width: 390, height: 844 } });

for (const lang of ['ar', 'en'] as const) {
  test(`${lang}: the daily challenge earns an achievement, toasted and shown with its progress`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, lang, uniqueEmail(`achiever-${lang}`));
    await page.goto('/challenges');
    await page.getByTestId('daily-start').click();
    await answerAll(page);

    const firstDaily = say(lang, 'achievements.items.first_daily.name');
    await expect(page.getByText(say(lang, 'achievements.earnedToast', { name: firstDaily }))).toBeVisible();

    await page.goto('/achievements');
    await expect(
      page.getByRole('heading', { level: 1, name: say(lang, 'achievements.title') }),
    ).toBeVisible();
    const earned = page.locator('[data-testid="achievement"][data-earned="true"]');
    await expect(earned.filter({ hasText: firstDaily })).toBeVisible();
    const streak = page.locator('[data-testid="achievement"][data-key="streak_7"]');
    await expect(streak).toHaveAttribute('data-earned', 'false');
    await expect(streak.getByRole('progressbar')).toBeVisible();
    await expectNoSeriousA11yIssues(page, `achievements ${lang}`);
    await shoot(page, `solo-achievements-${lang}`);

    await page.goto('/profile');
    await expect(page.getByTestId('profile-achievements').getByText(firstDaily)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}

test('ar: a signed-in player is told on the phone of the achievements a team game earned, as it ends', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  // The host on a laptop, signed in too (hosting earns its own achievement, toasted on the host's screen).
  const hostContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const host = await hostContext.newPage();
  await signInAs(host, 'ar', uniqueEmail('team-host'));
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
  const code = (await host.getByTestId('room-code').textContent())!.trim();

  // The player's phone, signed in, joins the first team.
  await signInAs(page, 'ar', uniqueEmail('team-player'));
  await page.goto(`/room/join?code=${code}`);
  await page.getByTestId('join-nickname').fill('ليلى');
  await page.getByTestId('join-team').nth(0).check();
  await page.getByTestId('join-submit').click();
  await expect(page.getByTestId('player-game')).toBeVisible();

  // One tile goes to the player's team, then the host ends the game.
  await host.getByTestId('start-game').click();
  await expect(host.getByTestId('board')).toBeVisible();
  await host.locator('[data-testid="tile"][data-column="0"][data-played="false"]').first().click();
  await expect(host.getByTestId('host-game')).toHaveAttribute('data-phase', 'question');
  await host.getByTestId('reveal').click();
  await host.getByTestId('mark-team-1-first').click();
  await expect(host.getByTestId('host-game')).toHaveAttribute('data-phase', 'board');
  // Nothing is announced while the game runs.
  await expect(page.getByText(say('ar', 'achievements.earnedToast'))).toHaveCount(0);
  await host.getByTestId('end-game').click();
  await host.getByTestId('end-confirm').click();

  await expect(page.getByTestId('player-game')).toHaveAttribute('data-phase', 'finished');
  for (const key of ['first_game', 'first_win']) {
    const name = say('ar', `achievements.items.${key}.name`);
    await expect(page.getByText(say('ar', 'achievements.earnedToast', { name }))).toBeVisible();
  }
  await shoot(page, 'game-achievement-toast-ar');
  const hosted = say('ar', 'achievements.items.first_host.name');
  await expect(host.getByText(say('ar', 'achievements.earnedToast', { name: hosted }))).toBeVisible();

  // Told once: the next visit does not repeat them, and they are on the achievements page.
  await page.goto('/achievements');
  const earned = page.locator('[data-testid="achievement"][data-earned="true"]');
  await expect(earned.filter({ hasText: say('ar', 'achievements.items.first_win.name') })).toBeVisible();
  await expect(page.getByText(say('ar', 'achievements.earnedToast'))).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
  await hostContext.close();
});
