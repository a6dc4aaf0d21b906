import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { type Language, PASSWORD, say, SHOTS, shoot, signInAs } from './admin-helpers';
import { signInByApi } from './auth-helpers';
import { expectNoSeriousA11yIssues } from './axe';
import { expect, test, waitForPage } from './fixtures';

const ADMIN = 'e2e-editor@example.com';
const MODERATOR = 'e2e-reviewer@example.com';
const ICON = readFileSync('src/client/public/icons/icon-192.png');

async function openTab(page: Page, lang: Language, tab: string): Promise<void> {
  await page.getByRole('tab', { name: say(lang, `tabs.${tab}`) }).click();
  await expect(page).toHaveURL(new RegExp(`tab=${tab}`));
}

const CSV_HEADER =
  'category,body_ar,body_en,optionA_ar,optionA_en,optionB_ar,optionB_en,optionC_ar,optionC_en,optionD_ar,optionD_en,correct_index,difficulty,points,tags';
const csvLine = (n: number, difficulty: string, points: number, correct = n % 4) =>
  `e2e-pearls,ما اسم الغوص الموسمي رقم ${n}؟,What is seasonal dive number ${n} called?,الغوص الكبير ${n},The great dive ${n},الردة ${n},The return ${n},الخانجية ${n},Khanjiya ${n},الرديدة ${n},Radida ${n},${correct},${difficulty},${points},pearling|uae`;

test.describe.configure({ mode: 'serial' });

