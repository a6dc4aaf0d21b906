import { BadgeCheck, CreditCard, Gem } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useSearchParams } from 'react-router';
import type { MonetizationPage, Product } from '../../../shared/contracts/monetization';
import { CURRENCY } from '../../../shared/monetization/currency';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../features/auth/session';
import { useGameFormat } from '../../features/game/format';
import {
  monetizationErrorKey,
  useCheckout,
  useMonetization,
  useReconcile,
} from '../../features/monetization/monetization-api';
import { MyPurchases } from '../../features/monetization/my-purchases';
import { ApiRequestError } from '../../lib/api';
import { formattingLocale } from '../../lib/i18n';
import { useHydratedParams } from '../../lib/use-is-hydrated';

/** The admins' editor loads only for them (with the schemas it validates by). */
const CatalogEditor = lazy(() =>
  import('../../features/monetization/catalog-editor').then((m) => ({ default: m.CatalogEditor })),
);

/** Prices in AED with the language's digits: 25.00 AED, ٢٥٫٠٠ د.إ. */
function usePrice() {
  const { lang } = useGameFormat();
  const format = new Intl.NumberFormat(formattingLocale(lang), { style: 'currency', currency: CURRENCY });
  return (fils: number) => format.format(fils / 100);
}

function ProductCard({
  product,
  page,
  isSignedIn,
}: {
  product: Product;
  page: MonetizationPage;
  isSignedIn: boolean;
}) {
  const { t } = useTranslation('monetization');
  const format = useGameFormat();
  const price = usePrice();
  const checkout = useCheckout();
  const failure = checkout.error instanceof ApiRequestError ? monetizationErrorKey(checkout.error.key) : null;
  const headingId = `product-${product.id}`;
  const isOwned = product.kind === 'premium' && Boolean(page.entitlements?.packIds.includes(product.id));
  return (
    <Card className="flex flex-col gap-3" aria-labelledby={headingId} role="group" data-testid="product">
      <h3 id={headingId} className="text-xl font-extrabold text-ink-950 dark:text-white">
        {format.lang === 'ar' ? product.nameAr : product.nameEn}
      </h3>
      <p className="text-2xl font-extrabold text-brand-800 dark:text-brand-300" dir="auto">
        {price(product.priceFils)}
      </p>
      <p className="font-semibold text-ink-800 dark:text-ink-200">
        {product.kind === 'plan'
          ? t('product.days', { count: product.days, number: format.number(product.days) })
          : product.kind === 'premium'
            ? t('product.premium')
            : t('product.credits', { count: product.credits, number: format.number(product.credits) })}
      </p>
      {isOwned && (
        <p className="font-bold text-green-800 dark:text-green-300" data-testid="product-owned">
          {t('product.owned')}
        </p>
      )}
      {(format.lang === 'ar' ? product.descriptionAr : product.descriptionEn) && (
        <p className="text-ink-700 dark:text-ink-300">
          {format.lang === 'ar' ? product.descriptionAr : product.descriptionEn}
        </p>
      )}
      <div className="mt-auto pt-2">
        {page.isBuyingEnabled && !isSignedIn ? (
          <ButtonLink to="/auth?next=%2Fmonetization" variant="ghost">
            {t('product.signIn')}
          </ButtonLink>
        ) : (
          <Button
            onClick={() => checkout.mutate(product.id)}
            disabled={!page.isBuyingEnabled || isOwned || checkout.isPending || checkout.isSuccess}
            aria-describedby={page.isBuyingEnabled ? undefined : 'buying-off'}
          >
            <CreditCard aria-hidden="true" className="size-5" />
            {checkout.isPending || checkout.isSuccess ? t('product.opening') : t('product.buy')}
          </Button>
        )}
        {failure && (
          <p role="alert" className="mt-2 text-sm font-semibold text-red-700 dark:text-red-400">
            {t(failure.key, { ns: failure.ns })}
          </p>
        )}
      </div>
    </Card>
  );
}

