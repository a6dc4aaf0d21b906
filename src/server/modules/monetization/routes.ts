import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { apiErrorSchema } from '../../../shared/contracts/api-error';
import Papa from 'papaparse';
import {
  catalogSchema,
  checkoutInputSchema,
  checkoutResultSchema,
  creditAdjustmentResultSchema,
  creditAdjustmentSchema,
  ledgerPageSchema,
  ledgerQuerySchema,
  LEDGER_PAGE_SIZE,
  monetizationPageSchema,
  paymentEventListSchema,
  reconcileInputSchema,
  reconcileResultSchema,
  webhookResultSchema,
} from '../../../shared/contracts/monetization';
import { CURRENCY } from '../../../shared/monetization/currency';
import type { PaymentsConfig } from '../../adapters/payments/stripe-client';
import type { Auth } from '../../auth/auth';
import { readSessionUser, requireRole, requireUser, sessionUserOf } from '../../auth/guards';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Mailer } from '../../mail/mailer';
import { logAdminActivity } from '../activity/log-admin-activity';
import { readCatalog, saveCatalog } from './catalog-store';
import { getEntitlements } from './credits';
import { handleWebhook } from './handle-webhook';
import { adjustCredits, exportLedger, listLedger, listPaymentEvents } from './ledger';
import { reconcileSession } from './reconcile';
import { startCheckout } from './start-checkout';

export type MonetizationRouteDeps = {
  auth: Auth;
  db: Database;
  mailer?: Mailer;
  siteUrl?: string;
  publicUrl: string;
  /** Stripe's keys and client; null keeps buying off and the product fully free. */
  payments: (PaymentsConfig & { stripe: Stripe }) | null;
};

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['monetization'];

/**
 * The monetization page's plans and packs, the catalog admins edit, Stripe's hosted checkout and its webhook
 * (decision 021). Entitlements come only from the webhook.
 */
