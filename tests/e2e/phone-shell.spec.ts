import type { Page } from '@playwright/test';
import { shoot, signInAs } from './admin-helpers';
import { expectNoSeriousA11yIssues } from './axe';
import { expect, test } from './fixtures';

/** On a phone the site's header is one slim bar with a menu; the menu is a sheet that holds the rest. */

const PHONE = { width: 390, height: 844 };

const headerHeight = (page: Page) =>
  page.getByRole('banner').evaluate((header) => Math.round(header.getBoundingClientRect().height));

const active = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      inSheet: Boolean(element?.closest('[data-testid="menu-sheet"]')),
      label: element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '',
    };
  });

test('the phone header is one slim bar; its menu sheet is a modal dialog for keys, Escape, Back and links', async ({
  page,
  useLanguage,
}) => {
  await useLanguage('ar');
  await page.setViewportSize(PHONE);
  await page.goto('/how-to-play');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  expect(await headerHeight(page)).toBeLessThanOrEqual(64);
  const menuButton = page.getByRole('button', { name: 'افتح القائمة' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await shoot(page, 'phone-shell-closed-ar-light');

  // Opened with the keyboard: the focus moves in, and Tab stays inside.
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'التنقل الرئيسي' });
  await expect(sheet).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(async () => (await active(page)).inSheet).toBe(true);
  for (let press = 0; press < 15; press += 1) {
    await page.keyboard.press('Tab');
    expect((await active(page)).inSheet, `Tab ${press + 1}`).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect((await active(page)).inSheet).toBe(true);
  // The sheet comes from the inline start: the right in Arabic.
  const box = (await sheet.boundingBox())!;
  expect(Math.round(box.x + box.width)).toBe(PHONE.width);
  // A sheet over the whole page, not held inside the header's box.
  expect(Math.round(box.y)).toBe(0);
  expect(Math.round(box.height)).toBe(PHONE.height);
  await expectNoSeriousA11yIssues(page, 'phone menu ar');
  await shoot(page, 'phone-shell-open-ar-light');

  // Escape closes it and gives the focus back to the menu button.
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(page).toHaveURL(/\/how-to-play$/);

  // The phone's Back closes it and stays on the page.
  await page.keyboard.press('Enter');
  await expect(sheet).toBeVisible();
  await page.goBack();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/how-to-play$/);

  // A link goes to its page and closes the sheet; Back then returns to the page before, not to a sheet.
  await menuButton.click();
  await sheet.getByRole('link', { name: 'الفئات' }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(sheet).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/how-to-play$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // In English and dark, it comes from the left.
  await menuButton.click();
  await sheet.getByRole('button', { name: 'Switch to English' }).click();
  const english = page.getByRole('dialog', { name: 'Main navigation' });
  await expect(english).toBeVisible();
  await english.getByRole('radio', { name: 'Dark' }).click();
  expect((await english.boundingBox())!.x).toBe(0);
  await shoot(page, 'phone-shell-open-en-dark');
  await page.keyboard.press('Escape');
  await shoot(page, 'phone-shell-closed-en-dark');

  // Laptops and a TV keep one line, with no menu button.
  for (const width of [1366, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    expect(await headerHeight(page), `${width}`).toBeLessThanOrEqual(72);
    await shoot(page, `phone-shell-header-${width}`);
  }
});

test('signed in, the phone header stays one slim bar, and the sheet holds the account and its security link', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAs(page, 'en', `shell-${Date.now()}@example.com`);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  expect(await headerHeight(page)).toBeLessThanOrEqual(64);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Main navigation' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('link', { name: /^Profile:/ })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Account security' })).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'phone menu signed in');
  await shoot(page, 'phone-shell-open-signed-in-en');
});
