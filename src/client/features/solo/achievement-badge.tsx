import {
  Award,
  Brain,
  CalendarCheck,
  CalendarDays,
  CalendarRange,
  CircleCheckBig,
  Coins,
  Crown,
  Flame,
  Gem,
  GraduationCap,
  LifeBuoy,
  Lock,
  type LucideIcon,
  Medal,
  PenLine,
  Rocket,
  Star,
  Target,
  Trophy,
  Tv,
  Users,
  Zap,
} from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import type { AchievementItem } from '../../../shared/contracts/achievements';
import type { AchievementKey } from '../../../shared/solo/achievements';
import { formattingLocale } from '../../lib/i18n';
import { numberFormatter } from '../../lib/numbers';

const ICONS: Record<AchievementKey, LucideIcon> = {
  first_daily: CalendarCheck,
  daily_10: CalendarDays,
  daily_50: CalendarRange,
  streak_3: Flame,
  streak_7: Flame,
  streak_30: Rocket,
  perfect_daily: Target,
  perfect_5: Star,
  correct_10: CircleCheckBig,
  correct_100: Brain,
  correct_500: GraduationCap,
  fast_1: Zap,
  fast_25: Zap,
  written_1: PenLine,
  written_25: PenLine,
  first_host: Tv,
  host_10: Crown,
  first_game: Users,
  first_win: Trophy,
  wins_10: Medal,
  all_lifelines: LifeBuoy,
  tournament_won: Crown,
  points_1000: Coins,
  points_10000: Gem,
};

/** An achievement's icon, or a lock while it is not earned. */
export function AchievementIcon({
  achievementKey,
  isLocked = false,
  className,
}: {
  achievementKey: AchievementKey;
  isLocked?: boolean;
  className: string;
}) {
  const Icon = isLocked ? Lock : (ICONS[achievementKey] ?? Award);
  return <Icon aria-hidden="true" className={className} />;
}

/** One achievement: icon, name, description and progress (a progress bar until earned, then the date). */
export function AchievementBadge({ item }: { item: AchievementItem }) {
  const { t, i18n } = useTranslation('solo');
  const locale = formattingLocale(i18n.language);
  const number = numberFormatter(i18n.language);
  const isEarned = item.earnedAt !== null;
  const name = t(`achievements.items.${item.key}.name`);
  return (
    <li
      data-testid="achievement"
      data-key={item.key}
      data-earned={isEarned}
      className={`flex gap-3 rounded-2xl p-4 ring-1 ${
        isEarned
          ? 'bg-brand-50 ring-brand-600 dark:bg-ink-800 dark:ring-gold-400'
          : 'bg-white ring-ink-200 dark:bg-ink-900 dark:ring-ink-700'
      }`}
    >
      <span
        className={`flex size-12 shrink-0 items-center justify-center rounded-full ${
          isEarned ? 'bg-gold-500 text-ink-950' : 'bg-ink-100 text-ink-700 dark:bg-ink-700 dark:text-ink-200'
        }`}
      >
        <AchievementIcon achievementKey={item.key} isLocked={!isEarned} className="size-6" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-bold text-ink-950 dark:text-white">{name}</h3>
        <p className="text-sm text-ink-700 dark:text-ink-300">
          {t(`achievements.items.${item.key}.description`)}
        </p>
        {isEarned ? (
          <p className="text-sm font-bold text-green-800 dark:text-green-300">
            {t('achievements.earnedOn', {
              date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(item.earnedAt!)),
            })}
          </p>
        ) : (
          <div className="flex items-center gap-2">
            <progress
              className="h-2 flex-1 accent-brand-700"
              max={item.goal}
              value={item.current}
              aria-label={t('achievements.progressOf', { name })}
            />
            <span className="text-sm font-semibold text-ink-700 dark:text-ink-300">
              {t('achievements.progress', {
                current: number.format(item.current),
                goal: number.format(item.goal),
              })}
            </span>
          </div>
        )}
      </div>
    </li>
  );
}
