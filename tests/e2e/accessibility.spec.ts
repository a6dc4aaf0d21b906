import { expect, test, waitForPage } from './fixtures';
import { expectNoSeriousA11yIssues } from './axe';
import { PUBLIC_PAGES } from './routes';

for (const language of ['ar', 'en'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`public pages have no serious accessibility violations (${language}, ${theme})`, async ({
      page,
    }) => {
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
}
