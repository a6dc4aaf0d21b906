import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { useSession } from './session';

export const ACCOUNT_LINK_CLASS =
  'inline-flex items-center gap-2 rounded-xl px-3 py-2 font-bold text-ink-800 ring-1 ring-ink-300 hover:bg-ink-100 dark:text-ink-100 dark:ring-ink-600 dark:hover:bg-ink-800';

// A visitor's first page pays only for the "Log in" link; the signed-in menu loads when there is a session.
const SignedInMenu = lazy(() => import('./signed-in-menu'));

/** The header's account entry: "Log in" for visitors; profile, admin and log out for a signed-in person. */
export function AccountMenu() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const placeholder = <span className="inline-block w-24" aria-hidden="true" />;
  if (session.status === 'loading') return placeholder;
  if (!session.user) {
    return (
      <Link to="/auth" className={ACCOUNT_LINK_CLASS} data-testid="nav-login">
        {t('nav.login')}
      </Link>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <SignedInMenu user={session.user} />
    </Suspense>
  );
}
