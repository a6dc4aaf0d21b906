import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForPage } from './fixtures';
import { createVerifiedAccount, signInByApi, uniqueEmail, useOwnAddress } from './auth-helpers';

const PUBLIC = ['/auth', '/auth?tab=register', '/auth/reset', '/auth/reset?token=abc', '/verify'];
const SIGNED_IN = ['/profile', '/security', '/change-password', '/admin/unlock'];

for (const language of ['ar', 'en'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`account pages have no serious accessibility violations (${language}, ${theme})`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await useOwnAddress(page);
      await page.addInitScript(
        ([lang, th]) => {
          localStorage.setItem('preferred-language', lang!);
          localStorage.setItem('theme', th!);
        },
        [language, theme],
      );
      const check = async (url: string) => {
        await page.goto(url);
        await waitForPage(page);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${url}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
        expect(serious).toEqual([]);
      };
      for (const url of PUBLIC) await check(url);
      const email = uniqueEmail(`a11y-${language}-${theme}`);
      await createVerifiedAccount(page, email, 'access2024', language);
      await signInByApi(page, email, 'access2024');
      for (const url of SIGNED_IN) await check(url);
    });
  }
}
