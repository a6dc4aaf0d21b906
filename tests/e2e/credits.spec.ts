import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type Language, SHOTS, shoot, shootVariants, signInAs } from './admin-helpers';
import { uniqueEmail } from './auth-helpers';
import { expectNoSeriousA11yIssues } from './axe';
import { expect, test } from './fixtures';

type Messages = Record<string, unknown>;
const read = (lang: Language, ns: string) =>
  JSON.parse(readFileSync(`src/client/locales/${lang}/${ns}.json`, 'utf8')) as Messages;
const LOCALES = {
  ar: { monetization: read('ar', 'monetization'), game: read('ar', 'game') },
  en: { monetization: read('en', 'monetization'), game: read('en', 'game') },
};

/** A text as a person reads it: `ns:key` with {{values}}. */
function say(lang: Language, path: string, values: Record<string, string | number> = {}): string {
  const [ns, key] = path.split(':') as [keyof (typeof LOCALES)['ar'], string];
  let value: unknown = LOCALES[lang][ns];
  for (const part of key.split('.')) value = (value as Messages | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`no text for ${lang}:${path}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

const ADMIN = 'e2e-admin@example.com';
const PACK = {
  id: `gulf-premium-${Date.now() % 100000}`,
  kind: 'premium' as const,
  nameAr: 'باقة الخليج المميزة',
  nameEn: 'Gulf premium pack',
  descriptionAr: 'فئات مميزة عن الخليج',
  descriptionEn: 'Premium categories about the Gulf',
  priceFils: 1500,
  credits: 0,
  days: 0,
};

type Catalog = { isSaleOpen: boolean; paidHosting: unknown; products: { id: string }[] };
type AdminCategory = Record<string, unknown> & { id: string; slug: string; parentId: string | null };

/** The admin's API session, kept for the setup and the clean-up that leaves the shard's server as it was. */
let admin: APIRequestContext;
const BASE = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
/** Changes go with the site's origin, as the browser sends them (the server refuses others). */
const write = (method: 'put' | 'post', path: string, data: unknown) =>
  admin[method](`${BASE}${path}`, { headers: { origin: BASE }, data });
let original: Catalog;
let premium: AdminCategory;

async function setPremium(category: AdminCategory, packId: string | null): Promise<void> {
  const {
    id,
    slug,
    parentId,
    nameAr,
    nameEn,
    descriptionAr,
    descriptionEn,
    icon,
    imageUrl,
    sortOrder,
    isActive,
  } = category;
  const response = await write('put', `/api/admin/categories/${id}`, {
    slug,
    parentId,
    nameAr,
    nameEn,
    descriptionAr,
    descriptionEn,
    icon,
    imageUrl,
    sortOrder,
    isActive,
    premiumPackId: packId,
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

// Each test signs up, pays on the hosted page and hosts one or more games: on two busy cores, over a minute.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInAs(page, 'en', ADMIN);
  admin = page.request;
  original = (await (await admin.get(`${BASE}/api/monetization/catalog`)).json()) as Catalog;
  const saved = await write('put', '/api/monetization/catalog', {
    ...original,
    isSaleOpen: true,
    products: [...original.products, PACK],
  });
  expect(saved.status(), await saved.text()).toBe(200);
  // The last playable category becomes premium: the other specs take the first six.
  const list = (await (await admin.get(`${BASE}/api/admin/categories`)).json()) as {
    categories: (AdminCategory & { needsQuestions: boolean; isActive: boolean })[];
  };
  const playable = list.categories.filter((c) => c.parentId && c.isActive && !c.needsQuestions);
  premium = playable.at(-1)!;
  await setPremium(premium, PACK.id);
});

test.afterAll(async () => {
  if (premium) await setPremium(premium, null);
  if (original) await write('put', '/api/monetization/catalog', original);
});

/** The pre-game's group of categories around one card, with the page's header (a full page is too tall). */
async function shootGroup(page: Page, card: Locator, name: string): Promise<void> {
  if (!SHOTS) return;
  await card.scrollIntoViewIfNeeded();
  await card.locator('xpath=ancestor::fieldset[1]').screenshot({ path: `${SHOTS}/${name}.png` });
}

async function pickCategories(host: Page, withPremium: boolean): Promise<void> {
  await host.goto('/pre-game');
  await host.getByTestId('next-tab').click();
  const free = host.locator(
    '[data-testid="pick-category"][data-playable="true"]:not([data-locked]) input:not(:disabled)',
  );
  await expect(free.first()).toBeVisible();
  const premiumCard = host.locator(`[data-testid="pick-category"][data-slug="${premium.slug}"]`);
  if (withPremium) await premiumCard.locator('input').check();
  const checked = host.locator('[data-testid="pick-category"] input:checked');
  for (let index = 0; (await checked.count()) < 6; index += 1) {
    const box = free.nth(index);
    if (!(await box.isChecked())) await box.check();
  }
}

test('a family buys a premium pack, hosts a board with its category, and a refund takes it back (Arabic)', async ({
  page,
}) => {
  const lang = 'ar';
  await signInAs(page, lang, uniqueEmail('premium-ar'));

  // Locked in pre-game: the category names its pack and links to the shop.
  await page.goto('/pre-game');
  await page.getByTestId('next-tab').click();
  const card = page.locator(`[data-testid="pick-category"][data-slug="${premium.slug}"]`);
  await expect(card).toHaveAttribute('data-locked', 'true');
  await expect(card.getByTestId('premium-note')).toHaveText(
    say(lang, 'game:credits.locked', { pack: PACK.nameAr }),
  );
  await expect(card.locator('input')).toBeDisabled();
  await card.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yIssues(page, 'pre-game, premium locked');
  await shootGroup(page, card, 'premium-locked-ar');

  // Buy it on the hosted checkout; back on the site the purchase shows at once.
  await card.getByRole('link', { name: say(lang, 'game:credits.buy') }).click();
  await expect(page).toHaveURL(/\/monetization$/);
  const product = page.getByTestId('product').filter({ hasText: PACK.nameAr });
  await expect(product).toContainText(say(lang, 'monetization:product.premium'));
  await product.getByRole('button', { name: say(lang, 'monetization:product.buy') }).click();
  await expect(page.getByRole('heading', { name: 'Pay AED 15.00' })).toBeVisible();
  const payments = new URL(page.url());
  const sessionId = payments.pathname.split('/').pop()!;
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/monetization\?checkout=success&session_id=cs_test_/);
  await expect(page.getByTestId('my-packs')).toHaveText(
    say(lang, 'monetization:mine.packs', { names: PACK.nameAr }),
  );
  await expect(product.getByTestId('product-owned')).toBeVisible();

  // Unlocked: the premium category goes on the board and the game starts.
  await pickCategories(page, true);
  await expect(card.getByTestId('premium-note')).toHaveText(say(lang, 'game:credits.unlocked'));
  await shootGroup(page, card, 'premium-unlocked-ar');
  await page.getByTestId('next-tab').click();
  await page.getByTestId('create-room').click();
  await expect(page).toHaveURL(/\/room\/\d{6}$/);
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('board')).toBeVisible();

  // The profile shows the pack.
  await page.goto('/profile');
  await expect(page.getByTestId('my-packs')).toHaveText(
    say(lang, 'monetization:mine.packs', { names: PACK.nameAr }),
  );
  await shoot(page, 'profile-pack-ar');
  await shootVariants(page, '/monetization', 'monetization-premium');

  // Stripe refunds the payment: the signed event takes the pack back, and the category locks again.
  const refund = await page.request.post(`${payments.origin}/test/refund/${sessionId}`);
  expect((await refund.json()) as unknown).toMatchObject({ status: 200 });
  await page.reload();
  await expect(page.getByTestId('my-packs')).toHaveText(say(lang, 'monetization:mine.noPacks'));
  await page.goto('/pre-game');
  await page.getByTestId('next-tab').click();
  await expect(card).toHaveAttribute('data-locked', 'true');
});

test('paid hosting: a free game, then credits bought spend one per game, and the ledger shows each (English)', async ({
  page,
  browser,
}) => {
  const lang = 'en';
  const email = uniqueEmail('credits-en');
  const saved = await write('put', '/api/monetization/catalog', {
    ...original,
    isSaleOpen: true,
    paidHosting: { isOn: true, freeGames: 1 },
    products: [
      ...original.products,
      PACK,
      {
        ...PACK,
        id: `${PACK.id}-games`,
        kind: 'pack',
        nameAr: 'حزمة لعبتين',
        nameEn: 'Two games pack',
        credits: 2,
      },
    ],
  });
  expect(saved.status()).toBe(200);
  try {
    await signInAs(page, lang, email);
    await page.goto('/pre-game');
    const balance = page.getByTestId('hosting-balance');
    await expect(balance).toContainText(say(lang, 'game:credits.free_one', { number: 1 }));

    // The free game.
    await pickCategories(page, false);
    await page.getByTestId('next-tab').click();
    await page.getByTestId('create-room').click();
    await expect(page).toHaveURL(/\/room\/\d{6}$/);
    await page.getByTestId('start-game').click();
    await expect(page.getByTestId('board')).toBeVisible();

    // Nothing left: pre-game says so, and creating a room is refused with a way to the shop.
    await page.goto('/pre-game');
    await expect(balance).toContainText(say(lang, 'game:credits.free_other', { number: 0 }));
    await pickCategories(page, false);
    await page.getByTestId('next-tab').click();
    await page.getByTestId('create-room').click();
    const error = page.getByTestId('pre-game-error');
    await expect(error).toContainText(say(lang, 'game:errors.noCredits'));
    await shoot(page, 'no-credits-en');
    await error.getByRole('link', { name: say(lang, 'game:credits.buy') }).click();

    const product = page.getByTestId('product').filter({ hasText: 'Two games pack' });
    await product.getByRole('button', { name: say(lang, 'monetization:product.buy') }).click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByTestId('my-credits')).toHaveText(
      say(lang, 'monetization:mine.credits_other', { number: 2 }),
    );

    // A game with a credit.
    await pickCategories(page, false);
    await page.getByTestId('next-tab').click();
    await page.getByTestId('create-room').click();
    await expect(page).toHaveURL(/\/room\/\d{6}$/);
    await page.getByTestId('start-game').click();
    await expect(page.getByTestId('board')).toBeVisible();
    await page.goto('/monetization');
    await expect(page.getByTestId('my-credits')).toHaveText(
      say(lang, 'monetization:mine.credits_one', { number: 1 }),
    );

    // The admin's ledger lists this family's purchase, free game and spend; the CSV export carries them.
    const adminContext = await browser.newContext({ baseURL: BASE });
    const adminPage = await adminContext.newPage();
    await signInAs(adminPage, lang, ADMIN);
    await adminPage.goto('/admin/payments');
    await adminPage.getByLabel(say(lang, 'monetization:ledger.email')).first().fill(email);
    await adminPage
      .getByRole('form', { name: say(lang, 'monetization:ledger.filters') })
      .getByRole('button', { name: say(lang, 'monetization:ledger.apply') })
      .click();
    const rows = adminPage.getByTestId('ledger-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toHaveAttribute('data-kind', 'spend');
    await expect(rows.nth(1)).toHaveAttribute('data-kind', 'purchase');
    await expect(rows.nth(2)).toHaveAttribute('data-kind', 'free');
    await expectNoSeriousA11yIssues(adminPage, 'admin payments');
    await shoot(adminPage, 'admin-payments-en');
    await shootVariants(adminPage, '/admin/payments', 'admin-payments');
    const csv = await adminPage.request.get(
      `/api/admin/payments/ledger.csv?email=${encodeURIComponent(email)}`,
    );
    expect((await csv.text()).split('\n')).toHaveLength(4);
    await adminContext.close();
  } finally {
    await write('put', '/api/monetization/catalog', {
      ...original,
      isSaleOpen: true,
      products: [...original.products, PACK],
    });
  }
});
