import type { Page } from '@playwright/test';
import { test, waitForPage } from './fixtures';
import { expectNoSeriousA11yIssues } from './axe';
import { createVerifiedAccount, signInByApi, uniqueEmail, useOwnAddress } from './auth-helpers';

const PUBLIC = ['/auth', '/auth?tab=register', '/auth/reset', '/auth/reset?token=abc', '/verify'];
const SIGNED_IN = ['/profile', '/security', '/change-password', '/admin/unlock'];

// Each language and each theme once: contrast depends on the theme, layout and reading order on the language.
for (const [language, theme] of [
  ['ar', 'light'],
  ['en', 'dark'],
] as const) {
  const prepare = async (page: Page) => {
    await useOwnAddress(page);
    await page.addInitScript(
      ([lang, th]) => {
        localStorage.setItem('preferred-language', lang!);
        localStorage.setItem('theme', th!);
      },
      [language, theme],
    );
  };
  const check = async (page: Page, url: string) => {
    await page.goto(url);
    await waitForPage(page);
    await expectNoSeriousA11yIssues(page, url);
  };

  // An axe scan takes several seconds on a busy two-core machine: each test scans at most five pages.
  test(`sign-in pages have no serious accessibility violations (${language}, ${theme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await prepare(page);
    for (const url of PUBLIC) await check(page, url);
  });

  test(`account pages have no serious accessibility violations (${language}, ${theme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await prepare(page);
    const email = uniqueEmail(`a11y-${language}-${theme}`);
    await createVerifiedAccount(page, email, 'access2024', language);
    await signInByApi(page, email, 'access2024');
    for (const url of SIGNED_IN) await check(page, url);
  });
}