test('an admin adds, finds, edits and previews a question, imports a CSV and deactivates questions (Arabic)', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, 'ar', ADMIN);

  // A category to work in, made on the categories tab.
  await page.goto('/admin?tab=categories');
  await waitForPage(page);
  await page.getByRole('button', { name: say('ar', 'categories.add') }).click();
  const categoryForm = page.getByTestId('category-form');
  await categoryForm.getByLabel(say('ar', 'categories.nameAr')).fill('اللؤلؤ');
  await categoryForm.getByLabel(say('ar', 'categories.nameEn')).fill('Pearls');
  await categoryForm.getByLabel(say('ar', 'categories.slug')).fill('e2e-pearls');
  await categoryForm.getByLabel(say('ar', 'categories.icon')).fill('🦪');
  await categoryForm.getByLabel(say('ar', 'categories.parent')).selectOption({ label: 'الإمارات' });
  await categoryForm.getByRole('button', { name: say('ar', 'form.save') }).click();
  await expect(page.getByTestId('categories-table').getByRole('row', { name: /اللؤلؤ/ })).toContainText(
    say('ar', 'categories.needsQuestions'),
  );
  await expectNoSeriousA11yIssues(page, 'categories (ar)');

  // Add a question with a picture and its description.
  await openTab(page, 'ar', 'questions');
  await page.getByTestId('add-question').click();
  const form = page.getByTestId('question-form');
  await form.getByLabel(say('ar', 'form.category')).selectOption({ label: 'اللؤلؤ' });
  await form.getByLabel(say('ar', 'form.difficulty')).selectOption('medium');
  await form.getByLabel(say('ar', 'form.bodyAr')).fill('ما الأداةُ التي يضعُها الغوّاصُ على أنفِه؟');
  await form.getByLabel(say('ar', 'form.bodyEn')).fill('What does a pearl diver clip onto his nose?');
  const options = [
    ['الفطام', 'The fitam'],
    ['الديين', 'The dayyin'],
    ['الحجر', 'The weight stone'],
    ['الإبلان', 'The iblan'],
  ];
  for (const [index, [ar, en]] of options.entries()) {
    const letter = say('ar', `letters.${index}`);
    await form.getByLabel(say('ar', 'form.optionAr', { letter }), { exact: true }).fill(ar!);
    await form.getByLabel(say('ar', 'form.optionEn', { letter }), { exact: true }).fill(en!);
  }
  await form
    .getByTestId('image-upload')
    .setInputFiles({ name: 'clip.png', mimeType: 'image/png', buffer: ICON });
  await expect(form.getByLabel(say('ar', 'form.imageAltAr'))).toBeVisible();
  await form.getByTestId('save-question').click();
  await expect(form.getByText(say('ar', 'common:validation.imageAltRequired'))).toHaveCount(2);
  await form.getByLabel(say('ar', 'form.imageAltAr')).fill('مشبك خشبي صغير للأنف');
  await form.getByLabel(say('ar', 'form.imageAltEn')).fill('A small wooden nose clip');
  const preview = page.getByTestId('question-preview');
  await expect(preview.locator('[lang="ar"] img')).toHaveAttribute('alt', 'مشبك خشبي صغير للأنف');
  await expect(preview).toContainText('What does a pearl diver clip onto his nose?');
  await expectNoSeriousA11yIssues(page, 'question form (ar)');
  await shoot(page, 'admin-question-form-ar');
  await form.getByTestId('save-question').click();
  await expect(page.getByTestId('questions-table')).toBeVisible();

  // Found by an Arabic search without diacritics and with another alef.
  await page.getByTestId('question-search').fill('الاداه التي يضعها الغواص');
  const row = page.getByTestId('question-row').filter({ hasText: 'الغوّاصُ' });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('question-row')).toHaveCount(1);

  // Edit it, and see the preview follow.
  await row.getByTestId('edit-question').click();
  await form.getByLabel(say('ar', 'form.bodyEn')).fill('What did a pearl diver clip onto his nose?');
  await expect(preview).toContainText('What did a pearl diver clip onto his nose?');
  await form.getByTestId('save-question').click();
  await page.getByTestId('question-search').fill('diver clip');
  await expect(page.getByTestId('question-row')).toHaveCount(1);
  await shoot(page, 'admin-questions-ar');

  // Import a CSV with one bad row; see the error; fix it; import.
  await openTab(page, 'ar', 'import');
  const csv = [
    CSV_HEADER,
    csvLine(1, 'easy', 200),
    csvLine(2, 'easy', 200),
    csvLine(3, 'medium', 400, 7),
    csvLine(4, 'medium', 400),
    csvLine(5, 'hard', 600),
    csvLine(6, 'hard', 600),
  ].join('\r\n');
  await page.getByTestId('import-file').setInputFiles({
    name: 'pearls.csv',
    mimeType: 'text/csv',
    buffer: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv)]),
  });
  await expect(page.getByTestId('import-summary')).toContainText('6');
  const bad = page.getByTestId('import-row').filter({ hasText: say('ar', 'common:validation.correctIndex') });
  await expect(bad).toHaveCount(1);
  await expect(page.getByTestId('run-import')).toBeDisabled();
  await expectNoSeriousA11yIssues(page, 'import preview (ar)');
  await shoot(page, 'admin-import-ar');
  await bad.getByTestId('fix-correct_index').fill('2');
  await expect(page.getByTestId('run-import')).toBeEnabled();
  await page.getByTestId('run-import').click();
  await expect(page.getByTestId('import-summary')).toHaveCount(0);

  // The imported questions wait for review; deactivate two of them.
  await openTab(page, 'ar', 'questions');
  await page.getByTestId('question-search').fill('الغوص الموسمي');
  await expect(page.getByTestId('question-row')).toHaveCount(6);
  await expect(page.getByTestId('question-row').first()).toContainText(say('ar', 'review.pending'));
  for (const n of [1, 2]) {
    await page
      .getByTestId('question-row')
      .filter({ hasText: `رقم ${n}؟` })
      .getByRole('checkbox')
      .check();
  }
  await page.getByTestId('bulk-deactivate').click();
  await expect(page.getByTestId('question-row').filter({ hasText: say('ar', 'state.inactive') })).toHaveCount(
    2,
  );
  await page.getByTestId('question-row').first().getByRole('checkbox').focus();
  await expectNoSeriousA11yIssues(page, 'questions (ar)');

  await openTab(page, 'ar', 'overview');
  await expect(page.getByTestId('launch-check')).toBeVisible();
  await expect(page.getByTestId('admin-overview')).toContainText('اللؤلؤ');
  await expectNoSeriousA11yIssues(page, 'overview (ar)');
  await shoot(page, 'admin-overview-ar');
  expect(consoleErrors).toEqual([]);
});

