import { say, shoot, signInAs } from './admin-helpers';
import { expectNoSeriousA11yIssues } from './axe';
import { expect, test, waitForPage } from './fixtures';

/** On the allow-list of the e2e server (tests/e2e/start-server.mjs); its model is a loopback server. */
const ADMIN = 'e2e-admin@example.com';

test('an admin generates questions with pictures, reviews and edits them, and they reach a board', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'ar', ADMIN);
  const base = new URL(page.url()).origin;

  // A new, empty sub-category for the generated questions.
  const tree = (await (await page.request.get(`${base}/api/admin/categories`)).json()) as {
    categories: { id: string; parentId: string | null }[];
  };
  const parentId = tree.categories.find((c) => c.parentId === null)!.id;
  const created = await page.request.post(`${base}/api/admin/categories`, {
    headers: { origin: base },
    data: {
      slug: 'e2e-sums',
      parentId,
      nameAr: 'جمع الأعداد',
      nameEn: 'Adding numbers',
      descriptionAr: 'حساب',
      descriptionEn: 'Sums',
      icon: '➕',
      imageUrl: null,
      sortOrder: 99,
      isActive: true,
    },
  });
  expect(created.status()).toBe(201);
  const isPlayable = async () => {
    const { categories } = (await (await page.request.get(`${base}/api/categories`)).json()) as {
      categories: { slug: string; isPlayable: boolean }[];
    };
    return categories.find((c) => c.slug === 'e2e-sums')?.isPlayable;
  };
  expect(await isPlayable()).toBe(false);

  await page.goto('/admin/ai-studio');
  await waitForPage(page);
  const form = page.getByTestId('generator-form');
  await expect(page.getByTestId('ai-status')).toContainText('loopback-model');
  await expect(page.getByTestId('ai-mix')).toHaveText(
    say('ar', 'ai.generator.mix', { easy: 4, medium: 4, hard: 2 }),
  );

  // The form says what is wrong: a short topic, no category, no media type.
  await page.getByTestId('ai-topic').fill('جمع');
  await page.getByTestId('ai-media-image').uncheck();
  await page.getByTestId('ai-generate').click();
  await expect(form).toContainText(say('ar', 'common:validation.topicTooShort'));
  await expect(form).toContainText(say('ar', 'common:validation.mediaRequired'));
  await expect(form).toContainText(say('ar', 'common:validation.categoriesRange'));
  await expectNoSeriousA11yIssues(page, 'AI studio (ar)');
  await shoot(page, 'ai-studio-errors-ar');

  await page.getByTestId('ai-topic').fill('جمع عددين');
  await page.getByTestId('ai-media-image').check();
  await form.getByRole('checkbox', { name: 'جمع الأعداد' }).check();
  await page.getByTestId('ai-generate').click();
  const run = page.getByTestId('ai-run');
  await expect(run.getByTestId('ai-run-status')).toHaveText(say('ar', 'ai.runStatus.completed'), {
    timeout: 30_000,
  });
  await expect(run.getByTestId('ai-run-summary')).toContainText('10');
  await shoot(page, 'ai-studio-run-ar');

  // The review queue: ten questions with their pictures, confidence and fact-check.
  await run.getByTestId('ai-review-link').click();
  await waitForPage(page);
  const queue = page.getByTestId('review-queue');
  const sums = queue.getByTestId('question-row').filter({ hasText: 'كم يساوي' });
  await expect(sums).toHaveCount(10);
  await expect(sums.first().getByTestId('ai-confidence')).toBeVisible();
  await expect(sums.first().getByTestId('image-credit')).toContainText('CC BY-SA 4.0');
  await expect(sums.first()).toContainText(say('ar', 'ai.review.factAgrees'));
  await expectNoSeriousA11yIssues(page, 'review queue with generated questions (ar)');
  await shoot(page, 'ai-review-ar');

  // The one under the threshold is edited, then approved by hand; the rest are approved together.
  const low = sums.filter({ has: page.getByTestId('ai-confidence').filter({ hasText: '80' }) });
  await expect(low).toHaveCount(1);
  await low.getByTestId('edit-question').click();
  const editor = page.getByTestId('question-form');
  const arabic = editor.getByLabel(say('ar', 'form.bodyAr'));
  await arabic.fill((await arabic.inputValue()).replace('كم يساوي', 'كم يساوي حاصل جمع'));
  await editor.getByTestId('save-question').click();
  const edited = sums.filter({ hasText: 'حاصل جمع' });
  await expect(edited).toHaveCount(1);
  await edited.getByTestId('approve-question').click();
  await expect(edited).toHaveCount(0);
  await queue.getByTestId('approve-confident').click();
  await expect(sums).toHaveCount(0);
  await expect.poll(isPlayable).toBe(true);

  // The studio in English.
  const en = await (await browser.newContext()).newPage();
  await signInAs(en, 'en', ADMIN);
  await en.goto('/admin/ai-studio');
  await waitForPage(en);
  await expect(en.getByRole('heading', { level: 1 })).toHaveText(say('en', 'ai.title'));
  await en.getByTestId('ai-topic').fill('abc');
  await en.getByTestId('ai-generate').click();
  await expect(en.getByTestId('generator-form')).toContainText(say('en', 'common:validation.topicTooShort'));
  await expectNoSeriousA11yIssues(en, 'AI studio (en)');
  await shoot(en, 'ai-studio-en');
});

test('a generated question with markup is refused, and the studio says why', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, 'en', ADMIN);
  const base = new URL(page.url()).origin;
  const tree = (await (await page.request.get(`${base}/api/admin/categories`)).json()) as {
    categories: { id: string; parentId: string | null }[];
  };
  const created = await page.request.post(`${base}/api/admin/categories`, {
    headers: { origin: base },
    data: {
      slug: 'e2e-markup',
      parentId: tree.categories.find((c) => c.parentId === null)!.id,
      nameAr: 'مقارنة الأعداد',
      nameEn: 'Comparing numbers',
      descriptionAr: 'حساب',
      descriptionEn: 'Sums',
      icon: '⚖️',
      imageUrl: null,
      sortOrder: 99,
      isActive: true,
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/admin/ai-studio');
  await waitForPage(page);
  const form = page.getByTestId('generator-form');
  // The loopback model writes a script into one question and a picture tag into another for this topic.
  await page.getByTestId('ai-topic').fill('Sums with markup');
  await form.getByRole('checkbox', { name: 'Comparing numbers' }).check();
  await page.getByTestId('ai-generate').click();
  const run = page.getByTestId('ai-run');
  await expect(run.getByTestId('ai-run-status')).toHaveText(say('en', 'ai.runStatus.completed'), {
    timeout: 30_000,
  });
  await expect(run.getByTestId('ai-run-summary')).toContainText('8 new questions, 2 rejected');
  await run.getByText(say('en', 'ai.run.rejections_other', { count: 2 })).click();
  const reasons = run.getByRole('listitem').filter({ hasText: say('en', 'ai.rejected.markup') });
  await expect(reasons).toHaveCount(2);
  await expect(reasons.first()).toContainText('<script>alert(1)</script>What is');
  await shoot(page, 'ai-studio-markup-en');
});
