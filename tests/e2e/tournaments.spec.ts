// Tournaments: a signed-in player creates a tournament that starts now, joins it and plays its open round on a
// phone; the round's score, its live standings and the standings show, and the answers stay hidden while the round
// is open; once it has closed, the player reviews them. In Arabic and in English, with axe on the screen.
import type { Page } from '@playwright/test';
import type { SoloReview, SoloRound } from '../../src/shared/contracts/solo';
import type { TournamentDetail } from '../../src/shared/contracts/tournaments';
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
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/tournaments') && response.request().method() === 'POST',
    );
    await page.getByTestId('tournament-save').click();
    const { id } = (await (await saved).json()) as { id: string };

    const view = page.getByTestId('tournament-view');
    await expect(view.getByRole('heading', { level: 2, name })).toBeVisible();
    await view.getByTestId('tournament-join').click();
    await expect(view.getByTestId('tournament-me')).toHaveText(say(lang, 'tournaments.you.active'));
    await expect(view.getByTestId('tournament-standings')).toContainText(say(lang, 'tournaments.youMark'));
    await expectNoSeriousA11yIssues(page, `tournament ${lang}`);
    await shoot(page, `tournament-view-${lang}`);

    const started = page.waitForResponse((response) => response.url().endsWith('/rounds/1/start'));
    await view.getByTestId('tournament-play').click();
    const round = (await (await started).json()) as SoloRound;
    await playRound(page);
    await expect(page.getByTestId('round-mine')).toContainText(say(lang, 'tournaments.mine.finished'));
    await expect(page.getByTestId('tournament-play')).toHaveCount(0);
    await shoot(page, `tournament-played-${lang}`);

    // While the round is open: the live standings with the player's points, and no way to its answers yet.
    const live = view.getByTestId('live-standings');
    await expect(live.getByRole('heading', { name: say(lang, 'tournaments.live.title') })).toBeVisible();
    const myRow = live.getByTestId('live-standings-rows').getByRole('row');
    await expect(myRow).toHaveCount(1);
    await expect(myRow).toContainText(say(lang, 'tournaments.youMark'));
    await expect(live.getByTestId('live-count')).toContainText(say(lang, 'tournaments.live.note'));
    await expect(view.getByTestId('tournament-review-open')).toHaveCount(0);
    const early = await page.request.get(`/api/tournaments/${id}/rounds/1/review`);
    expect(early.status()).toBe(409);
    expect(((await early.json()) as { error: { key: string } }).error.key).toBe(
      'tournaments.errors.reviewNotYet',
    );
    await expectNoSeriousA11yIssues(page, `tournament live standings ${lang}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, `tournament-live-${lang}`);

    // After the round has closed (its window lasts at least 10 minutes, so the server's answers are stood in for
    // here; the routes' rules are tested against the server in tournaments.test.ts): the player's own answers.
    const real = (await (await page.request.get(`/api/tournaments/${id}`)).json()) as TournamentDetail;
    const closed: TournamentDetail = {
      ...real,
      liveRound: null,
      roundList: real.roundList.map((entry) => ({
        ...entry,
        state: 'closed',
        canPlay: false,
        canReview: true,
      })),
    };
    const answered: SoloReview = {
      roundId: round.roundId,
      day: null,
      score: 100,
      maxScore: round.maxScore,
      correct: 1,
      total: round.questions.length,
      streak: 0,
      items: round.questions.map((question, index) => ({
        question,
        correctAnswer:
          question.type === 'open'
            ? { ar: 'القاهرة', en: 'Cairo' }
            : {
                ar: question.options.ar[1]!,
                en: question.options.en[1]!,
              },
        explanation: index === 0 ? 'Cairo is the capital of Egypt.' : null,
        given: question.type === 'open' ? { kind: 'text', text: 'القاهرة' } : { kind: 'option', index: 0 },
        isCorrect: index === 0,
        isLate: false,
        points: index === 0 ? 100 : 0,
      })),
    };
    await page.route(`**/api/tournaments/${id}`, (route) => route.fulfill({ json: closed }));
    await page.route(`**/api/tournaments/${id}/rounds/1/review`, (route) =>
      route.fulfill({ json: answered }),
    );
    await page.reload();
    await page.getByRole('tab', { name: say(lang, 'tournaments.tabs.mine') }).click();
    await page
      .getByTestId('tournament-list')
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByTestId('tournament-open')
      .click();
    await expect(view.getByTestId('live-standings')).toHaveCount(0);
    await view.getByTestId('tournament-review-open').click();
    const reviewed = view.getByTestId('tournament-review');
    await expect(
      reviewed.getByRole('heading', { name: say(lang, 'tournaments.review.title') }),
    ).toBeVisible();
    await expect(reviewed.getByTestId('tournament-review-items').getByRole('listitem')).toHaveCount(
      round.questions.length,
    );
    await expect(reviewed).toContainText('Cairo is the capital of Egypt.');
    await expect(reviewed).toContainText(say(lang, 'challenges.reviewGiven'));
    await expectNoSeriousA11yIssues(page, `tournament review ${lang}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, `tournament-review-${lang}`);
    await page.unroute(`**/api/tournaments/${id}`);
    await page.unroute(`**/api/tournaments/${id}/rounds/1/review`);

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
