import type { Page } from '@playwright/test';
import { signInAs } from './admin-helpers';
import { uniqueEmail } from './auth-helpers';
import { expect, test, waitForPage } from './fixtures';
import { SHORT_XSS_PAYLOADS, XSS_PAYLOADS } from './xss-payloads';

const ADMIN = 'e2e-admin@example.com';

/** Fails the screen if a payload ran: a dialog opened, `window.__xss` was set, or a `data-xss` element exists. */
async function expectNothingRan(page: Page, dialogs: string[], screen: string): Promise<void> {
  expect(dialogs, `dialogs on ${screen}`).toEqual([]);
  expect(
    await page.evaluate(() => (window as { __xss?: unknown }).__xss),
    `window.__xss on ${screen}`,
  ).toBeUndefined();
  await expect(page.locator('[data-xss]'), `injected elements on ${screen}`).toHaveCount(0);
  for (const frame of page.frames()) {
    expect(frame.url(), `frames on ${screen}`).not.toMatch(/^javascript:/i);
  }
}

test('hostile markup in nicknames, team names, contact messages, a VAR reason, a profile, a community set and a page renders as text and never runs', async ({
  page,
  browser,
}) => {
  test.setTimeout(110_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInAs(page, 'en', ADMIN);

  // Contact messages: every payload in the message, short ones in the name and subject.
  const sender = uniqueEmail('e2e-xss');
  // A NUL character is refused before it reaches the database (it used to answer 500).
  const withNul = XSS_PAYLOADS.filter((payload) => payload.includes('\u0000'));
  const refused = await page.request.post('/api/contact?lang=en', {
    data: { name: 'Hamdan', email: sender, subject: 'NUL', message: withNul.join('\n') },
  });
  expect(refused.status()).toBe(400);
  const storable = XSS_PAYLOADS.filter((payload) => !withNul.includes(payload));
  const chunks = [storable.slice(0, 33), storable.slice(33)];
  for (const [index, chunk] of chunks.entries()) {
    const sent = await page.request.post('/api/contact?lang=en', {
      data: {
        name: SHORT_XSS_PAYLOADS[index]!,
        email: sender,
        subject: XSS_PAYLOADS[XSS_PAYLOADS.length - 1 - index]!,
        message: chunk.join('\n'),
      },
    });
    expect(sent.status()).toBe(201);
  }

  // A room whose team names and players' nicknames are payloads; the host's lobby shows them.
  const host = await (await browser.newContext()).newPage();
  host.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await host.addInitScript(() => localStorage.setItem('preferred-language', 'en'));
  await host.goto('/room/create');
  await host.getByTestId('team-name-0').fill(SHORT_XSS_PAYLOADS[0]);
  await host.getByTestId('team-name-1').fill(SHORT_XSS_PAYLOADS[4]);
  await host.getByTestId('next-tab').click();
  const playable = host.locator('[data-testid="pick-category"][data-playable="true"] input');
  await expect(playable.first()).toBeVisible();
  for (let index = 0; index < 6; index += 1) await playable.nth(index).check();
  await host.getByTestId('next-tab').click();
  await host.getByTestId('create-room').click();
  await expect(host).toHaveURL(/\/room\/\d{6}$/);
  const roomCode = (await host.getByTestId('room-code').textContent())!.trim();

  const joined: string[] = [];
  const players: { gameId: string; playerToken: string }[] = [];
  const statuses: number[] = [];
  for (const [index, nickname] of SHORT_XSS_PAYLOADS.entries()) {
    const response = await page.request.post('/api/games/join', {
      data: {
        clientId: crypto.randomUUID(),
        roomCode,
        nickname,
        teamId: index % 2 === 0 ? 'team-1' : 'team-2',
        deviceId: `xss-device-${crypto.randomUUID()}`,
      },
    });
    statuses.push(response.status());
    if (!response.ok()) continue;
    const player = (await response.json()) as { nickname: string; gameId: string; playerToken: string };
    joined.push(player.nickname);
    players.push(player);
  }
  // Every refusal is a translated 4xx (the nickname filter may refuse some), never a server error.
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  expect(joined.length).toBeGreaterThan(SHORT_XSS_PAYLOADS.length / 2);
  await expect(host.getByTestId('lobby-player')).toHaveCount(joined.length);
  await expect(host.getByText(joined[0]!, { exact: true }).first()).toBeVisible();
  await expect(host.getByText(SHORT_XSS_PAYLOADS[0], { exact: true }).first()).toBeVisible();
  await expectNothingRan(host, dialogs, 'lobby');

  // The game board with the team names on the scoreboard.
  await host.getByTestId('start-game').click();
  await expect(host.getByTestId('board')).toBeVisible();
  await expectNothingRan(host, dialogs, 'board');

  // A VAR report whose reason is a payload, on the tile the host opened; the admin's reports list shows it.
  const tile = host.locator('[data-testid="tile"][data-column="0"][data-played="false"]').first();
  const tileId = (await tile.getAttribute('data-tile-id'))!;
  await tile.click();
  await expect(host.getByTestId('host-game')).not.toHaveAttribute('data-phase', 'board');
  const varReason = storable.filter((payload) => payload.includes('__xss'))[5]!;
  const report = await page.request.post(`/api/games/${players[0]!.gameId}/var-reports`, {
    headers: { 'x-game-token': players[0]!.playerToken },
    data: { clientId: crypto.randomUUID(), tileId, reason: varReason },
  });
  expect(report.status(), await report.text()).toBeLessThan(300);
  await page.goto('/admin/reports');
  await waitForPage(page);
  const reportCard = page.locator('[data-testid="var-report"]').filter({ hasText: roomCode });
  await expect(reportCard).toContainText(varReason);
  await expectNothingRan(page, dialogs, 'VAR reports');

  // The admin's contact inbox shows every payload as text.
  await page.goto('/admin/contact');
  await waitForPage(page);
  const cards = page.locator(`[data-testid="contact-message"][data-email="${sender}"]`);
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('window.__xss=1');
  await expectNothingRan(page, dialogs, 'contact inbox');

  // A published page whose titles and HTML are payloads (the HTML is sanitised), read at its own address.
  const pageTitle = storable.filter((payload) => payload.includes('__xss') && payload.length <= 60)[2]!;
  const slug = `xss-${Date.now()}`;
  const published = await page.request.post('/api/admin/pages', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      slug,
      titleAr: pageTitle,
      titleEn: pageTitle,
      htmlAr: storable.join('\n'),
      htmlEn: storable.join('\n'),
      isPublished: true,
    },
  });
  expect(published.status(), await published.text()).toBeLessThan(300);
  await page.goto(`/${slug}`);
  await expect(page.locator('main h1').first()).toHaveText(pageTitle);
  await expectNothingRan(page, dialogs, 'published page');

  // A player's display name (shown in the header on every screen and on the profile).
  const member = await (await browser.newContext()).newPage();
  member.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInAs(member, 'en', uniqueEmail('e2e-xss-member'));
  const within = (max: number) => storable.filter((payload) => Array.from(payload).length <= max);
  const displayName = within(50).find((payload) => payload.includes('__xss'))!;
  const profile = await member.request.patch('/api/account/profile', {
    data: { displayName },
    headers: { origin: new URL(member.url()).origin },
  });
  expect(profile.status(), await profile.text()).toBeLessThan(300);
  expect(profile.status()).toBeLessThan(300);
  await member.goto('/profile');
  await waitForPage(member);
  await expect(member.getByText(displayName).first()).toBeVisible();
  await expectNothingRan(member, dialogs, 'profile');

  // A community set: name, description and column names.
  const setName = within(80).filter((payload) => payload.includes('__xss'))[3]!;
  const description = within(500).slice(16, 26).join(' ').slice(0, 500);
  const created = await member.request.post('/api/community/sets', {
    headers: { origin: new URL(member.url()).origin },
    data: {
      name: setName,
      description,
      difficulty: 'easy',
      isPublic: false,
      categories: within(22)
        .slice(0, 6)
        .map((nameEn) => ({ nameAr: 'صقور', nameEn })),
    },
  });
  expect(created.status()).toBe(201);
  const { id: setId } = (await created.json()) as { id: string };
  await member.goto(`/community?set=${setId}`);
  await expect(member.getByTestId('set-detail')).toContainText(setName);
  await expectNothingRan(member, dialogs, 'community set');

  console.log(
    `XSS corpus: ${XSS_PAYLOADS.length} payloads in contact messages (${withNul.length} with NUL refused), ${SHORT_XSS_PAYLOADS.length} nicknames ` +
      `(${joined.length} accepted), 2 team names, a VAR reason, a display name, a community set and a page; 8 screens rendered; ${dialogs.length} dialogs`,
  );
});