test('a moderator approves pending questions and the category can then be put on a board', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const adminPage = await (await browser.newContext()).newPage();
  await signInAs(adminPage, 'en', ADMIN);
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, 'en', MODERATOR);
  const base = new URL(adminPage.url()).origin;
  const users = await adminPage.request.get(
    `${base}/api/auth/admin/list-users?searchValue=${MODERATOR}&searchField=email`,
  );
  const moderatorId = ((await users.json()) as { users: { id: string }[] }).users[0]!.id;
  const promoted = await adminPage.request.post(`${base}/api/auth/admin/set-role`, {
    headers: { origin: base },
    data: { userId: moderatorId, role: 'moderator' },
  });
  expect(promoted.status()).toBe(200);

  const category = async () => {
    const response = await page.request.get(`${base}/api/categories`);
    const { categories } = (await response.json()) as { categories: { slug: string; isPlayable: boolean }[] };
    return categories.find((c) => c.slug === 'e2e-pearls');
  };
  expect((await category())?.isPlayable).toBe(false);

  // The moderator's session was made before the role changed: signing in again gives the new one.
  await signInByApi(page, MODERATOR, PASSWORD);
  await page.goto('/moderator');
  await waitForPage(page);
  const queue = page.getByTestId('review-queue');
  const pearls = queue.getByTestId('question-row').filter({ hasText: 'seasonal dive' });
  await expect(pearls).toHaveCount(6);
  await expectNoSeriousA11yIssues(page, 'moderator panel (en)');
  await shoot(page, 'moderator-en');
  await pearls.first().getByTestId('approve-question').click();
  await expect(pearls).toHaveCount(5);
  await queue.getByRole('checkbox', { name: say('en', 'table.selectPage') }).check();
  await queue.getByRole('button', { name: say('en', 'reviewQueue.approveSelected', { count: 5 }) }).click();
  await expect(pearls).toHaveCount(0);
  // Two of the six were deactivated; approved and active ones count: the moderator approved all, an admin
  // activates the two again, and the category fills its six tiles.
  await adminPage.goto('/admin?tab=questions');
  await waitForPage(adminPage);
  await adminPage.getByTestId('question-search').fill('seasonal dive');
  await expect(adminPage.getByTestId('question-row')).toHaveCount(6);
  await adminPage.getByRole('checkbox', { name: say('en', 'table.selectPage') }).check();
  await adminPage.getByRole('button', { name: say('en', 'bulk.activate'), exact: true }).click();
  await expect(
    adminPage.getByTestId('question-row').filter({ hasText: say('en', 'state.inactive') }),
  ).toHaveCount(0);
  await expect.poll(async () => (await category())?.isPlayable).toBe(true);

  // A moderator cannot reach the admin dashboard, nor its API.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/403/);
  expect(
    (await page.request.put(`${base}/api/admin/settings`, { headers: { origin: base }, data: {} })).status(),
  ).toBe(403);
});

test('the dashboard reads well in English, light and dark, on a laptop and a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'en', ADMIN);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), scheme);
    // The phone width is looked at in the screenshots; the checks run at the laptop width.
    const sizes = SHOTS
      ? ([
          [1366, 768],
          [390, 844],
        ] as const)
      : ([[1366, 768]] as const);
    for (const [width, height] of sizes) {
      await page.setViewportSize({ width, height });
      for (const tab of ['overview', 'questions', 'settings'] as const) {
        await page.goto(`/admin?tab=${tab}`);
        await waitForPage(page);
        await expect(page.getByRole('tabpanel')).not.toContainText(say('en', 'common:errors.loadFailed'));
        if (tab === 'questions') await expect(page.getByTestId('questions-table')).toBeVisible();
        if (width === 1366) await expectNoSeriousA11yIssues(page, `${tab} (en, ${scheme})`);
        await shoot(page, `admin-${tab}-en-${scheme}-${width}`);
      }
    }
  }
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/admin?tab=settings');
  await waitForPage(page);
  const threshold = page.getByLabel(say('en', 'settings.bulkApprovalConfidence'));
  await threshold.fill('30');
  await page.getByRole('button', { name: say('en', 'form.save') }).click();
  await expect(page.getByText(say('en', 'common:validation.range'))).toBeVisible();
  await threshold.fill('90');
  // The change is saved before the page is left (leaving at once would cancel the request).
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/admin/settings') && response.request().method() !== 'GET',
  );
  await page.getByRole('button', { name: say('en', 'form.save') }).click();
  expect((await saved).ok()).toBe(true);
  await page.goto('/admin?tab=activity');
  await expect(page.getByTestId('activity-list')).toContainText(
    say('en', 'activity.actions.settings_update'),
  );
});

