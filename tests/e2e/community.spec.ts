import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { emptyQuestionExtras } from '../../src/shared/contracts/admin-questions';
import { PASSWORD, shoot, signInAs } from './admin-helpers';
import { createVerifiedAccount, signInByApi, uniqueEmail, useOwnAddress } from './auth-helpers';
import { expectNoSeriousA11yIssues } from './axe';
import { expect, test } from './fixtures';

type Language = 'ar' | 'en';
type Messages = Record<string, unknown>;
const LOCALES = Object.fromEntries(
  (['ar', 'en'] as const).map((lang) => [
    lang,
    JSON.parse(readFileSync(`src/client/locales/${lang}/community.json`, 'utf8')) as Messages,
  ]),
) as Record<Language, Messages>;

/** A text of the community screens as a person reads it. */
function say(lang: Language, key: string): string {
  let value: unknown = LOCALES[lang];
  for (const part of key.split('.')) value = (value as Messages | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`no text for ${lang}:${key}`);
  return value;
}

const COLUMNS = ['الصقور', 'الخيل', 'البحر', 'الصحراء', 'النخيل', 'اللؤلؤ'];
const SET_NAME = `Family board ${Date.now()}`;
const POINTS = { easy: 200, medium: 400, hard: 600 } as const;

async function openAs(browser: Browser, lang: Language): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((language) => localStorage.setItem('preferred-language', language), lang);
  return context.newPage();
}

test.describe.configure({ mode: 'serial' });

test('an author creates a full set, plays it as a team game with a phone (Arabic)', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await openAs(browser, 'ar');
  await signInAs(page, 'ar', uniqueEmail('teacher'));
  await page.goto('/community?tab=create');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('ar', 'title'));
  await expectNoSeriousA11yIssues(page, 'create set');
  const form = page.getByTestId('create-set-form');
  await form.getByLabel(say('ar', 'create.name')).fill(SET_NAME);
  await form.getByLabel(say('ar', 'create.description')).fill('أسئلة العائلة لعطلة نهاية الأسبوع');
  for (const [index, name] of COLUMNS.entries()) {
    await form.getByLabel(say('ar', 'create.columnAr').replace('{{number}}', String(index + 1))).fill(name);
    await form
      .getByLabel(say('ar', 'create.columnEn').replace('{{number}}', String(index + 1)))
      .fill(`Column ${index + 1}`);
  }
  await shoot(page, 'community-create-ar');
  await form.getByTestId('create-set').click();
  await expect(page.getByTestId('set-detail')).toContainText(SET_NAME);
  const setId = new URL(page.url()).searchParams.get('set')!;

  // The first question through the back-office's own form; the other 35 through the same API.
  await page.getByTestId('add-question').click();
  const question = page.getByTestId('question-form');
  await question.locator('select').first().selectOption({ label: COLUMNS[0]! });
  await question.locator('textarea').nth(0).fill('ما أسرع طائر في العالم؟');
  await question.locator('textarea').nth(1).fill('Which is the fastest bird in the world?');
  const options = question.getByRole('radiogroup');
  for (const [index, [ar, en]] of [
    ['الشاهين', 'Peregrine falcon'],
    ['الحبارى', 'Houbara'],
    ['النعامة', 'Ostrich'],
    ['البومة', 'Owl'],
  ].entries()) {
    await options.locator('input[lang="ar"]').nth(index).fill(ar!);
    await options.locator('input[lang="en"]').nth(index).fill(en!);
  }
  await question.getByTestId('save-question').click();
  await expect(question).toHaveCount(0);
  await expect(page.getByTestId('set-detail')).toContainText('ما أسرع طائر في العالم؟');

  const detail = await (await page.request.get(`/api/community/sets/${setId}`)).json();
  const origin = new URL(page.url()).origin;
  let n = 0;
  for (const [column, category] of (detail.categories as { id: string }[]).entries()) {
    for (const difficulty of ['easy', 'easy', 'medium', 'medium', 'hard', 'hard'] as const) {
      n += 1;
      if (column === 0 && n === 1) continue;
      const response = await page.request.post(`/api/community/sets/${setId}/questions`, {
        headers: { origin },
        data: {
          categoryId: category.id,
          type: 'multiple_choice',
          bodyAr: `سؤال العائلة رقم ${n}؟`,
          bodyEn: `Family question number ${n}?`,
          optionsAr: ['أ', 'ب', 'ج', 'د'],
          optionsEn: ['A', 'B', 'C', 'D'],
          correctIndex: n % 4,
          difficulty,
          points: POINTS[difficulty],
          ...emptyQuestionExtras(),
        },
      });
      expect(response.status()).toBe(201);
    }
  }
  await page.reload();
  await expect(page.getByTestId('set-detail')).toContainText(say('ar', 'play.full'));
  await expectNoSeriousA11yIssues(page, 'set detail');
  await shoot(page, 'community-set-ar');

  await page.getByTestId('play-set').click();
  await expect(page).toHaveURL(/\/room\/\d{6}$/);
  const code = (await page.getByTestId('room-code').textContent())!.trim();

  const phone = await openAs(browser, 'en');
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(`/room/join?code=${code}`);
  await phone.getByTestId('join-nickname').fill('Mariam');
  await phone.getByTestId('join-team').nth(0).check();
  await phone.getByTestId('join-submit').click();
  await expect(phone.getByTestId('player-game')).toBeVisible();
  await expect(page.getByTestId('lobby-player')).toHaveCount(1);
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('board')).toBeVisible();
  for (const name of COLUMNS) await expect(page.getByTestId('board')).toContainText(name);
  await expect(phone.getByTestId('player-game')).toHaveAttribute('data-phase', 'board');
  await page.locator('[data-testid="tile"][data-column="0"][data-played="false"]').first().click();
  await expect(phone.getByTestId('question-body')).toContainText(/Family question|fastest bird/);
  await shoot(page, 'community-board-ar');
  await phone.context().close();
  await page.context().close();
});

test('another player finds the set and likes it once (English)', async ({ page, useLanguage }) => {
  await useLanguage('en');
  await useOwnAddress(page);
  await page.goto('/');
  const email = uniqueEmail('parent');
  await createVerifiedAccount(page, email, PASSWORD, 'en');
  await signInByApi(page, email, PASSWORD);
  await page.goto('/community');
  await page.getByLabel(say('en', 'search')).fill(SET_NAME.slice(0, 12));
  const card = page.getByTestId('set-list').locator('li', { hasText: SET_NAME });
  await expect(card).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'all sets');
  const like = card.getByTestId('like-set');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toContainText('1');
  await expect(like).toBeDisabled();
  await shoot(page, 'community-list-en');
});
