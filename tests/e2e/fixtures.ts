import { test as base, expect, type Browser, type Page } from '@playwright/test';

type Language = 'ar' | 'en';

/**
 * Opens pages with a stored language and collects console errors, so every test can assert there were none.
 *
 * Every browser context prefers reduced motion unless a test asks otherwise (`emulateMedia` or the context's own
 * `reducedMotion`): the show's endless turn and lifeline animations cost a software-rendering Chromium about 10% of
 * a core per page, which on two cores slowed every other step of the suite. The show's motion is tested on its own,
 * with motion on (game-show.spec.ts).
 */
export const test = base.extend<
  {
    consoleErrors: string[];
    useLanguage: (language: Language) => Promise<void>;
  },
  { browser: Browser }
>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = (options) => newContext({ reducedMotion: 'reduce', ...options });
      await use(browser);
    },
    { scope: 'worker' },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    // A script, style or eval the Content-Security-Policy blocks is an error too, even when the page carries on.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Content-Security-Policy violation: ${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  useLanguage: async ({ page }, use) => {
    await use(async (language) => {
      await page.addInitScript((lang) => {
        if (!sessionStorage.getItem('language-set')) {
          localStorage.setItem('preferred-language', lang);
          sessionStorage.setItem('language-set', '1');
        }
      }, language);
    });
  },
});

export { expect };

/** Waits until the lazily loaded page has rendered its heading. */
export async function waitForPage(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
}
