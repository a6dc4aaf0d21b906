import { Gem } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import type { MonetizationPage } from '../../../shared/contracts/monetization';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formattingLocale } from '../../lib/i18n';
import { useGameFormat } from '../game/format';
import { useMonetization } from './monetization-api';

/**
 * What the signed-in person has, as the server granted it: game credits, free games left while paid hosting is on,
 * the end of a premium plan and the premium packs owned. On the monetization page and the profile.
 */
export function MyPurchases({
  page,
  hasShopLink = false,
}: {
  page: MonetizationPage;
  hasShopLink?: boolean;
}) {
  const { t } = useTranslation('monetization');
  const format = useGameFormat();
  const owned = page.entitlements;
  if (!owned) return null;
  const until = owned.premiumUntil
    ? new Intl.DateTimeFormat(formattingLocale(format.lang), { dateStyle: 'long' }).format(
        new Date(owned.premiumUntil),
      )
    : null;
  const packNames = owned.packIds.map((id) => {
    const product = page.products.find((p) => p.id === id);
    return product ? (format.lang === 'ar' ? product.nameAr : product.nameEn) : id;
  });
  return (
    <Card className="flex flex-col gap-2" data-testid="my-purchases">
      <h2 className="flex items-center gap-2 text-xl font-extrabold text-ink-950 dark:text-white">
        <Gem aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
        {t('mine.title')}
      </h2>
      <p data-testid="my-credits">
        {t('mine.credits', { count: owned.credits, number: format.number(owned.credits) })}
      </p>
      {page.paidHosting.isOn && (
        <p data-testid="my-free-games">
          {t('mine.freeGames', { count: owned.freeGamesLeft, number: format.number(owned.freeGamesLeft) })}
        </p>
      )}
      <p>{until ? t('mine.premiumUntil', { date: until }) : t('mine.noPremium')}</p>
      <p data-testid="my-packs">
        {packNames.length > 0
          ? t('mine.packs', { names: packNames.join(format.lang === 'ar' ? '، ' : ', ') })
          : t('mine.noPacks')}
      </p>
      {hasShopLink && page.products.length > 0 && (
        <div>
          <ButtonLink to="/monetization" variant="ghost">
            {t('mine.shop')}
          </ButtonLink>
        </div>
      )}
    </Card>
  );
}

/** The profile's card: shown once the site sells something or the person has anything. */
export function ProfilePurchases() {
  const page = useMonetization();
  const data = page.data;
  if (!data?.entitlements) return null;
  const owned = data.entitlements;
  const hasAnything = owned.credits > 0 || owned.packIds.length > 0 || owned.premiumUntil !== null;
  if (!data.isBuyingEnabled && !hasAnything) return null;
  return (
    <div className="mt-6">
      <MyPurchases page={data} hasShopLink />
    </div>
  );
}