export const monetizationRoutes =
  (deps: MonetizationRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const stripe: Stripe | null = deps.payments?.stripe ?? null;
    const admin = requireRole(deps, ['admin']);
    const settleDeps = (log: FastifyBaseLogger) => ({
      db,
      mailer: deps.mailer,
      publicUrl: deps.publicUrl,
      log,
    });

    app.get(
      '/monetization',
      {
        schema: {
          tags,
          summary: 'Plans and packs with prices in AED, whether buying is on, and what I have bought',
          response: { 200: monetizationPageSchema },
        },
      },
      async (request) => {
        const catalog = await readCatalog(db);
        const user = await readSessionUser(deps.auth, request);
        const isBuyingEnabled = Boolean(stripe) && catalog.isSaleOpen;
        return {
          products: catalog.products,
          currency: CURRENCY,
          hasPaymentKeys: Boolean(stripe),
          isBuyingEnabled,
          paidHosting: { ...catalog.paidHosting, isOn: isBuyingEnabled && catalog.paidHosting.isOn },
          entitlements: user ? await getEntitlements(db, user.id, catalog.paidHosting) : null,
        };
      },
    );

    app.get(
      '/monetization/catalog',
      {
        onRequest: admin,
        schema: {
          tags,
          summary: 'The plans and packs (admins)',
          response: { 200: catalogSchema, ...errors },
        },
      },
      async () => readCatalog(db),
    );

    app.put(
      '/monetization/catalog',
      {
        onRequest: admin,
        schema: {
          tags,
          summary: 'Define the plans and packs and open or close the sale (admins)',
          body: catalogSchema,
          response: { 200: catalogSchema, ...errors },
        },
      },
      async (request) => {
        const user = sessionUserOf(request);
        const saved = await saveCatalog(db, request.body, user.id);
        await logAdminActivity(db, user, {
          action: 'monetization.update',
          targetType: 'settings',
          details: {
            isSaleOpen: saved.isSaleOpen,
            paidHosting: saved.paidHosting,
            products: saved.products.map((p) => p.id),
          },
        });
        return saved;
      },
    );

    app.post(
      '/monetization/checkout',
      {
        onRequest: requireUser(deps),
        schema: {
          tags,
          summary: "Start Stripe's hosted checkout for a product; grants nothing by itself",
          body: checkoutInputSchema,
          response: { 200: checkoutResultSchema, ...errors, 503: apiErrorSchema },
        },
      },
      async (request) => {
        const catalog = await readCatalog(db);
        if (!stripe || !catalog.isSaleOpen)
          throw new AppError('UNAVAILABLE', 'monetization.errors.buyingOff');
        const user = sessionUserOf(request);
        const language = request.headers['x-ui-language'] === 'en' ? 'en' : 'ar';
        return startCheckout(db, stripe, {
          productId: request.body.productId,
          userId: user.id,
          email: user.email,
          language,
          publicUrl: deps.publicUrl,
        }).catch((error: unknown) => {
          if (error instanceof AppError) throw error;
          request.log.error({ err: error }, 'checkout could not start');
          throw new AppError('UNAVAILABLE', 'monetization.errors.checkoutFailed');
        });
      },
    );

    app.post(
      '/monetization/reconcile',
      {
        onRequest: requireUser(deps),
        schema: {
          tags,
          summary:
            'Back from checkout: read my session from Stripe and settle it if its webhook has not come',
          body: reconcileInputSchema,
          response: { 200: reconcileResultSchema, ...errors, 503: apiErrorSchema },
        },
      },
      async (request) => {
        if (!stripe) throw new AppError('UNAVAILABLE', 'monetization.errors.buyingOff');
        const user = sessionUserOf(request);
        const outcome = await reconcileSession(
          settleDeps(request.log),
          stripe,
          request.body.sessionId,
          user.id,
        ).catch((error: unknown) => {
          if (error instanceof AppError) throw error;
          request.log.error({ err: error }, 'reconciling a checkout failed');
          throw new AppError('UNAVAILABLE', 'monetization.errors.checkoutFailed');
        });
        return { outcome };
      },
    );

    app.get(
      '/admin/payments/ledger',
      {
        onRequest: admin,
        schema: {
          tags,
          summary: 'Grants, spends, returns, refunds and adjustments, newest first (admins)',
          querystring: ledgerQuerySchema,
          response: { 200: ledgerPageSchema, ...errors },
        },
      },
      async (request) => ({
        ...(await listLedger(db, request.query)),
        page: request.query.page,
        pageSize: LEDGER_PAGE_SIZE,
      }),
    );

    app.get(
      '/admin/payments/ledger.csv',
      {
        onRequest: admin,
        schema: { tags, summary: 'The filtered ledger as CSV (admins)', querystring: ledgerQuerySchema },
      },
      async (request, reply) => {
        const entries = await exportLedger(db, request.query);
        const fields = [
          'at',
          'email',
          'kind',
          'delta',
          'productId',
          'gameId',
          'eventId',
          'reason',
          'shortfall',
        ];
        const csv = Papa.unparse({
          fields,
          data: entries.map((e) => [
            e.at,
            e.email,
            e.kind,
            e.delta,
            e.productId,
            e.gameId,
            e.eventId,
            e.reason,
            e.shortfall,
          ]),
        });
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="payments-ledger.csv"')
          .send(`\uFEFF${csv}`);
      },
    );

    app.get(
      '/admin/payments/events',
      {
        onRequest: admin,
        schema: {
          tags,
          summary: 'The latest payment events (admins)',
          response: { 200: paymentEventListSchema, ...errors },
        },
      },
      async () => ({ events: await listPaymentEvents(db) }),
    );

    app.post(
      '/admin/payments/credits',
      {
        onRequest: admin,
        schema: {
          tags,
          summary: 'Grant or revoke game credits with a reason (admins; recorded in the activity log)',
          body: creditAdjustmentSchema,
          response: { 200: creditAdjustmentResultSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => adjustCredits(db, sessionUserOf(request), request.body),
    );

    // The webhook reads its body as the exact bytes Stripe signed, in a scope of its own.
    await app.register(async (hook) => {
      hook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
        done(null, body);
      });
      hook.post(
        '/monetization/webhook',
        {
          schema: {
            tags,
            summary: "Stripe's signed events; only checkout.session.completed grants, once per event",
            response: { 200: webhookResultSchema, 400: apiErrorSchema, 503: apiErrorSchema },
          },
        },
        async (request) => {
          if (!stripe || !deps.payments) throw new AppError('UNAVAILABLE', 'monetization.errors.buyingOff');
          const signature = request.headers['stripe-signature'];
          const outcome = await handleWebhook(settleDeps(request.log), stripe, {
            rawBody: typeof request.body === 'string' ? request.body : '',
            signature: Array.isArray(signature) ? signature[0] : signature,
            webhookSecret: deps.payments.webhookSecret,
          });
          if (outcome === 'bad_signature')
            throw new AppError('VALIDATION', 'monetization.errors.badSignature');
          return { received: true };
        },
      );
    });
  };
