import { readFileSync } from 'node:fs';
import { type Language, say as sayAdmin, shoot, shootVariants, signInAs } from './admin-helpers';
import { uniqueEmail } from './auth-helpers';
import { expectNoSeriousA11yIssues } from './axe';
import { expect, test } from './fixtures';

type Messages = Record<string, unknown>;
const LOCALES = Object.fromEntries(
  (['ar', 'en'] as const).map((lang) => [
    lang,
    JSON.parse(readFileSync(`src/client/locales/${lang}/monetization.json`, 'utf8')) as Messages,
  ]),
) as Record<Language, Messages>;

/** A text of the monetization page as a person reads it. */
function say(lang: Language, key: string, values: Record<string, string | number> = {}): string {
  let value: unknown = LOCALES[lang];
  for (const part of key.split('.')) value = (value as Messages | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`no text for ${lang}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

const ADMIN = 'e2e-admin@example.com';
const PACK = { id: `pack-${Date.now() % 100000}`, nameAr: 'باقة خمس ألعاب', nameEn: 'Five games pack' };

test.describe.configure({ mode: 'serial' });

test('an admin defines a pack with the sale closed (buying off), then opens the sale (English)', async ({
  page,
}) => {
  await signInAs(page, 'en', ADMIN);
  await page.goto('/monetization');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('en', 'title'));
  const editor = page.getByTestId('catalog-editor');
  await expect(editor).toContainText(say('en', 'editor.keysSet'));

  await editor.getByRole('button', { name: say('en', 'editor.add') }).click();
  const product = editor.getByTestId('catalog-product').last();
  await product.getByLabel(say('en', 'editor.id')).fill(PACK.id);
  await product.getByLabel(say('en', 'editor.nameAr')).fill(PACK.nameAr);
  await product.getByLabel(say('en', 'editor.nameEn')).fill(PACK.nameEn);
  await product.getByLabel(say('en', 'editor.price')).fill('1');
  await product.getByLabel(say('en', 'editor.credits')).fill('5');
  await editor.getByRole('button', { name: say('en', 'editor.save') }).click();
  // Below Stripe's smallest charge in AED: refused by the shared schema before anything is sent.
  await expect(product.getByText(sayAdmin('en', 'common:validation.range'))).toBeVisible();
  await product.getByLabel(say('en', 'editor.price')).fill('15');
  await editor.getByRole('button', { name: say('en', 'editor.save') }).click();

  const card = page.getByTestId('product').filter({ hasText: PACK.nameEn });
  await expect(card).toContainText('AED');
  // Stored on the server: a fresh load shows it (and no toast is left sliding in while axe measures).
  await page.reload();
  await expect(card).toContainText('AED');
  await expect(card).toContainText(say('en', 'product.credits_other', { number: 5 }));
  await expect(page.getByTestId('buying-off')).toHaveText(say('en', 'buyingOff'));
  await expect(card.getByRole('button', { name: say('en', 'product.buy') })).toBeDisabled();
  await expectNoSeriousA11yIssues(page, 'monetization, buying off');
  await shoot(page, 'monetization-admin-en');

  await editor.getByLabel(say('en', 'editor.saleOpen')).check();
  await editor.getByRole('button', { name: say('en', 'editor.save') }).click();
  await expect(page.getByTestId('buying-off')).toHaveCount(0);
  await expect(card.getByRole('button', { name: say('en', 'product.buy') })).toBeEnabled();
});

test('a player buys the pack on the hosted checkout and the signed webhook grants the credits (Arabic)', async ({
  page,
}) => {
  await signInAs(page, 'ar', uniqueEmail('buyer'));
  await page.goto('/monetization');
  await expect(page.getByTestId('my-purchases')).toContainText(say('ar', 'mine.noPremium'));
  const card = page.getByTestId('product').filter({ hasText: PACK.nameAr });
  await expect(card).toContainText(say('ar', 'product.credits_few', { number: 5 }));
  await expectNoSeriousA11yIssues(page, 'monetization, buying on');
  await card.getByRole('button', { name: say('ar', 'product.buy') }).click();

  // Stripe's hosted page (the loopback stand-in): paying there sends the signed webhook, then comes back.
  await expect(page.getByRole('heading', { name: 'Pay AED 15.00' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/monetization\?checkout=success&session_id=cs_test_/);
  await expect(page.getByRole('status').filter({ hasText: say('ar', 'outcome.success') })).toBeVisible();
  await expect(page.getByTestId('my-purchases')).toContainText(say('ar', 'mine.credits_few', { number: 5 }));
  await shoot(page, 'monetization-bought-ar');
  await shootVariants(page, '/monetization', 'monetization', (shot) =>
    expect(shot.getByTestId('my-purchases')).toBeVisible(),
  );
});
