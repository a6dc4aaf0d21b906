import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Payments, signPayload, startPayments } from '../../../../tests/loopback/payments.mjs';
import type { Catalog, MonetizationPage, Product } from '../../../shared/contracts/monetization';
import { checkoutSessions, entitlements, paymentEvents } from '../../db/community-schema';
import { adminActivity } from '../../db/schema';
import { type AuthTestContext, createAuthTestApp, type TestBrowser } from '../../testing/auth-test-app';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { saveCatalog } from './catalog-store';

const SLOW_TEST_MS = 300_000;
const SECRET_KEY = 'sk_test_loopback_1234567890';
const WEBHOOK_SECRET = 'whsec_loopback_abcdefghijklmnop';

const PACK: Product = {
  id: 'pack-10',
  kind: 'pack',
  nameAr: 'باقة عشر ألعاب',
  nameEn: 'Ten games pack',
  descriptionAr: 'عشر ألعاب جماعية',
  descriptionEn: 'Ten team games',
  priceFils: 2500,
  credits: 10,
  days: 0,
};
const PLAN: Product = {
  ...PACK,
  id: 'premium-month',
  kind: 'plan',
  nameAr: 'الاشتراك الشهري',
  nameEn: 'Monthly plan',
  priceFils: 1999,
  credits: 0,
  days: 30,
};
const CATALOG: Catalog = {
  isSaleOpen: true,
  paidHosting: { isOn: false, freeGames: 3 },
  products: [PACK, PLAN],
};

