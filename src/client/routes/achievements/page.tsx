import { Award } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../components/ui/button';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { PageHeader } from '../../components/ui/page-header';
import { requireSession } from '../../features/auth/require-session';
import { AchievementBadge } from '../../features/solo/achievement-badge';
import { useAchievementAnnouncer, useAchievements } from '../../features/solo/achievements-api';
import { formattingLocale } from '../../lib/i18n';

export const loader = requireSession();

/** /achievements: every achievement with its progress; the ones earned since the last visit are toasted. */
export function Component() {
  const { t, i18n } = useTranslation('solo');
  const number = new Intl.NumberFormat(formattingLocale(i18n.language));
  const list = useAchievements();
  const announce = useAchievementAnnouncer();

  useEffect(() => {
    void announce();
  }, [announce]);

  const earned = list.data?.items.filter((item) => item.earnedAt !== null) ?? [];
  const open = list.data?.items.filter((item) => item.earnedAt === null) ?? [];

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <PageHeader
        title={t('achievements.title')}
        lead={t('achievements.lead')}
        icon={<Award aria-hidden="true" className="size-8 text-gold-500" />}
      />
      {list.isPending && <LoadingIndicator size="lg" />}
      {list.isError && (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="font-bold">{t('achievements.failed')}</p>
          <Button variant="ghost" onClick={() => void list.refetch()}>
            {t('achievements.retry')}
          </Button>
        </div>
      )}
      {list.data && (
        <>
          <p className="mb-6 text-lg font-bold" data-testid="achievements-count">
            {t('achievements.count', {
              earned: number.format(list.data.earned),
              total: number.format(list.data.total),
            })}
          </p>
          {earned.length > 0 && (
            <section aria-labelledby="achievements-earned" className="mb-8">
              <h2 id="achievements-earned" className="mb-3 text-xl font-extrabold">
                {t('achievements.earned')}
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2">
                {earned.map((item) => (
                  <AchievementBadge key={item.key} item={item} />
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="achievements-open">
            <h2 id="achievements-open" className="mb-3 text-xl font-extrabold">
              {t('achievements.toEarn')}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2">
              {open.map((item) => (
                <AchievementBadge key={item.key} item={item} />
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
