/** Achievements: the list with progress, and the toast for the ones earned since the player last looked. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { AchievementAnnouncement, AchievementList } from '../../../shared/contracts/achievements';
import { apiRequest } from '../../lib/api';
import { notify } from '../../lib/toast';

export const achievementsKey = ['achievements'] as const;

export function useAchievements(isEnabled = true) {
  return useQuery({
    queryKey: achievementsKey,
    queryFn: () => apiRequest<AchievementList>('/api/achievements'),
    enabled: isEnabled,
  });
}

/**
 * Asks the server for the achievements earned and not shown yet (each comes back once) and toasts them. Fails
 * quietly: a toast missed now is not worth an error message.
 */
export function useAchievementAnnouncer() {
  const { t } = useTranslation('solo');
  const client = useQueryClient();
  return useCallback(async () => {
    try {
      const { keys } = await apiRequest<AchievementAnnouncement>('/api/achievements/announce', {
        method: 'POST',
      });
      for (const key of keys) {
        await notify('success', t('achievements.earnedToast', { name: t(`achievements.items.${key}.name`) }));
      }
      if (keys.length > 0) await client.invalidateQueries({ queryKey: achievementsKey });
    } catch {
      // Shown on the next visit instead.
    }
  }, [t, client]);
}
