// Achievements: a signed-in player finishes the daily challenge on a phone, is told of the achievements it earned,
// and finds them on /achievements and on the profile; in Arabic and in English, with axe on the screen.
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
