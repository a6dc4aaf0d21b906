// Playing alone on a phone: the daily challenge with an offline answer, the streak, the share card and the
// answers, in Arabic and in English, with axe on each screen.
import { shoot } from './admin-helpers';
import { useOwnAddress } from './auth-helpers';
import { expectNoSeriousA11yIssues } from './axe';
import { expect, test } from './fixtures';
import { answerAll, say } from './solo-helpers';

test.use({ viewport: { width: 390, height: 844 } });

for (const lang of ['ar', 'en'] as const) {
  test(`${lang}: a guest plays the daily challenge on a phone, one answer offline, and shares the result`, async ({
    page,
    context,
    useLanguage,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    await useLanguage(lang);
    await useOwnAddress(page);
    await page.goto('/challenges');
    await expect(page.getByRole('heading', { level: 1, name: say(lang, 'challenges.title') })).toBeVisible();
    await expect(page.getByText(say(lang, 'challenges.guestNote'))).toBeVisible();
    if (lang === 'ar') await expectNoSeriousA11yIssues(page, 'challenges start');
    await page.getByTestId('daily-start').click();

    const round = page.getByTestId('daily-round');
    await expect(round.getByTestId('round-question')).toBeVisible();
    await expect(round.getByTestId('round-timer')).toBeVisible();
    if (lang === 'ar') {
      await expectNoSeriousA11yIssues(page, 'challenge question');
      await shoot(page, `solo-question-${lang}`);
    }

    // The first answer is given without a connection: it waits in the queue and is scored once back online.
    await context.setOffline(true);
    const first = round.getByTestId('round-option').first();
    if (await first.isVisible()) await first.click();
    else {
      await round.getByTestId('round-text').fill('القاهرة');
      await round.getByTestId('round-text').press('Enter');
    }
    await expect(page.getByTestId('answer-outcome')).toContainText(say(lang, 'challenges.savedOffline'));
    await context.setOffline(false);
    await expect(page.getByTestId('answer-outcome')).not.toContainText(say(lang, 'challenges.savedOffline'));

    await answerAll(page);
    const result = page.getByTestId('daily-result');
    await expect(result.getByTestId('daily-streak')).toBeVisible();
    await expect(result.getByTestId('share-card-text')).toContainText(say(lang, 'challenges.shareText'));
    await expect(result.getByTestId('share-card-image')).toBeVisible();
    await expect(page.getByTestId('daily-review').locator('li')).toHaveCount(10);
    await expectNoSeriousA11yIssues(page, `challenge result ${lang}`);
    await shoot(page, `solo-result-${lang}`);

    // The result stays on the device: a reload shows it again, and no second attempt.
    await page.reload();
    await expect(page.getByTestId('daily-result')).toBeVisible();
    await expect(page.getByTestId('daily-start')).toHaveCount(0);

    // The leaderboard: a guest sees the board and how to get on it.
    await page.goto('/leaderboard');
    await expect(page.getByRole('heading', { level: 1, name: say(lang, 'leaderboard.title') })).toBeVisible();
    await expect(page.getByTestId('leaderboard-you')).toHaveText(say(lang, 'leaderboard.noRank'));
    await page.getByTestId('tab-weekly').click();
    await page.getByLabel(say(lang, 'leaderboard.regions.label')).selectOption('gulf');
    await expect(page.getByTestId('leaderboard-you')).toBeVisible();
    await expectNoSeriousA11yIssues(page, `leaderboard ${lang}`);
    await shoot(page, `solo-leaderboard-${lang}`);
    expect(consoleErrors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(error))).toEqual(
      [],
    );
  });
}
