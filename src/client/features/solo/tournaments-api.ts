/** The tournament screen's API calls. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SoloReview, SoloRound } from '../../../shared/contracts/solo';
import type {
  TournamentDetail,
  TournamentInput,
  TournamentList,
} from '../../../shared/contracts/tournaments';
import { apiRequest } from '../../lib/api';

export function useTournaments(tab: 'all' | 'active' | 'mine', enabled = true) {
  return useQuery({
    queryKey: ['tournaments', tab],
    queryFn: () => apiRequest<TournamentList>(`/api/tournaments?tab=${tab}`),
    enabled,
  });
}

export function useTournament(id: string | null) {
  return useQuery({
    queryKey: ['tournament', id],
    queryFn: () => apiRequest<TournamentDetail>(`/api/tournaments/${id}`),
    enabled: id !== null,
  });
}

/** The signed-in player's answers to a closed round of a tournament (null: none asked for). */
export function useTournamentRoundReview(id: string, number: number | null) {
  return useQuery({
    queryKey: ['tournament', id, 'review', number],
    queryFn: () => apiRequest<SoloReview>(`/api/tournaments/${id}/rounds/${number}/review`),
    enabled: number !== null,
  });
}

/** Refreshes every list and the open tournament after a change. */
export function useRefreshTournaments() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['tournaments'] }),
      client.invalidateQueries({ queryKey: ['tournament'] }),
    ]);
}

export const createTournament = (input: TournamentInput) =>
  apiRequest<{ id: string }>('/api/tournaments', { method: 'POST', body: input });

export const editTournament = (id: string, input: TournamentInput) =>
  apiRequest<TournamentDetail>(`/api/tournaments/${id}`, { method: 'PATCH', body: input });

export const joinTournament = (id: string) =>
  apiRequest<TournamentDetail>(`/api/tournaments/${id}/join`, { method: 'POST' });

export const startTournamentRound = (id: string, number: number) =>
  apiRequest<SoloRound>(`/api/tournaments/${id}/rounds/${number}/start`, { method: 'POST' });
