import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { shoot } from './admin-helpers';
import { createVerifiedAccount, signInByApi, uniqueEmail, useOwnAddress } from './auth-helpers';
import { expectNoSeriousA11yIssues } from './axe';
import { expect, test, waitForPage } from './fixtures';

type Language = 'ar' | 'en';
type Messages = Record<string, unknown>;
const PASSWORD = 'privacy2024';
const MESSAGES = {
  ar: JSON.parse(readFileSync('src/client/locales/ar/privacy.json', 'utf8')) as Messages,
  en: JSON.parse(readFileSync('src/client/locales/en/privacy.json', 'utf8')) as Messages,
};
const say = (lang: Language, key: string) =>
  key.split('.').reduce<unknown>((value, part) => (value as Messages)[part], MESSAGES[lang]) as string;

async function openMyData(page: Page, lang: Language): Promise<void> {
  await useOwnAddress(page);
  const email = uniqueEmail(`privacy-${lang}`);
  await createVerifiedAccount(page, email, PASSWORD, lang);
  await signInByApi(page, email, PASSWORD);
  await page.addInitScript((language) => localStorage.setItem('preferred-language', language), lang);
  await page.goto('/profile');
  await waitForPage(page);
  await expect(page.getByRole('heading', { name: say(lang, 'title'), exact: true })).toBeVisible();
}

test('my data: download everything, then delete the account, both after the password', async ({ page }) => {
  await openMyData(page, 'en');
  await expectNoSeriousA11yIssues(page, 'profile, my data (en)');
  await shoot(page, 'privacy-en');
  const exportForm = page.getByTestId('export-form');
  await exportForm.getByLabel(say('en', 'password'), { exact: true }).fill(PASSWORD);
  const download = page.waitForEvent('download');
  await exportForm.getByRole('button', { name: say('en', 'export.submit') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^jawib-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await file.path())!, 'utf8'));
  expect(data.profile.email).toMatch(/^privacy-en-/);

  const deleteForm = page.getByTestId('delete-account-form');
  await deleteForm.getByLabel(say('en', 'password'), { exact: true }).fill(PASSWORD);
  await deleteForm.getByRole('button', { name: say('en', 'delete.submit') }).click();
  // Without the box ticked nothing is deleted.
  await expect(deleteForm.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  await deleteForm.getByLabel(say('en', 'delete.confirm')).check();
  await deleteForm.getByRole('button', { name: say('en', 'delete.submit') }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/account/profile')).status()).toBe(401);
});

test('my data in Arabic, right to left', async ({ page }) => {
  await openMyData(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: say('ar', 'delete.submit') })).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'profile, my data (ar)');
  await shoot(page, 'privacy-ar');
});
