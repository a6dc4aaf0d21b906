import { KeyRound, ShieldCheck } from 'lucide-react';
import { useLoaderData } from 'react-router';
import type { SessionUser } from '../../../shared/contracts/auth';
import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { useAuthTranslation } from '../../features/auth/form-parts';
import { GameHistorySection } from '../../features/auth/game-history';
import { ProfileEditor } from '../../features/auth/profile-editor';
import { PrivacyPanel } from '../../features/privacy/privacy-panel';
import { ProfilePurchases } from '../../features/monetization/my-purchases';
import { requireSession } from '../../features/auth/require-session';
import { joinedGame } from '../../features/game/game-storage';
import { TEAM_COLOUR_CLASSES } from '../../features/game/team-colours';
import { AchievementsCard } from '../../features/solo/achievements-card';
import { PlayerPrivacyCard } from '../../features/solo/player-privacy-card';

export const loader = requireSession();

const isJoinedHere = (gameId: string) => joinedGame(gameId) !== undefined;

/** /profile: display name, username, phone, avatar, joined date, the games hosted or played, and my data. */
export function Component() {
  const { t } = useAuthTranslation();
  const user = useLoaderData() as SessionUser;
  return (
    <div>
      <PageHeader title={t('profile.title')} lead={t('profile.lead')} />
      <ProfileEditor userId={user.id} />
      <PlayerPrivacyCard />
      <ProfilePurchases />
      <AchievementsCard />
      <nav aria-label={t('profile.more')} className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to="/change-password" variant="ghost">
          <KeyRound aria-hidden="true" className="size-5" />
          {t('profile.changePassword')}
        </ButtonLink>
        <ButtonLink to="/security" variant="ghost">
          <ShieldCheck aria-hidden="true" className="size-5" />
          {t('profile.security')}
        </ButtonLink>
      </nav>
      <GameHistorySection userId={user.id} teamColours={TEAM_COLOUR_CLASSES} isJoinedHere={isJoinedHere} />
      <PrivacyPanel />
    </div>
  );
}
