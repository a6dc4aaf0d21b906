import { LogOut, Shield } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useNavigate } from 'react-router';
import type { SessionUser } from '../../../shared/roles';
import { ACCOUNT_LINK_CLASS } from './account-menu';
import { Avatar } from './avatar';
import { signOut } from './session';

/** Profile, admin and log out for a signed-in person; loaded only when someone is signed in. */
export default function SignedInMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const name = user.displayName || user.name;
  return (
    <div className="flex items-center gap-2" data-testid="account-menu">
      {user.role === 'admin' && (
        <Link to="/admin" className={ACCOUNT_LINK_CLASS} aria-label={t('nav.admin')} title={t('nav.admin')}>
          <Shield aria-hidden="true" className="size-5" />
        </Link>
      )}
      <Link to="/profile" className={`${ACCOUNT_LINK_CLASS} py-1.5 ps-1.5`} data-testid="nav-profile">
        <Avatar image={user.image} name={name} size="sm" />
        <span className="sr-only">{t('nav.profile')}: </span>
        {/* On a phone the avatar alone, so the header fits 390 px; the name stays for screen readers. */}
        <span className="sr-only sm:not-sr-only sm:max-w-32 sm:truncate">{name}</span>
      </Link>
      <button
        type="button"
        className={ACCOUNT_LINK_CLASS}
        data-testid="nav-logout"
        aria-label={t('nav.logout')}
        title={t('nav.logout')}
        onClick={() => void signOut().then(() => navigate('/'))}
      >
        <LogOut aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      </button>
    </div>
  );
}
