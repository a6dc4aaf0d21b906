import type Stripe from 'stripe';
import { CURRENCY } from '../../../shared/monetization/currency';
import type { Database } from '../../db/client';
import { checkoutSessions } from '../../db/community-schema';
import { AppError } from '../../http/app-error';
import { readCatalog } from './catalog-store';

/**
 * A hosted checkout for one product: Stripe's page takes the payment; nothing is granted here. The session is
 * kept with what the product was, so the webhook grants exactly what was paid for.
 */
export async function startCheckout(
  db: Database,
  stripe: Stripe,
  input: { productId: string; userId: string; email: string; language: string; publicUrl: string },
): Promise<{ url: string }> {
  const product = (await readCatalog(db)).products.find((p) => p.id === input.productId);
  if (!product) throw new AppError('NOT_FOUND', 'monetization.errors.productNotFound');
  const isArabic = input.language === 'ar';
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    customer_email: input.email,
    client_reference_id: input.userId,
    locale: isArabic ? 'auto' : 'en',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: CURRENCY.toLowerCase(),
          unit_amount: product.priceFils,
          product_data: { name: isArabic ? product.nameAr : product.nameEn },
        },
      },
    ],
    metadata: { productId: product.id, userId: input.userId },
    success_url: `${input.publicUrl}/monetization?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${input.publicUrl}/monetization?checkout=cancelled`,
  });
  if (!session.url) throw new AppError('UNAVAILABLE', 'monetization.errors.checkoutFailed');
  await db.insert(checkoutSessions).values({
    id: session.id,
    userId: input.userId,
    productId: product.id,
    kind: product.kind,
    credits: product.credits,
    days: product.days,
    amountFils: product.priceFils,
  });
  return { url: session.url };
}
