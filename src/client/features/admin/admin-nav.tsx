import { useTranslation } from '../../lib/use-translation';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/button';

const LINKS = [
  { to: '/admin', key: 'nav.dashboard' },
  { to: '/admin/content', key: 'nav.content' },
  { to: '/admin/assets', key: 'nav.assets' },
  { to: '/admin/ai-studio', key: 'nav.aiStudio' },
  { to: '/admin/users', key: 'nav.users' },
  { to: '/admin/games', key: 'nav.games' },
  { to: '/admin/payments', key: 'nav.payments' },
  { to: '/admin/reports', key: 'nav.reports' },
  { to: '/admin/lifelines', key: 'nav.lifelines' },
  { to: '/admin/contact', key: 'nav.contact' },
  { to: '/admin/system', key: 'nav.system' },
  { to: '/moderator', key: 'nav.moderator' },
  { to: '/admin/profile', key: 'nav.profile' },
] as const;

/** The back-office screens, the current one marked. */
export function AdminNav() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.label')} className="flex flex-wrap gap-2">
      {LINKS.map((link) => {
        const isCurrent = pathname === link.to;
        return (
          <ButtonLink
            key={link.to}
            to={link.to}
            variant={isCurrent ? 'primary' : 'ghost'}
            aria-current={isCurrent ? 'page' : undefined}
          >
            {t(link.key)}
          </ButtonLink>
        );
      })}
    </nav>
  );
}
