import { expect, test, waitForPage } from './fixtures';
import { expectNoSeriousA11yIssues } from './axe';
import { PUBLIC_PAGES } from './routes';

// Each language and each theme once: contrast depends on the theme, layout and reading order on the language.
for (const [language, theme] of [
  ['ar', 'light'],
  ['en', 'dark'],
] as const) {
  test(`public pages have no serious accessibility violations (${language}, ${theme})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript(
      ([lang, th]) => {
        localStorage.setItem('preferred-language', lang!);
        localStorage.setItem('theme', th!);
      },
      [language, theme],
    );
    for (const url of PUBLIC_PAGES) {
      await page.goto(url);
      await waitForPage(page);
      if (url === '/categories') await expect(page.getByTestId('category-card').first()).toBeVisible();
      await expectNoSeriousA11yIssues(page, url);
    }
  });
}
