import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Leaderboard, PlayerProfile } from '../../../shared/contracts/leaderboard';
import type { LeaderboardPeriod, Region } from '../../../shared/solo/periods';
import { apiRequest } from '../../lib/api';

export function useLeaderboard(period: LeaderboardPeriod, region: Region) {
  return useQuery({
    queryKey: ['leaderboard', period, region],
    queryFn: () => apiRequest<Leaderboard>(`/api/leaderboard?period=${period}&region=${region}`),
    retry: (count, error) => count < 2 && (error as { status?: number }).status !== 404,
  });
}

const profileKey = ['player-profile'] as const;

export function usePlayerProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: () => apiRequest<PlayerProfile>('/api/account/player-profile'),
  });
}

export function useSavePlayerProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profile: PlayerProfile) =>
      apiRequest<PlayerProfile>('/api/account/player-profile', { method: 'PUT', body: profile }),
    onSuccess: (saved) => {
      client.setQueryData(profileKey, saved);
      void client.invalidateQueries({ queryKey: ['leaderboard'] });
    },
  });
}
