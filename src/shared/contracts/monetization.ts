import { z } from 'zod';

/**
 * Plans and game packs (SPEC.md sections 1 and 2): defined by admins in the settings, priced in AED (stored in fils,
 * 1 AED = 100 fils), bought through Stripe's hosted checkout when its keys are configured (decision 021).
 */

export const CURRENCY = 'AED' as const;
/** Stripe's smallest charge in AED is 2.00. */
export const PRICE_MIN_FILS = 200;
export const PRICE_MAX_FILS = 1_000_000;
export const PRODUCTS_MAX = 12;
export const PRODUCT_KINDS = ['plan', 'pack'] as const;

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
    /** plan: premium categories for `days`; pack: `credits` games. */
    kind: z.enum(PRODUCT_KINDS),
    nameAr: text(60),
    nameEn: text(60),
    descriptionAr: z.string().trim().max(300, 'validation.tooLong'),
    descriptionEn: z.string().trim().max(300, 'validation.tooLong'),
    priceFils: count(PRICE_MIN_FILS, PRICE_MAX_FILS),
    credits: count(0, 1000),
    days: count(0, 366),
  })
  .refine((p) => (p.kind === 'plan' ? p.days > 0 : p.credits > 0), {
    message: 'validation.range',
    path: ['kind'],
  });
export type Product = z.infer<typeof productSchema>;

export const catalogSchema = z.object({
  /** Admins open the sale; buying also needs the payment keys. */
  isSaleOpen: z.boolean(),
  products: z
    .array(productSchema)
    .max(PRODUCTS_MAX, 'validation.tooMany')
    .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'validation.invalid'),
});
export type Catalog = z.infer<typeof catalogSchema>;

export const entitlementSummarySchema = z.object({
  credits: z.number().int(),
  premiumUntil: z.string().nullable(),
});
export type EntitlementSummary = z.infer<typeof entitlementSummarySchema>;

export const monetizationPageSchema = z.object({
  products: z.array(productSchema),
  currency: z.literal(CURRENCY),
  /** Whether the payment keys are configured (the server's side of buying). */
  hasPaymentKeys: z.boolean(),
  /** False without payment keys or while admins keep the sale closed: plans shown, buying off, all free. */
  isBuyingEnabled: z.boolean(),
  /** What the signed-in person has bought; null when signed out. */
  entitlements: entitlementSummarySchema.nullable(),
});
export type MonetizationPage = z.infer<typeof monetizationPageSchema>;

export const checkoutInputSchema = z.object({
  productId: z.string().regex(/^[a-z0-9-]{2,40}$/, 'validation.invalid'),
});
export const checkoutResultSchema = z.object({ url: z.string() });
export const webhookResultSchema = z.object({ received: z.boolean() });