test('an admin writes a page that shows at its address, and uploads a logo that shows in the header', async ({
  page,
}) => {
  test.setTimeout(120_000);
  page.on('dialog', (dialog) => void dialog.accept());
  await signInAs(page, 'ar', ADMIN);
  await page.goto('/admin/content');
  await waitForPage(page);
  await page.getByRole('button', { name: say('ar', 'pages.add') }).click();
  const form = page.getByTestId('page-form');
  await form.getByLabel(say('ar', 'pages.slug')).fill('admin');
  await form.getByLabel(say('ar', 'pages.titleAr')).fill('رحلات الغوص');
  await form.getByLabel(say('ar', 'pages.titleEn')).fill('Pearl diving trips');
  await form
    .getByLabel(say('ar', 'pages.htmlAr'))
    .fill('<h2>موسم الغوص</h2><p>يبدأ الغوص الكبير في الصيف.</p><script>alert(1)</script>');
  await form
    .getByLabel(say('ar', 'pages.htmlEn'))
    .fill('<h2>The season</h2><p>The great dive starts in summer.</p>');
  const preview = page.getByTestId('page-preview');
  await expect(preview.getByRole('heading', { name: 'موسم الغوص' })).toBeVisible();
  await form.getByRole('button', { name: say('ar', 'form.save') }).click();
  await expect(form).toContainText(say('ar', 'common:validation.slugReserved'));
  await form.getByLabel(say('ar', 'pages.slug')).fill('pearl-diving');
  await expectNoSeriousA11yIssues(page, 'page editor (ar)');
  await shoot(page, 'admin-content-editor-ar');
  await form.getByRole('button', { name: say('ar', 'form.save') }).click();
  const table = page.getByTestId('pages-table');
  await expect(table.getByRole('row', { name: /رحلات الغوص/ })).toBeVisible();
  await shoot(page, 'admin-content-ar');

  await page.getByRole('link', { name: '/pearl-diving' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('رحلات الغوص');
  await expect(page.getByRole('heading', { level: 2, name: 'موسم الغوص' })).toBeVisible();
  await expect(page.locator('article script')).toHaveCount(0);

  // Edit the English text, then read it in English.
  await page.goto('/admin/content');
  await page.getByRole('button', { name: say('ar', 'pages.editNamed', { slug: 'pearl-diving' }) }).click();
  await form.getByLabel(say('ar', 'pages.titleEn')).fill('Pearl diving seasons');
  await form.getByRole('button', { name: say('ar', 'form.save') }).click();
  await expect(table).toBeVisible();
  await page.goto('/pearl-diving');
  await page.getByTestId('language-switcher').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pearl diving seasons');

  // A new logo shows in the header at once, and on the next visit too.
  await page.goto('/admin/assets');
  await waitForPage(page);
  const logo = page.getByTestId('site-logo');
  await expect(logo).toHaveAttribute('src', '/icons/icon.svg');
  await page.getByTestId('asset-file-shareImage').setInputFiles({
    name: 'share.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a\x01\x00\x01\x00'),
  });
  await expect(page.getByText(say('ar', 'errors.shareImageType'))).toBeVisible();
  await page
    .getByTestId('asset-file-logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: ICON });
  await expect(logo).toHaveAttribute('src', /^\/uploads\/assets\/[0-9a-f]{32}\.png$/);
  const uploaded = await logo.getAttribute('src');
  await expectNoSeriousA11yIssues(page, 'site assets (ar)');
  await shoot(page, 'admin-assets-ar');
  await page.goto('/');
  await expect(page.getByTestId('site-logo')).toHaveAttribute('src', uploaded!);
  await page.goto('/admin/assets');
  await page
    .locator('[data-asset="logo"]')
    .getByRole('button', { name: say('ar', 'assets.reset') })
    .click();
  await expect(page.getByTestId('site-logo')).toHaveAttribute('src', '/icons/icon.svg');
});
