import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { apiErrorSchema } from '../../../shared/contracts/api-error';
import {
  CURRENCY,
  catalogSchema,
  checkoutInputSchema,
  checkoutResultSchema,
  monetizationPageSchema,
  webhookResultSchema,
} from '../../../shared/contracts/monetization';
import { createStripe, type PaymentsConfig } from '../../adapters/payments/stripe-client';
import type { Auth } from '../../auth/auth';
import { readSessionUser, requireRole, requireUser, sessionUserOf } from '../../auth/guards';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { logAdminActivity } from '../activity/log-admin-activity';
import { readCatalog, saveCatalog } from './catalog-store';
import { getEntitlements } from './get-entitlements';
import { handleWebhook } from './handle-webhook';
import { startCheckout } from './start-checkout';

export type MonetizationRouteDeps = {
  auth: Auth;
  db: Database;
  siteUrl?: string;
  publicUrl: string;
  /** Stripe's keys; null keeps buying off and the product fully free. */
  payments: PaymentsConfig | null;
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
    const stripe: Stripe | null = deps.payments ? await createStripe(deps.payments) : null;
    const admin = requireRole(deps, ['admin']);

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
        return {
          products: catalog.products,
          currency: CURRENCY,
          hasPaymentKeys: Boolean(stripe),
          isBuyingEnabled: Boolean(stripe) && catalog.isSaleOpen,
          entitlements: user ? await getEntitlements(db, user.id) : null,
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
          details: { isSaleOpen: saved.isSaleOpen, products: saved.products.map((p) => p.id) },
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
          const outcome = await handleWebhook(db, stripe, {
            rawBody: typeof request.body === 'string' ? request.body : '',
            signature: Array.isArray(signature) ? signature[0] : signature,
            webhookSecret: deps.payments.webhookSecret,
            log: request.log,
          });
          if (outcome === 'bad_signature')
            throw new AppError('VALIDATION', 'monetization.errors.badSignature');
          return { received: true };
        },
      );
    });
  };