/** /monetization: the plans and packs admins defined, what is free, how to buy (decision 021). */
export function Component() {
  const { t } = useTranslation('monetization');
  const format = useGameFormat();
  const session = useSession();
  const isSignedIn = session.status === 'signed-in';
  const isAdmin = session.user?.role === 'admin';
  const page = useMonetization();
  const [liveParams] = useSearchParams();
  // Prerendered: the address's query (back from the payment page) is read once hydrated.
  const params = useHydratedParams(liveParams);
  const outcome = params.get('checkout');
  const sessionId = params.get('session_id');
  const reconcile = useReconcile();
  const { mutate: settle } = reconcile;

  // Back from the payment page: the server reads the session from Stripe, so a late webhook changes nothing.
  useEffect(() => {
    if (outcome === 'success' && sessionId && isSignedIn) settle(sessionId);
  }, [outcome, sessionId, isSignedIn, settle]);

  const plans = page.data?.products.filter((p) => p.kind === 'plan') ?? [];
  const packs = page.data?.products.filter((p) => p.kind === 'pack') ?? [];
  const premium = page.data?.products.filter((p) => p.kind === 'premium') ?? [];
  const grid = (products: Product[], title: string, id: string) =>
    products.length > 0 && (
      <section aria-labelledby={id} className="flex flex-col gap-3">
        <h2 id={id} className="text-2xl font-extrabold text-ink-950 dark:text-white">
          {title}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => (
            <ProductCard key={product.id} product={product} page={page.data!} isSignedIn={isSignedIn} />
          ))}
        </div>
      </section>
    );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        lead={t('lead')}
        icon={<Gem aria-hidden="true" className="size-8 text-brand-700 dark:text-brand-300" />}
      />
      {outcome === 'success' && (
        <p
          role="status"
          className="rounded-xl bg-brand-50 p-4 font-semibold text-brand-900 dark:bg-brand-950 dark:text-brand-100"
        >
          {t('outcome.success')}
        </p>
      )}
      {outcome === 'cancelled' && (
        <p
          role="status"
          className="rounded-xl bg-ink-100 p-4 font-semibold text-ink-900 dark:bg-ink-800 dark:text-ink-100"
        >
          {t('outcome.cancelled')}
        </p>
      )}
      {page.isPending && <LoadingIndicator size="lg" className="py-16" />}
      {page.isError && (
        <p role="alert" className="font-semibold text-red-700 dark:text-red-400">
          {t('errors.loadFailed')}
        </p>
      )}
      {page.data && (
        <>
          {!page.data.isBuyingEnabled && (
            <p
              id="buying-off"
              data-testid="buying-off"
              className="rounded-xl bg-gold-300/30 p-4 font-semibold text-ink-950 ring-1 ring-gold-400 dark:bg-ink-800 dark:text-ink-100 dark:ring-gold-500"
            >
              {t('buyingOff')}
            </p>
          )}
          <MyPurchases page={page.data} />
          <Card className="flex flex-col gap-2">
            <h2 className="text-xl font-extrabold text-ink-950 dark:text-white">{t('free.title')}</h2>
            <ul className="flex flex-col gap-1.5">
              {(['games', 'bank', 'community', 'selfHost'] as const).map((key) => (
                <li key={key} className="flex items-start gap-2">
                  <BadgeCheck
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300"
                  />
                  {key === 'games' && page.data.paidHosting.isOn
                    ? t('free.gamesPaid', {
                        count: page.data.paidHosting.freeGames,
                        number: format.number(page.data.paidHosting.freeGames),
                      })
                    : t(`free.${key}`)}
                </li>
              ))}
            </ul>
          </Card>
          {page.data.products.length === 0 && <p>{t('empty')}</p>}
          {grid(plans, t('plans'), 'plans-heading')}
          {grid(packs, t('packs'), 'packs-heading')}
          {grid(premium, t('premiumPacks'), 'premium-heading')}
          <Card className="flex flex-col gap-2">
            <h2 className="text-xl font-extrabold text-ink-950 dark:text-white">{t('how.title')}</h2>
            <ol className="list-decimal flex flex-col gap-1.5 ps-6">
              {(['signIn', 'choose', 'pay', 'granted'] as const).map((key) => (
                <li key={key}>{t(`how.${key}`)}</li>
              ))}
            </ol>
          </Card>
          {isAdmin && (
            <Suspense fallback={<LoadingIndicator size="lg" className="py-8" />}>
              <CatalogEditor hasPaymentKeys={page.data.hasPaymentKeys} />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}
