import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { type Language, PASSWORD, SHOTS, shoot, signInAs } from './admin-helpers';
import { createVerifiedAccount, uniqueEmail } from './auth-helpers';
import { expectNoSeriousA11yIssues } from './axe';
import { expect, test, waitForPage } from './fixtures';
import { setSmtpDown } from './mailbox';

const ADMIN = 'e2e-admin@example.com';
const OPS = {
  ar: JSON.parse(readFileSync('src/client/locales/ar/ops.json', 'utf8')) as Record<string, unknown>,
  en: JSON.parse(readFileSync('src/client/locales/en/ops.json', 'utf8')) as Record<string, unknown>,
};

/** A text of the operations screens as a person reads it. */
function ops(lang: Language, key: string): string {
  let value: unknown = OPS[lang];
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`no text for ${lang}:${key}`);
  return value;
}

async function openAs(browser: Browser, lang: Language): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((language) => localStorage.setItem('preferred-language', language), lang);
  return context.newPage();
}

/** A host creates a room in the UI, a player joins it from their phone, and the game starts. */
async function startGame(browser: Browser, lang: Language, nickname: string) {
  const host = await openAs(browser, lang);
  const player = await openAs(browser, lang);
  await host.goto('/room/create');
  await host.getByTestId('team-name-0').fill(lang === 'ar' ? 'الصقور' : 'Falcons');
  await host.getByTestId('team-name-1').fill(lang === 'ar' ? 'النمور' : 'Tigers');
  await host.getByTestId('next-tab').click();
  const playable = host.locator('[data-testid="pick-category"][data-playable="true"] input');
  await expect(playable.first()).toBeVisible();
  for (let index = 0; index < 6; index += 1) await playable.nth(index).check();
  await host.getByTestId('next-tab').click();
  await host.getByTestId('create-room').click();
  await expect(host).toHaveURL(/\/room\/\d{6}$/);
  const code = (await host.getByTestId('room-code').textContent())!.trim();

  await player.goto(`/room/join?code=${code}`);
  await player.getByTestId('join-nickname').fill(nickname);
  await player.getByTestId('join-team').nth(0).check();
  await player.getByTestId('join-submit').click();
  await expect(player.getByTestId('player-game')).toBeVisible();
  await expect(host.getByTestId('lobby-player')).toHaveCount(1);
  await host.getByTestId('start-game').click();
  await expect(host.getByTestId('board')).toBeVisible();
  await expect(host.getByTestId('host-game')).toHaveAttribute('data-phase', 'board');
  await host.locator('[data-testid="tile"][data-column="0"][data-played="false"]').first().click();
  await expect(player.getByTestId('player-game')).toHaveAttribute('data-phase', 'question');
  // A lifeline, so that the lifeline statistics have something to chart.
  const lifeline = host.getByTestId('lifeline-two_answers').first();
  await lifeline.click();
  await expect(lifeline).not.toHaveAttribute('data-state', 'available');
  return { host, player, code };
}

const score = (page: Page, teamId: string) =>
  page.locator(`[data-testid="team-score"][data-team-id="${teamId}"] [data-testid="score"]`);

test.describe.configure({ mode: 'serial' });

