import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import type { MonetizationPage } from '../../../shared/contracts/monetization';
import { useGameFormat } from './format';

/** Pre-game, while paid hosting is on: what the host has left, what a game costs, and where to buy more. */
export function HostingBalance({ page }: { page: MonetizationPage }) {
  const { t } = useTranslation('game');
  const format = useGameFormat();
  const owned = page.entitlements;
  const isEmpty = !owned || (owned.credits === 0 && owned.freeGamesLeft === 0);
  return (
    <section
      aria-label={t('credits.buy')}
      className={`flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl p-4 ring-1 ${
        isEmpty
          ? 'bg-gold-300/30 ring-gold-400 dark:bg-ink-800 dark:ring-gold-500'
          : 'bg-white ring-ink-200 dark:bg-ink-900 dark:ring-ink-700'
      }`}
      data-testid="hosting-balance"
    >
      <Coins aria-hidden="true" className="size-6 shrink-0 text-brand-700 dark:text-brand-300" />
      {owned && (
        <p className="font-bold text-ink-950 dark:text-white">
          {t('credits.balance', { count: owned.credits, number: format.number(owned.credits) })}
          {' · '}
          {t('credits.free', { count: owned.freeGamesLeft, number: format.number(owned.freeGamesLeft) })}
        </p>
      )}
      <p className="min-w-0 flex-1 text-sm text-ink-700 dark:text-ink-300">
        {owned ? t('credits.paidHosting') : t('errors.signInToHost')}
      </p>
      <Link to="/monetization" className="font-bold text-brand-800 underline dark:text-brand-300">
        {t('credits.buy')}
      </Link>
    </section>
  );
}
