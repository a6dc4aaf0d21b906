import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForPage } from './fixtures';
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
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${url}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
        expect(serious).toEqual([]);
      }
    });
  }
}
