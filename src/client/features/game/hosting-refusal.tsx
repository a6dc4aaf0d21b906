import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';

/**
 * Why a room could not be created or a game started, with a link to buy what is missing (no credits, a locked
 * premium category): on pre-game and in the lobby.
 */
export function HostingRefusal({
  text,
  needsShop,
  testId,
}: {
  text: string;
  needsShop: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('game');
  return (
    <p
      role="alert"
      className="rounded-xl bg-red-50 p-3 font-semibold text-red-800 dark:bg-red-950 dark:text-red-200"
      data-testid={testId}
    >
      {text}
      {needsShop && (
        <>
          {' '}
          <Link to="/monetization" className="underline">
            {t('credits.buy')}
          </Link>
        </>
      )}
    </p>
  );
}
