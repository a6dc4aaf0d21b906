import { expect, test } from './fixtures';

test('the contact form rejects empty input with translated messages (Arabic)', async ({
  page,
  useLanguage,
}) => {
  await useLanguage('ar');
  await page.goto('/contact');
  await page.getByRole('button', { name: 'أرسل الرسالة' }).click();
  await expect(page.getByText('هذا الحقل مطلوب')).toHaveCount(4);
  await expect(page.getByLabel('الاسم')).toHaveAttribute('aria-invalid', 'true');
});

test('the contact form rejects an invalid e-mail (English)', async ({ page, useLanguage }) => {
  await useLanguage('en');
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Sara');
  await page.getByLabel('Email').fill('sara-at-example');
  await page.getByLabel('Subject').fill('Idea');
  await page.getByLabel('Message').fill('More questions about falcons, please.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByTestId('contact-success')).toHaveCount(0);
});

test('a valid message is stored as pending and the form says so', async ({ page, useLanguage }) => {
  await useLanguage('ar');
  await page.goto('/contact');
  await page.getByLabel('الاسم').fill('حمدان');
  await page.getByLabel('البريد الإلكتروني').fill('hamdan@example.ae');
  await page.getByLabel('الموضوع').fill('اقتراح فئة');
  await page.getByLabel('الرسالة').fill('نتمنى إضافة فئة عن الخيل العربية.');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/contact') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'أرسل الرسالة' }).click(),
  ]);
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({ status: 'pending' });
  await expect(page.getByTestId('contact-success')).toHaveText(/تم إرسال رسالتك بنجاح/);
  await expect(page.getByLabel('الاسم')).toHaveValue('');
});
