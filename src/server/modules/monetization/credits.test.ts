import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Payments, startPayments } from '../../../../tests/loopback/payments.mjs';
import { clientCommandSchema, type CreateGameResult } from '../../../shared/contracts/game';
import type { Catalog, LedgerPage, MonetizationPage, Product } from '../../../shared/contracts/monetization';
import type { Actor } from '../../../shared/game/commands';
import { creditLedger, gameCharges } from '../../db/community-schema';
import { adminActivity, categories } from '../../db/schema';
import { type AuthTestContext, createAuthTestApp, type TestBrowser } from '../../testing/auth-test-app';
import { applyCommand } from '../games/apply-command';
import { createGamesContext, type GamesContext } from '../games/games-context';
import { seedGameContent, type SeededCategories, TWO_TEAMS } from '../games/games-test-support';
import type Stripe from 'stripe';
import { createStripe } from '../../adapters/payments/stripe-client';
import { createHostingPolicy } from './hosting-policy';
import { RECONCILE_AFTER_MS, reconcileOpenSessions } from './reconcile';

const SLOW_TEST_MS = 300_000;
const SECRET_KEY = 'sk_test_loopback_credits_123456';
const WEBHOOK_SECRET = 'whsec_loopback_credits_abcdefgh';
const HOST: Actor = { role: 'host' };
let counter = 0;
const start = () => clientCommandSchema.parse({ type: 'start', commandId: `start-${++counter}` });
const end = () => clientCommandSchema.parse({ type: 'end_game', commandId: `end-${++counter}` });

const product = (id: string, kind: Product['kind'], credits: number, priceFils: number): Product => ({
  id,
  kind,
  nameAr: `منتج ${id}`,
  nameEn: `Product ${id}`,
  descriptionAr: '',
  descriptionEn: '',
  priceFils,
  credits,
  days: 0,
});
const PACK_2 = product('pack-2', 'pack', 2, 1000);
const PACK_5 = product('pack-5', 'pack', 5, 2000);
const GULF = product('gulf-pack', 'premium', 0, 1500);
const CATALOG: Catalog = {
  isSaleOpen: true,
  paidHosting: { isOn: true, freeGames: 1 },
  products: [PACK_2, PACK_5, GULF],
};