describe(
  'monetization with Stripe keys, against a Stripe stand-in on loopback',
  { timeout: SLOW_TEST_MS },
  () => {
    let ctx: AuthTestContext;
    let payments: Payments;
    let admin: TestBrowser;
    let buyer: TestBrowser;

    const page = async (browser: TestBrowser) => {
      const response = await browser.request('GET', '/api/monetization');
      expect(response.statusCode).toBe(200);
      return response.json<MonetizationPage>();
    };
    const checkout = async (browser: TestBrowser, productId: string) => {
      const response = await browser.request('POST', '/api/monetization/checkout', { productId });
      expect(response.statusCode, response.body).toBe(200);
      const sessionId = new URL(response.json<{ url: string }>().url).pathname.split('/').pop()!;
      return { url: response.json<{ url: string }>().url, sessionId };
    };
    const events = () => ctx.database.db.select().from(paymentEvents);

    beforeAll(async () => {
      payments = await startPayments({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
      ctx = await createAuthTestApp({
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: payments.url,
      });
      // Stripe calls the webhook over HTTP, so the app listens on loopback too.
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as AddressInfo;
      payments.setWebhookUrl(`http://127.0.0.1:${port}/api/monetization/webhook`);
      admin = await ctx.createVerifiedUser('owner@example.ae', { role: 'admin' });
      buyer = await ctx.createVerifiedUser('buyer@example.ae');
    });
    afterAll(async () => {
      await ctx?.close();
      await payments?.close();
    });

    it('lets only admins define the plans and packs, validated', async () => {
      expect((await ctx.browser().request('PUT', '/api/monetization/catalog', CATALOG)).statusCode).toBe(401);
      expect((await buyer.request('PUT', '/api/monetization/catalog', CATALOG)).statusCode).toBe(403);
      expect((await buyer.request('GET', '/api/monetization/catalog')).statusCode).toBe(403);
      const cheap = await admin.request('PUT', '/api/monetization/catalog', {
        ...CATALOG,
        products: [{ ...PACK, priceFils: 50 }],
      });
      expect(cheap.statusCode).toBe(400);
      const twice = await admin.request('PUT', '/api/monetization/catalog', {
        ...CATALOG,
        products: [PACK, PACK],
      });
      expect(twice.statusCode).toBe(400);
      const noCredits = await admin.request('PUT', '/api/monetization/catalog', {
        ...CATALOG,
        products: [{ ...PACK, credits: 0 }],
      });
      expect(noCredits.statusCode).toBe(400);

      const closed = await admin.request('PUT', '/api/monetization/catalog', {
        ...CATALOG,
        isSaleOpen: false,
      });
      expect(closed.statusCode, closed.body).toBe(200);
      const shown = await page(ctx.browser());
      expect(shown).toMatchObject({
        currency: 'AED',
        hasPaymentKeys: true,
        isBuyingEnabled: false,
        entitlements: null,
      });
      expect(shown.products.map((p) => p.id)).toEqual(['pack-10', 'premium-month']);
      const refused = await buyer.request('POST', '/api/monetization/checkout', { productId: 'pack-10' });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error.key).toBe('monetization.errors.buyingOff');

      expect((await admin.request('PUT', '/api/monetization/catalog', CATALOG)).statusCode).toBe(200);
      expect((await page(buyer)).isBuyingEnabled).toBe(true);
      const logged = await ctx.database.db
        .select()
        .from(adminActivity)
        .where(eq(adminActivity.action, 'monetization.update'));
      expect(logged).toHaveLength(2);
    });

    it('validates a checkout and asks Stripe for a hosted page that grants nothing by itself', async () => {
      expect(
        (await ctx.browser().request('POST', '/api/monetization/checkout', { productId: 'pack-10' }))
          .statusCode,
      ).toBe(401);
      expect(
        (await buyer.request('POST', '/api/monetization/checkout', { productId: 'Bad Id!' })).statusCode,
      ).toBe(400);
      const unknown = await buyer.request('POST', '/api/monetization/checkout', { productId: 'pack-99' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.key).toBe('monetization.errors.productNotFound');

      const started = await checkout(buyer, 'pack-10');
      expect(started.url).toBe(`${payments.url}/pay/${started.sessionId}`);
      const request = payments.requests.at(-1)!;
      expect(request.auth).toBe(`Bearer ${SECRET_KEY}`);
      expect(request.body).toMatchObject({
        mode: 'payment',
        customer_email: 'buyer@example.ae',
        line_items: [{ quantity: '1', price_data: { currency: 'aed', unit_amount: '2500' } }],
      });
      const [row] = await ctx.database.db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, started.sessionId));
      expect(row).toMatchObject({
        productId: 'pack-10',
        kind: 'pack',
        credits: 10,
        amountFils: 2500,
        status: 'open',
      });
      expect((await page(buyer)).entitlements).toMatchObject({ credits: 0, premiumUntil: null });
    });

    it('grants a pack once from the signed webhook, and a replay of the same event grants nothing', async () => {
      const { sessionId } = await checkout(buyer, 'pack-10');
      const delivery = await payments.pay(sessionId);
      expect(delivery.status, delivery.body).toBe(200);
      expect((await page(buyer)).entitlements).toMatchObject({ credits: 10, premiumUntil: null });

      const replay = await payments.replay(delivery.eventId);
      expect(replay.status).toBe(200);
      expect((await page(buyer)).entitlements?.credits).toBe(10);
      const outcomes = (await events()).filter((e) => e.eventId === delivery.eventId).map((e) => e.outcome);
      expect(outcomes).toEqual(['granted', 'duplicate']);
      // Another event for the same, already paid session grants nothing either.
      const again = JSON.parse(delivery.payload) as { id: string };
      const other = JSON.stringify({ ...again, id: 'evt_another_for_same_session' });
      expect((await payments.post(other, signPayload(other, WEBHOOK_SECRET))).status).toBe(200);
      expect((await page(buyer)).entitlements?.credits).toBe(10);
    });

    it('refuses forged, altered, stale and unknown events, grants nothing and records each', async () => {
      const { sessionId } = await checkout(buyer, 'premium-month');
      const session = payments.sessions.get(sessionId)!;
      const event = JSON.stringify({
        id: 'evt_forged_1',
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: { ...session, payment_status: 'paid' } },
      });
      const before = (await events()).length;
      expect((await payments.post(event)).status).toBe(400);
      expect((await payments.post(event, signPayload(event, 'whsec_someone_else'))).status).toBe(400);
      const stale = signPayload(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600);
      expect((await payments.post(event, stale)).status).toBe(400);
      const signed = signPayload(event, WEBHOOK_SECRET);
      const altered = event.replace('"amount_total":1999', '"amount_total":1');
      expect(altered).not.toBe(event);
      expect((await payments.post(altered, signed)).status).toBe(400);
      expect((await page(buyer)).entitlements?.premiumUntil).toBeNull();

      // Signed right, but the amount is not what this server asked for: ignored.
      const cheaper = JSON.stringify({
        id: 'evt_cheaper',
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: { ...session, amount_total: 200, payment_status: 'paid' } },
      });
      expect((await payments.post(cheaper, signPayload(cheaper, WEBHOOK_SECRET))).status).toBe(200);
      // Signed right, but unpaid, or for a session this server never started.
      const unpaid = JSON.stringify({
        id: 'evt_unpaid',
        type: 'checkout.session.completed',
        data: { object: session },
      });
      expect((await payments.post(unpaid, signPayload(unpaid, WEBHOOK_SECRET))).status).toBe(200);
      const stranger = JSON.stringify({
        id: 'evt_stranger',
        type: 'checkout.session.completed',
        data: { object: { ...session, id: 'cs_test_not_ours', payment_status: 'paid' } },
      });
      expect((await payments.post(stranger, signPayload(stranger, WEBHOOK_SECRET))).status).toBe(200);
      expect((await page(buyer)).entitlements?.premiumUntil).toBeNull();

      const recorded = (await events()).slice(before).map((e) => e.outcome);
      expect(recorded).toEqual([
        'bad_signature',
        'bad_signature',
        'bad_signature',
        'bad_signature',
        'ignored',
        'ignored',
        'ignored',
      ]);
      const granted = await ctx.database.db
        .select()
        .from(entitlements)
        .where(eq(entitlements.productId, 'premium-month'));
      expect(granted).toHaveLength(0);

      // The real payment of that session still grants the plan, for its days.
      const delivery = await payments.pay(sessionId);
      expect(delivery.status).toBe(200);
      const until = new Date((await page(buyer)).entitlements!.premiumUntil!).getTime();
      expect(Math.round((until - Date.now()) / 86_400_000)).toBe(30);
    });

    it('grants what was bought even if admins change the price before the webhook arrives', async () => {
      const { sessionId } = await checkout(admin, 'pack-10');
      const changed = await admin.request('PUT', '/api/monetization/catalog', {
        ...CATALOG,
        products: [{ ...PACK, priceFils: 3000, credits: 20 }, PLAN],
      });
      expect(changed.statusCode).toBe(200);
      expect((await payments.pay(sessionId)).status).toBe(200);
      expect((await page(admin)).entitlements?.credits).toBe(10);
    });
  },
);

describe('monetization without payment keys', { timeout: SLOW_TEST_MS }, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx?.close());

  it('shows the plans with buying off, and its webhook grants nothing', async () => {
    const empty = await ctx.app.inject({ method: 'GET', url: '/api/monetization' });
    expect(empty.json()).toMatchObject({ products: [], isBuyingEnabled: false, hasPaymentKeys: false });

    await saveCatalog(ctx.database.db, CATALOG, 'an-admin');
    const shown = (
      await ctx.app.inject({ method: 'GET', url: '/api/monetization' })
    ).json<MonetizationPage>();
    expect(shown).toMatchObject({ isBuyingEnabled: false, hasPaymentKeys: false });
    expect(shown.products).toHaveLength(2);

    const event = JSON.stringify({ id: 'evt_x', type: 'checkout.session.completed', data: { object: {} } });
    const webhook = await ctx.app.inject({
      method: 'POST',
      url: '/api/monetization/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(event, WEBHOOK_SECRET) },
      payload: event,
    });
    expect(webhook.statusCode).toBe(503);
    expect(await ctx.database.db.select().from(entitlements)).toHaveLength(0);
  });
});
