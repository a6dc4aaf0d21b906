// Tournaments: a signed-in player creates a tournament that starts now, joins it and plays its open round on a
// phone; the round's score and the standings show. In Arabic and in English, with axe on the screen.
import type { Page } from '@playwright/test';
import { SHOTS, shoot, signInAs } from './admin-helpers';
import { uniqueEmail } from './auth-helpers';
import { expectNoSeriousA11yIssues } from './axe';
import { expect, test } from './fixtures';
import { say } from './solo-helpers';

test.use({ viewport: { width: 390, height: 844 } });

/** Answers every question of the open round until the tournament shows again. */
async function playRound(page: Page) {
  const round = page.getByTestId('daily-round');
  const view = page.getByTestId('tournament-view');
  await expect(round).toBeVisible();
  for (;;) {
    const option = round.getByTestId('round-option').first();
    const text = round.getByTestId('round-text');
    await expect(option.or(text).or(view)).toBeVisible();
    if (await view.isVisible()) return;
    if (await option.isVisible()) await option.click();
    else {
      await text.fill('القاهرة');
      await text.press('Enter');
    }
  }
}

/** The four looks of the screen: light and dark, phone and laptop. */
async function shootAll(page: Page, name: string) {
  if (!SHOTS) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.emulateMedia({ colorScheme: theme });
    for (const size of [
      { width: 390, height: 844 },
      { width: 1366, height: 768 },
    ]) {
      await page.setViewportSize(size);
      await page.reload();
      await expect(page.getByTestId('tournament-list')).toBeVisible();
      await shoot(page, `${name}-${theme}-${size.width}`);
    }
  }
}

for (const lang of ['ar', 'en'] as const) {
  test(`${lang}: join a tournament and play its round`, async ({ page, consoleErrors }) => {
    test.setTimeout(120_000);
    await signInAs(page, lang, uniqueEmail(`cup-${lang}`));
    await page.goto('/tournaments');
    await expect(page.getByRole('heading', { level: 1, name: say(lang, 'tournaments.title') })).toBeVisible();

    await page.getByRole('tab', { name: say(lang, 'tournaments.tabs.create') }).click();
    const name = `Cup ${lang} ${Date.now()}`;
    await page.getByLabel(say(lang, 'tournaments.form.name'), { exact: true }).fill(name);
    await page.getByLabel(say(lang, 'tournaments.form.rounds'), { exact: true }).selectOption('1');
    const [start, end] = await page.evaluate(() => {
      const local = (ms: number) => {
        const d = new Date(ms);
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
      };
      return [local(Date.now()), local(Date.now() + 2 * 3_600_000)];
    });
    await page.getByLabel(say(lang, 'tournaments.form.startsAt'), { exact: true }).fill(start);
    await page.getByLabel(say(lang, 'tournaments.form.endsAt'), { exact: true }).fill(end);
    await shoot(page, `tournament-form-${lang}`);
    await page.getByTestId('tournament-save').click();

    const view = page.getByTestId('tournament-view');
    await expect(view.getByRole('heading', { level: 2, name })).toBeVisible();
    await view.getByTestId('tournament-join').click();
    await expect(view.getByTestId('tournament-me')).toHaveText(say(lang, 'tournaments.you.active'));
    await expect(view.getByTestId('tournament-standings')).toContainText(say(lang, 'tournaments.youMark'));
    await expectNoSeriousA11yIssues(page, `tournament ${lang}`);
    await shoot(page, `tournament-view-${lang}`);

    await view.getByTestId('tournament-play').click();
    await playRound(page);
    await expect(page.getByTestId('round-mine')).toContainText(say(lang, 'tournaments.mine.finished'));
    await expect(page.getByTestId('tournament-play')).toHaveCount(0);
    await shoot(page, `tournament-played-${lang}`);

    await page.getByRole('button', { name: say(lang, 'tournaments.back') }).click();
    await page.getByRole('tab', { name: say(lang, 'tournaments.tabs.mine') }).click();
    await expect(page.getByTestId('tournament-list').getByRole('heading', { name })).toBeVisible();
    // An achievement toast of the round may still be fading (axe would read its colours mid-animation).
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await expectNoSeriousA11yIssues(page, `tournament list ${lang}`);
    await shootAll(page, `tournaments-${lang}`);
    expect(consoleErrors).toEqual([]);
  });
}