describe(
  'credits: paid hosting, premium packs, refunds, reconciliation and the ledger (loopback Stripe)',
  { timeout: SLOW_TEST_MS },
  () => {
    let ctx: AuthTestContext;
    let payments: Payments;
    let admin: TestBrowser;
    let seeded: SeededCategories;
    /** Two engines on one database: two server processes, as behind the load balancer. */
    let engines: GamesContext[];
    /** The same library the server uses, on the same loopback address, for calling the job directly. */
    let stripe: Stripe;
    const log = { info: () => undefined, warn: () => undefined };

    const page = async (browser: TestBrowser) => {
      const response = await browser.request('GET', '/api/monetization');
      expect(response.statusCode).toBe(200);
      return response.json<MonetizationPage>();
    };
    const buy = async (browser: TestBrowser, productId: string, options?: { deliver?: boolean }) => {
      const response = await browser.request('POST', '/api/monetization/checkout', { productId });
      expect(response.statusCode, response.body).toBe(200);
      const sessionId = new URL(response.json<{ url: string }>().url).pathname.split('/').pop()!;
      const delivery = await payments.pay(sessionId, options);
      return { sessionId, delivery };
    };
    const createGame = (browser: TestBrowser, categoryIds = seeded.playable) =>
      browser.request('POST', '/api/games', { options: TWO_TEAMS, categoryIds });
    const newGame = async (browser: TestBrowser) => {
      const response = await createGame(browser);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<CreateGameResult>();
    };
    const chargesOf = async (gameId: string) =>
      ctx.database.db.select().from(gameCharges).where(eq(gameCharges.gameId, gameId));

    beforeAll(async () => {
      payments = await startPayments({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
      ctx = await createAuthTestApp({
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: payments.url,
      });
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as AddressInfo;
      payments.setWebhookUrl(`http://127.0.0.1:${port}/api/monetization/webhook`);
      seeded = await seedGameContent(ctx.database);
      stripe = await createStripe({
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: payments.url,
      });
      admin = await ctx.createVerifiedUser('ledger-admin@example.ae', { role: 'admin' });
      const saved = await admin.request('PUT', '/api/monetization/catalog', CATALOG);
      expect(saved.statusCode, saved.body).toBe(200);
      engines = [0, 1].map(() => {
        const engine = createGamesContext(ctx.database.db);
        engine.hosting = createHostingPolicy(ctx.database.db, true);
        return engine;
      });
    });
    afterAll(async () => {
      await ctx?.close();
      await payments?.close();
    });

    it('spends one free game, then one credit per start, exactly, under concurrent and repeated starts', async () => {
      const host = await ctx.createVerifiedUser('busy-host@example.ae');
      expect((await page(host)).entitlements).toMatchObject({ credits: 0, freeGamesLeft: 1 });
      await buy(host, 'pack-2');
      expect((await page(host)).entitlements).toMatchObject({ credits: 2, freeGamesLeft: 1 });

      // Five games wait in their lobbies; each is started four times at once: twice on each of two processes,
      // every time with a command id of its own (two tabs, a retry after a lost acknowledgement, a reconnect).
      const created = await Promise.all([1, 2, 3, 4, 5].map(() => newGame(host)));
      const attempts = created.flatMap((game) =>
        engines.flatMap((engine) => [0, 1].map(() => applyCommand(engine, game.gameId, start(), HOST))),
      );
      const results = await Promise.allSettled(attempts);
      const refusals = results
        .filter((result): result is PromiseRejectedResult => result.status === 'rejected')
        .map((result) => (result.reason as { key?: string }).key);
      const charges = await ctx.database.db
        .select()
        .from(gameCharges)
        .where(eq(gameCharges.userId, await userIdOf(host)));
      const started = (
        await Promise.all(created.map((game) => engines[0]!.store.reload(game.gameId)))
      ).filter((record) => record?.state.phase === 'board');
      const balance = (await page(host)).entitlements!;
      console.log(
        `double-spend: ${attempts.length} start attempts on ${created.length} games from 2 processes; ` +
          `games started: ${started.length}; spends: ${charges.filter((c) => c.credits === 1).length} credits + ` +
          `${charges.filter((c) => c.credits === 0).length} free; balance after: ${balance.credits} credits, ` +
          `${balance.freeGamesLeft} free games`,
      );
      expect(started).toHaveLength(3);
      expect(charges).toHaveLength(3);
      expect(charges.filter((c) => c.credits === 0)).toHaveLength(1);
      expect(balance).toMatchObject({ credits: 0, freeGamesLeft: 0 });
      expect(
        refusals.every((key) => key === 'game.errors.noCredits' || key === 'game.errors.wrongPhase'),
      ).toBe(true);
      expect(refusals.filter((key) => key === 'game.errors.noCredits').length).toBeGreaterThanOrEqual(2);

      // A new room is refused up front, with the message that sends the host to buy.
      const refused = await createGame(host);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.key).toBe('game.errors.noCredits');

      // Ending a started game before its first question gives its credit back, once, however often it is sent.
      const paid = started.find((record) => charges.find((c) => c.gameId === record!.id)?.credits === 1)!;
      await applyCommand(engines[0]!, paid.id, end(), HOST);
      await applyCommand(engines[1]!, paid.id, end(), HOST).catch(() => undefined);
      expect(await chargesOf(paid.id)).toMatchObject([{ status: 'returned', credits: 1 }]);
      expect((await page(host)).entitlements?.credits).toBe(1);

      // A game already started is never stopped by the balance: a later refund does not touch it.
      const playing = started.find((record) => record!.id !== paid.id)!;
      const stillThere = await engines[1]!.store.reload(playing.id);
      expect(stillThere?.state.phase).toBe('board');
    });

    it('locks premium categories to the owners of their pack, and owning the pack unlocks them', async () => {
      const host = await ctx.createVerifiedUser('premium-host@example.ae');
      await ctx.database.db
        .update(categories)
        .set({ premiumPackId: 'gulf-pack' })
        .where(eq(categories.id, seeded.playable[0]!));
      try {
        const locked = await createGame(host);
        expect(locked.statusCode).toBe(403);
        expect(locked.json().error.key).toBe('game.errors.premiumLocked');
        const guest = await ctx.browser().request('POST', '/api/games', {
          options: TWO_TEAMS,
          categoryIds: seeded.playable,
        });
        expect(guest.statusCode).toBe(403);

        const since = ctx.smtp.mails.length;
        await buy(host, 'gulf-pack');
        expect((await page(host)).entitlements?.packIds).toEqual(['gulf-pack']);
        // The receipt in Arabic, the buyer's language: the pack's Arabic name and the amount in dirhams.
        const receipt = await ctx.smtp.waitFor('premium-host@example.ae', { since });
        expect(receipt.subject).toBe('إيصال شرائك من جاوب');
        expect(receipt.text).toContain('المنتج: منتج gulf-pack');
        expect(receipt.text).toMatch(/15\.00\s*د\.إ\./);
        const game = await newGame(host);
        await applyCommand(engines[0]!, game.gameId, start(), HOST);
        expect(await chargesOf(game.gameId)).toMatchObject([{ credits: 0, status: 'spent' }]);
      } finally {
        await ctx.database.db
          .update(categories)
          .set({ premiumPackId: null })
          .where(eq(categories.id, seeded.playable[0]!));
      }
    });

    it('takes back unspent credits on a refund after a partial spend, once, and records the shortfall', async () => {
      const host = await ctx.createVerifiedUser('refund-host@example.ae', { language: 'en' });
      const since = ctx.smtp.mails.length;
      const { sessionId } = await buy(host, 'pack-2');
      // The receipt, in the buyer's language, through the real SMTP server on loopback.
      const receipt = await ctx.smtp.waitFor('refund-host@example.ae', { since });
      expect(receipt.subject).toBe('Your Jawib receipt');
      expect(receipt.text).toContain('2 game credits');
      expect(receipt.text).toContain(sessionId);

      const first = await newGame(host);
      await applyCommand(engines[0]!, first.gameId, start(), HOST); // the free game
      const second = await newGame(host);
      await applyCommand(engines[1]!, second.gameId, start(), HOST); // one credit
      expect((await page(host)).entitlements?.credits).toBe(1);

      const refund = await payments.refund(sessionId);
      expect(refund.status, refund.body).toBe(200);
      expect((await page(host)).entitlements?.credits).toBe(0);
      const rows = await ctx.database.db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.userId, await userIdOf(host)));
      expect(rows.find((row) => row.kind === 'refund')).toMatchObject({ delta: -1, shortfall: 1 });

      // A replay and a dispute after the refund take nothing more.
      expect((await payments.replay(refund.eventId)).status).toBe(200);
      expect((await payments.dispute(sessionId)).status).toBe(200);
      const after = await ctx.database.db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.userId, await userIdOf(host)));
      expect(after.filter((row) => row.kind === 'refund' || row.kind === 'dispute')).toHaveLength(1);
      expect((await page(host)).entitlements?.credits).toBe(0);
      // The started game goes on.
      expect((await engines[0]!.store.reload(second.gameId))?.state.phase).toBe('board');
    });

    it('takes back a disputed premium pack, and a refund that arrives before its grant applies when it lands', async () => {
      const host = await ctx.createVerifiedUser('dispute-host@example.ae');
      const { sessionId } = await buy(host, 'gulf-pack');
      expect((await payments.dispute(sessionId)).status).toBe(200);
      expect((await page(host)).entitlements?.packIds).toEqual([]);

      // Out of order: the payment's webhook is lost, its refund arrives first, then the reconciliation grants.
      const late = await buy(host, 'pack-5', { deliver: false });
      expect((await payments.refund(late.sessionId)).status).toBe(200);
      expect((await page(host)).entitlements?.credits).toBe(0);
      const reconciled = await host.request('POST', '/api/monetization/reconcile', {
        sessionId: late.sessionId,
      });
      expect(reconciled.json()).toEqual({ outcome: 'granted' });
      expect((await page(host)).entitlements?.credits).toBe(0);
      // The lost webhook finally arrives: nothing more.
      expect((await payments.deliverAgain(late.delivery.eventId)).status).toBe(200);
      expect((await page(host)).entitlements?.credits).toBe(0);
    });

    it('settles a lost webhook on return from checkout and by the scheduled job, once each', async () => {
      const host = await ctx.createVerifiedUser('lost-host@example.ae');
      const other = await ctx.createVerifiedUser('other-host@example.ae');
      const onReturn = await buy(host, 'pack-5', { deliver: false });
      expect((await page(host)).entitlements?.credits).toBe(0);
      // Someone else's session is not theirs to settle.
      const stranger = await other.request('POST', '/api/monetization/reconcile', {
        sessionId: onReturn.sessionId,
      });
      expect(stranger.statusCode).toBe(404);
      const first = await host.request('POST', '/api/monetization/reconcile', {
        sessionId: onReturn.sessionId,
      });
      expect(first.json()).toEqual({ outcome: 'granted' });
      const again = await host.request('POST', '/api/monetization/reconcile', {
        sessionId: onReturn.sessionId,
      });
      expect(again.json()).toEqual({ outcome: 'already' });
      expect((await payments.deliverAgain(onReturn.delivery.eventId)).status).toBe(200);
      expect((await page(host)).entitlements?.credits).toBe(5);

      // The job: one paid and lost, one never paid and expired, one still open.
      const byJob = await buy(host, 'pack-2', { deliver: false });
      const expired = await host.request('POST', '/api/monetization/checkout', { productId: 'pack-2' });
      payments.expire(new URL(expired.json<{ url: string }>().url).pathname.split('/').pop()!);
      await host.request('POST', '/api/monetization/checkout', { productId: 'pack-2' });
      const deps = { db: ctx.database.db, publicUrl: 'http://localhost:3000', log };
      const tooSoon = await reconcileOpenSessions(deps, stripe);
      expect(tooSoon.granted).toBe(0);
      const counts = await reconcileOpenSessions(deps, stripe, Date.now() + RECONCILE_AFTER_MS + 1000);
      expect(counts).toMatchObject({ granted: 1, expired: 1 });
      expect(counts.pending).toBeGreaterThanOrEqual(1);
      expect((await page(host)).entitlements?.credits).toBe(7);
      expect((await payments.deliverAgain(byJob.delivery.eventId)).status).toBe(200);
      expect((await page(host)).entitlements?.credits).toBe(7);
    });

    it('lists the ledger for admins with filters and CSV, and lets them grant and revoke with a reason', async () => {
      const person = await ctx.createVerifiedUser('adjusted@example.ae');
      expect((await person.request('GET', '/api/admin/payments/ledger')).statusCode).toBe(403);
      expect(
        (
          await person.request('POST', '/api/admin/payments/credits', {
            email: 'adjusted@example.ae',
            delta: 5,
            reason: 'self-service',
          })
        ).statusCode,
      ).toBe(403);
      const invalid = await admin.request('POST', '/api/admin/payments/credits', {
        email: 'adjusted@example.ae',
        delta: 0,
        reason: '',
      });
      expect(invalid.statusCode).toBe(400);
      const granted = await admin.request('POST', '/api/admin/payments/credits', {
        email: 'adjusted@example.ae',
        delta: 3,
        reason: 'Compensation for a failed game night',
      });
      expect(granted.json()).toEqual({ credits: 3, applied: 3 });
      const revoked = await admin.request('POST', '/api/admin/payments/credits', {
        email: 'adjusted@example.ae',
        delta: -10,
        reason: 'Granted by mistake',
      });
      expect(revoked.json()).toEqual({ credits: 0, applied: -3 });
      const nothing = await admin.request('POST', '/api/admin/payments/credits', {
        email: 'adjusted@example.ae',
        delta: -1,
        reason: 'Again',
      });
      expect(nothing.statusCode).toBe(409);

      const ledger = (
        await admin.request('GET', '/api/admin/payments/ledger?email=adjusted%40example.ae')
      ).json<LedgerPage>();
      expect(ledger.entries.map((e) => [e.kind, e.delta, e.reason])).toEqual([
        ['revoke', -3, 'Granted by mistake'],
        ['grant', 3, 'Compensation for a failed game night'],
      ]);
      const spends = (await admin.request('GET', '/api/admin/payments/ledger?kind=spend')).json<LedgerPage>();
      expect(spends.total).toBeGreaterThanOrEqual(3);
      expect(spends.entries.every((e) => e.kind === 'spend' && e.delta === -1 && e.gameId)).toBe(true);
      const refunds = (
        await admin.request('GET', '/api/admin/payments/ledger?kind=refund')
      ).json<LedgerPage>();
      expect(refunds.entries.some((e) => e.shortfall === 1 && e.productId === 'pack-2')).toBe(true);

      // Today in the UAE (UTC+4), whose days the filters use.
      const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
      const dated = (
        await admin.request('GET', `/api/admin/payments/ledger?email=adjusted&from=${today}&to=${today}`)
      ).json<LedgerPage>();
      expect(dated.total).toBe(2);
      const before = (
        await admin.request('GET', '/api/admin/payments/ledger?email=adjusted&to=2000-01-01')
      ).json<LedgerPage>();
      expect(before.total).toBe(0);
      expect((await admin.request('GET', '/api/admin/payments/ledger?from=yesterday')).statusCode).toBe(400);

      const csv = await admin.request('GET', '/api/admin/payments/ledger.csv?email=adjusted');
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body).toContain('Granted by mistake');
      expect(csv.body.split('\n')).toHaveLength(3);

      const events = (await admin.request('GET', '/api/admin/payments/events')).json<{
        events: { outcome: string }[];
      }>();
      expect(events.events.map((e) => e.outcome)).toEqual(
        expect.arrayContaining(['granted', 'revoked', 'deferred', 'duplicate']),
      );
      const logged = await ctx.database.db
        .select()
        .from(adminActivity)
        .where(eq(adminActivity.targetType, 'user'));
      expect(logged.map((row) => row.action)).toEqual(
        expect.arrayContaining(['credits.grant', 'credits.revoke']),
      );
    });

    async function userIdOf(browser: TestBrowser): Promise<string> {
      const me = await browser.request('GET', '/api/auth/get-session');
      return me.json<{ user: { id: string } }>().user.id;
    }
  },
);