for (const lang of ['ar', 'en'] as const) {
  test(`an admin changes a role, answers a contact message, corrects a live game from a VAR report and sees a failing SMTP check (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    await signInAs(page, lang, ADMIN);

    // Change a role.
    const member = uniqueEmail(`e2e-member-${lang}`);
    await createVerifiedAccount(page, member, PASSWORD, lang);
    await page.goto('/admin/users');
    await waitForPage(page);
    await page.getByLabel(ops(lang, 'users.search')).fill(member);
    await page
      .getByTestId('users-table')
      .getByRole('link', { name: member.split('@')[0] })
      .click();
    await expect(page.getByTestId('user-page')).toBeVisible();
    await page.getByTestId('role-select').selectOption('moderator');
    await page.getByRole('button', { name: ops(lang, 'users.changeRole') }).click();
    await expect(page.getByText(ops(lang, 'users.roleChanged'))).toBeVisible();
    await expectNoSeriousA11yIssues(page, `user page (${lang})`);
    await shoot(page, `admin-user-${lang}`);
    await page.goto('/admin/users');
    await page.getByLabel(ops(lang, 'users.roleFilter')).selectOption('moderator');
    await page.getByLabel(ops(lang, 'users.search')).fill(member);
    await expect(page.locator(`[data-email="${member}"]`)).toContainText(ops(lang, 'roles.moderator'));
    await expectNoSeriousA11yIssues(page, `users (${lang})`);

    // Answer a contact message: the reply leaves by mail and the message is marked replied.
    const sender = uniqueEmail(`e2e-sender-${lang}`);
    const sent = await page.request.post(`/api/contact?lang=${lang}`, {
      data: { name: 'Hamdan', email: sender, subject: 'Falcons', message: 'More falcon questions, please.' },
    });
    expect(sent.status()).toBe(201);
    await page.goto('/admin/contact');
    await waitForPage(page);
    const card = page.locator(`[data-testid="contact-message"][data-email="${sender}"]`);
    await expect(card.getByTestId('contact-status')).toHaveText(ops(lang, 'contact.statuses.pending'));
    await card.getByRole('button', { name: ops(lang, 'contact.send') }).click();
    await expect(card.getByText(lang === 'ar' ? 'هذا الحقل مطلوب' : 'This field is required')).toBeVisible();
    await card.getByLabel(ops(lang, 'contact.reply')).fill('A falcons set is coming next week.');
    await card.getByRole('button', { name: ops(lang, 'contact.send') }).click();
    await page.getByRole('button', { name: ops(lang, 'contact.all') }).click();
    await expect(card.getByTestId('contact-status')).toHaveText(ops(lang, 'contact.statuses.replied'));
    await expect(card.getByTestId('contact-reply')).toHaveAttribute('data-status', 'sent');
    await expectNoSeriousA11yIssues(page, `contact inbox (${lang})`);
    await shoot(page, `admin-contact-${lang}`);

    // A VAR report during a live game, accepted with a score correction that reaches the player's phone.
    const nickname = lang === 'ar' ? 'عائشة' : 'Aisha';
    const { player, code } = await startGame(browser, lang, nickname);
    await player.getByTestId('var-open').click();
    await player.getByTestId('var-reason').fill('The answer key is wrong');
    await player.getByTestId('var-submit').click();
    await player.keyboard.press('Escape');
    await page.goto('/admin/reports');
    await waitForPage(page);
    const report = page.locator('[data-testid="var-report"][data-status="open"]').filter({ hasText: code });
    await expect(report).toContainText('The answer key is wrong');
    await expect(report).toContainText(nickname);
    await expectNoSeriousA11yIssues(page, `VAR reports (${lang})`);
    await shoot(page, `admin-reports-${lang}`);
    await report.getByLabel(ops(lang, 'reports.note')).fill('Our answer key was wrong');
    await report.getByLabel(ops(lang, 'reports.correct')).check();
    await report.getByLabel(ops(lang, 'reports.amount')).fill('300');
    await report.getByRole('button', { name: ops(lang, 'reports.accept'), exact: true }).click();
    await expect(page.getByText(ops(lang, 'reports.acceptedDone'))).toBeVisible();
    await expect(score(player, 'team-1')).toHaveText('300');
    await expect(player.getByTestId('var-resolution')).toContainText('Our answer key was wrong');
    await page.getByRole('button', { name: ops(lang, 'reports.statuses.accepted') }).click();
    const resolved = page.locator('[data-testid="var-report"]').filter({ hasText: code });
    await expect(resolved).toContainText('Our answer key was wrong');
    // The reported question opens in the question form, saved from the report.
    await resolved.getByRole('button', { name: ops(lang, 'reports.editQuestion') }).click();
    await resolved.getByTestId('save-question').click();
    await expect(resolved.getByTestId('report-question-editor')).toBeHidden();
    await player.context().close();

    // Games and lifelines render (the charts come in their own chunk).
    await page.goto('/admin/games');
    await waitForPage(page);
    await page.getByTestId('games-table').getByRole('link', { name: code }).click();
    await expect(page.getByTestId('score-log')).toContainText('Our answer key was wrong');
    await expectNoSeriousA11yIssues(page, `game page (${lang})`);
    await page.goto('/admin/lifelines');
    await waitForPage(page);
    await expect(page.getByRole('heading', { name: ops(lang, 'lifelines.title') })).toBeVisible();
    await expect(page.getByTestId('lifeline-table')).toContainText(ops(lang, 'lifelines.names.two_answers'));
    // The charts' library is loaded when the screen opens: on a busy machine it takes a while.
    await expect(page.getByTestId('lifeline-charts').locator('svg').first()).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yIssues(page, `lifelines (${lang})`);

    // A failing SMTP check turns the health to warning.
    await page.goto('/admin/system');
    await waitForPage(page);
    await expect(page.getByTestId('system-status')).toHaveAttribute('data-health', /healthy|warning/);
    await expect(page.locator('[data-service="smtp"]')).toHaveAttribute('data-status', 'ok');
    setSmtpDown(true);
    try {
      await page.getByRole('button', { name: ops(lang, 'system.recheck') }).click();
      await expect(page.locator('[data-service="smtp"]')).toHaveAttribute('data-status', 'fail');
      await expect(page.getByTestId('system-status')).toHaveAttribute('data-health', 'warning');
      await expect(page.getByTestId('health')).toHaveText(ops(lang, 'system.healthStates.warning'));
      await expect(page.getByTestId('live-metrics')).toBeVisible();
      await expectNoSeriousA11yIssues(page, `system status (${lang})`);
      await shoot(page, `admin-system-${lang}`);
    } finally {
      setSmtpDown(false);
    }
    await page.getByRole('tab', { name: ops(lang, 'system.tabs.environment') }).click();
    await expect(page.getByTestId('environment')).toContainText('SMTP_URL');
    await expectNoSeriousA11yIssues(page, `environment (${lang})`);
  });
}

test('the operations screens read well in both languages, light and dark, on a laptop and a phone', async ({
  page,
}) => {
  test.setTimeout(SHOTS ? 900_000 : 180_000);
  await signInAs(page, 'en', ADMIN);
  await page.goto('/admin/games');
  await waitForPage(page);
  const gameUrl = await page.getByTestId('games-table').getByRole('link').first().getAttribute('href');
  const screens = [
    ['users', '/admin/users'],
    ['contact', '/admin/contact'],
    ['reports', '/admin/reports'],
    ['games', '/admin/games'],
    ['game', gameUrl!],
    ['lifelines', '/admin/lifelines'],
    ['system', '/admin/system'],
    ['security', '/security'],
  ] as const;
  // Without SCREENSHOTS, the dark theme is checked with axe on the laptop width in English; with it, every screen
  // is pictured in both languages, both themes, at 1366x768 and 390x844, and the system screen at 1920x1080.
  const languages: Language[] = SHOTS ? ['ar', 'en'] : ['en'];
  const schemes = SHOTS ? (['light', 'dark'] as const) : (['dark'] as const);
  const sizes = SHOTS
    ? ([
        [1366, 768],
        [390, 844],
      ] as const)
    : ([[1366, 768]] as const);
  for (const lang of languages) {
    // Added after signInAs's own, so this one runs last on every page load.
    await page.addInitScript((language) => localStorage.setItem('preferred-language', language), lang);
    for (const scheme of schemes) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.evaluate((theme) => localStorage.setItem('theme', theme), scheme);
      for (const [width, height] of sizes) {
        await page.setViewportSize({ width, height });
        for (const [name, url] of screens) {
          await page.goto(url);
          await waitForPage(page);
          if (name === 'contact' || name === 'reports') {
            await page.getByRole('button', { name: ops(lang, `${name}.all`), exact: true }).click();
          }
          await expect(page.locator('main [data-variant]')).toHaveCount(0);
          if (width === 1366 && scheme === 'dark') {
            await expectNoSeriousA11yIssues(page, `${name} (${lang}, ${scheme})`);
          }
          await shoot(page, `ops-${name}-${lang}-${scheme}-${width}`);
        }
      }
    }
  }
  if (SHOTS) {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto('/admin/system');
    await waitForPage(page);
    await expect(page.getByTestId('live-metrics')).toBeVisible();
    await shoot(page, 'ops-system-en-dark-1920');
  }
});
