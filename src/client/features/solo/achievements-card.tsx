import { Award } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { numberFormatter } from '../../lib/numbers';
import { AchievementIcon } from './achievement-badge';
import { useAchievementAnnouncer, useAchievements } from './achievements-api';

/** On the profile: how many achievements are earned, their icons, and the way to all of them. */
export function AchievementsCard() {
  const { t, i18n } = useTranslation('solo');
  const number = numberFormatter(i18n.language);
  const list = useAchievements();
  const announce = useAchievementAnnouncer();
  useEffect(() => {
    void announce();
  }, [announce]);
  const earned = list.data?.items.filter((item) => item.earnedAt !== null) ?? [];
  return (
    <Card className="mt-6" data-testid="profile-achievements">
      <h2 className="mb-2 flex items-center gap-2 text-xl font-extrabold">
        <Award aria-hidden="true" className="size-6 text-gold-500" />
        {t('achievements.title')}
      </h2>
      {list.data && (
        <p className="mb-3">
          {t('achievements.count', {
            earned: number.format(list.data.earned),
            total: number.format(list.data.total),
          })}
        </p>
      )}
      {earned.length > 0 && (
        <ul className="mb-3 flex flex-wrap gap-2">
          {earned.map((item) => {
            const name = t(`achievements.items.${item.key}.name`);
            return (
              <li
                key={item.key}
                title={name}
                className="flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-900 ring-1 ring-brand-600 dark:bg-ink-800 dark:text-white dark:ring-gold-400"
              >
                <AchievementIcon achievementKey={item.key} className="size-4" />
                {name}
              </li>
            );
          })}
        </ul>
      )}
      <ButtonLink to="/achievements" variant="ghost">
        {t('achievements.seeAll')}
      </ButtonLink>
    </Card>
  );
}
