import { readFileSync } from 'node:fs';
import { type Language, shoot, signInAs } from './admin-helpers';
import { uniqueEmail } from './auth-helpers';
import { expectNoSeriousA11yIssues } from './axe';
import { expect, test } from './fixtures';

type Messages = Record<string, unknown>;
const LOCALES = Object.fromEntries(
  (['ar', 'en'] as const).map((lang) => [
    lang,
    JSON.parse(readFileSync(`src/client/locales/${lang}/analytics.json`, 'utf8')) as Messages,
  ]),
) as Record<Language, Messages>;

function say(lang: Language, key: string): string {
  let value: unknown = LOCALES[lang];
  for (const part of key.split('.')) value = (value as Messages | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`no text for ${lang}:${key}`);
  return value;
}

const TEAMS = {
  teams: [
    { name: 'الصقور', colour: 'green' },
    { name: 'Falcons', colour: 'red' },
  ],
  lifelines: ['phone_a_friend', 'two_answers', 'flip_table'],
};

test('an analyst sees the charts and exports CSV; a player is refused (Arabic)', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'ar', 'e2e-analyst@example.com');
  // One game hosted, so the period has something to show.
  const { categories } = (await (await page.request.get('/api/categories')).json()) as {
    categories: { id: string; isPlayable: boolean }[];
  };
  const categoryIds = categories
    .filter((c) => c.isPlayable)
    .slice(0, 6)
    .map((c) => c.id);
  const hosted = await page.request.post('/api/games', {
    data: { options: TEAMS, categoryIds },
    headers: { origin: new URL(page.url()).origin, 'x-ui-language': 'ar' },
  });
  expect(hosted.status()).toBe(201);

  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('ar', 'title'));
  await expect(page.getByTestId('chart').first()).toBeVisible();
  await expect(page.getByTestId('total-games')).not.toHaveText('0');
  await expectNoSeriousA11yIssues(page, 'analytics');
  await shoot(page, 'analytics-ar');

  const download = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const csv = readFileSync((await (await download).path())!, 'utf8');
  expect(csv.split('\n').length).toBeGreaterThan(2);

  const context = await browser.newContext();
  const player = await context.newPage();
  await signInAs(player, 'ar', uniqueEmail('curious'));
  await player.goto('/analytics');
  await expect(player).toHaveURL(/\/403$/);
  expect((await player.request.get('/api/analytics')).status()).toBe(403);
  await context.close();
});
