import { z } from 'zod';
import { CURRENCY } from '../monetization/currency';

/**
 * Plans and game packs (SPEC.md sections 1 and 2): defined by admins in the settings, priced in AED (stored in fils,
 * 1 AED = 100 fils), bought through Stripe's hosted checkout when its keys are configured (decision 021).
 */

/** Stripe's smallest charge in AED is 2.00. */
export const PRICE_MIN_FILS = 200;
export const PRICE_MAX_FILS = 1_000_000;
export const PRODUCTS_MAX = 12;
/** plan: every premium category for `days`; pack: `credits` games; premium: one premium pack's categories, for good. */
export const PRODUCT_KINDS = ['plan', 'pack', 'premium'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
/** The free games an account hosts before paid hosting spends its credits, when the admin leaves it unset. */
export const DEFAULT_FREE_GAMES = 3;
export const FREE_GAMES_MAX = 100;
export const CREDIT_ADJUST_MAX = 1000;
export const LEDGER_PAGE_SIZE = 50;

const text = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');

const count = (min: number, max: number) =>
  z
    .number({ error: 'validation.required' })
    .int('validation.wholeNumber')
    .min(min, 'validation.range')
    .max(max, 'validation.range');

export const productSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{2,40}$/, 'validation.invalid'),
    kind: z.enum(PRODUCT_KINDS),
    nameAr: text(60),
    nameEn: text(60),
    descriptionAr: z.string().trim().max(300, 'validation.tooLong'),
    descriptionEn: z.string().trim().max(300, 'validation.tooLong'),
    priceFils: count(PRICE_MIN_FILS, PRICE_MAX_FILS),
    credits: count(0, 1000),
    days: count(0, 366),
  })
  .refine((p) => (p.kind === 'plan' ? p.days > 0 : p.kind === 'pack' ? p.credits > 0 : true), {
    message: 'validation.range',
    path: ['kind'],
  });
export type Product = z.infer<typeof productSchema>;

/** What credits buy (decision 027): with paid hosting on, starting a game spends a credit after the free ones. */
export const paidHostingSchema = z.object({
  isOn: z.boolean(),
  freeGames: count(0, FREE_GAMES_MAX),
});
export type PaidHosting = z.infer<typeof paidHostingSchema>;

export const catalogSchema = z.object({
  /** Admins open the sale; buying also needs the payment keys. */
  isSaleOpen: z.boolean(),
  paidHosting: paidHostingSchema.default({ isOn: false, freeGames: DEFAULT_FREE_GAMES }),
  products: z
    .array(productSchema)
    .max(PRODUCTS_MAX, 'validation.tooMany')
    .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'validation.invalid'),
});
export type Catalog = z.infer<typeof catalogSchema>;

export const entitlementSummarySchema = z.object({
  credits: z.number().int(),
  premiumUntil: z.string().nullable(),
  /** The premium packs owned (not refunded). */
  packIds: z.array(z.string()),
  /** Free games still to host before paid hosting spends credits. */
  freeGamesLeft: z.number().int(),
});
export type EntitlementSummary = z.infer<typeof entitlementSummarySchema>;

export const monetizationPageSchema = z.object({
  products: z.array(productSchema),
  currency: z.literal(CURRENCY),
  /** Whether the payment keys are configured (the server's side of buying). */
  hasPaymentKeys: z.boolean(),
  /** False without payment keys or while admins keep the sale closed: plans shown, buying off, all free. */
  isBuyingEnabled: z.boolean(),
  /** Paid hosting as it applies now: off whenever buying is off. */
  paidHosting: paidHostingSchema,
  /** What the signed-in person has bought; null when signed out. */
  entitlements: entitlementSummarySchema.nullable(),
});
export type MonetizationPage = z.infer<typeof monetizationPageSchema>;

export const checkoutInputSchema = z.object({
  productId: z.string().regex(/^[a-z0-9-]{2,40}$/, 'validation.invalid'),
});
export const checkoutResultSchema = z.object({ url: z.string() });

/** On return from the hosted checkout: the session is read from Stripe and settled if its webhook has not come. */
export const reconcileInputSchema = z.object({
  sessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,200}$/, 'validation.invalid'),
});
export const RECONCILE_OUTCOMES = ['granted', 'already', 'pending', 'expired'] as const;
export const reconcileResultSchema = z.object({ outcome: z.enum(RECONCILE_OUTCOMES) });

/** The admin ledger (/admin/payments): every grant, spend, return, refund and adjustment, newest first. */
export const LEDGER_KINDS = [
  'purchase',
  'refund',
  'dispute',
  'grant',
  'revoke',
  'spend',
  'free',
  'return',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ledgerQuerySchema = z.object({
  email: z.string().trim().max(200).optional(),
  kind: z.enum(LEDGER_KINDS).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type LedgerQuery = z.input<typeof ledgerQuerySchema>;

export const ledgerEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  userId: z.string(),
  email: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** Credits added (+) or taken (-); 0 for a plan or premium pack. */
  delta: z.number().int(),
  productId: z.string().nullable(),
  gameId: z.string().nullable(),
  eventId: z.string().nullable(),
  reason: z.string(),
  /** Credits a refund could not take back because they were spent. */
  shortfall: z.number().int(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerPageSchema = z.object({
  entries: z.array(ledgerEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

export const paymentEventEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  eventId: z.string().nullable(),
  type: z.string().nullable(),
  outcome: z.string(),
  reason: z.string(),
});
export const paymentEventListSchema = z.object({ events: z.array(paymentEventEntrySchema) });
export type PaymentEventEntry = z.infer<typeof paymentEventEntrySchema>;

export const creditAdjustmentSchema = z.object({
  email: z.string({ error: 'validation.required' }).trim().max(200).pipe(z.email('validation.email')),
  /** Positive grants, negative revokes (never below zero). */
  delta: z
    .number({ error: 'validation.required' })
    .int('validation.wholeNumber')
    .min(-CREDIT_ADJUST_MAX, 'validation.range')
    .max(CREDIT_ADJUST_MAX, 'validation.range')
    .refine((value) => value !== 0, 'validation.range'),
  reason: z
    .string({ error: 'validation.required' })
    .trim()
    .min(3, 'validation.required')
    .max(300, 'validation.tooLong'),
});
export type CreditAdjustment = z.infer<typeof creditAdjustmentSchema>;
export const creditAdjustmentResultSchema = z.object({
  credits: z.number().int(),
  applied: z.number().int(),
});
export const webhookResultSchema = z.object({ received: z.boolean() });
