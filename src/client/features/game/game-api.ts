/** The game's HTTP calls (src/shared/contracts/game.ts); the token of a game goes in `x-game-token`. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  CreateGameInput,
  CreateGameResult,
  JoinGameInput,
  JoinGameResult,
  RematchResult,
  ResumeGameResult,
  RoomInfo,
  RoomLookup,
  VarReport,
  VarReportInput,
} from '../../../shared/contracts/game';
import { normalizeRoomCode } from '../../../shared/game/room-code';
import { apiRequest } from '../../lib/api';

type Options = { method?: string; body?: unknown; token?: string | undefined };

/** An API call with the game's token, when there is one. */
function gameRequest<T>(path: string, { method = 'GET', body, token }: Options = {}): Promise<T> {
  return apiRequest<T>(path, { method, body, headers: token ? { 'x-game-token': token } : {} });
}

export function createGame(input: CreateGameInput): Promise<CreateGameResult> {
  return gameRequest('/api/games', { method: 'POST', body: input });
}

export function useCreateGame() {
  return useMutation({ mutationFn: createGame });
}

export function lookupRoom(roomCode: string): Promise<RoomLookup> {
  return gameRequest(`/api/games/rooms/${encodeURIComponent(normalizeRoomCode(roomCode))}`);
}

export function joinGame(input: JoinGameInput): Promise<JoinGameResult> {
  return gameRequest('/api/games/join', { method: 'POST', body: input });
}

export function resumeGame(hostTokens: string[]): Promise<ResumeGameResult> {
  return gameRequest('/api/games/resume', { method: 'POST', body: { hostTokens } });
}

export function lockRoom(gameId: string, token: string | undefined, isLocked: boolean): Promise<RoomInfo> {
  return gameRequest(`/api/games/${gameId}/lock`, { method: 'POST', body: { isLocked }, token });
}

export function removePlayer(gameId: string, token: string | undefined, playerId: string): Promise<RoomInfo> {
  return gameRequest(`/api/games/${gameId}/players/${playerId}`, { method: 'DELETE', token });
}

export function rematch(gameId: string, token: string | undefined): Promise<RematchResult> {
  return gameRequest(`/api/games/${gameId}/rematch`, { method: 'POST', token });
}

export function fileVarReport(gameId: string, token: string, input: VarReportInput): Promise<VarReport> {
  return gameRequest(`/api/games/${gameId}/var-reports`, { method: 'POST', body: input, token });
}

export function varReportsQueryKey(gameId: string) {
  return ['games', gameId, 'var-reports'] as const;
}

export function useVarReports(gameId: string, token: string | undefined) {
  return useQuery({
    queryKey: varReportsQueryKey(gameId),
    queryFn: () =>
      gameRequest<{ reports: VarReport[] }>(`/api/games/${gameId}/var-reports`, { token }).then(
        (result) => result.reports,
      ),
    staleTime: 0,
  });
}

export function resolveVarReport(
  gameId: string,
  token: string | undefined,
  reportId: string,
  status: 'accepted' | 'rejected',
): Promise<VarReport> {
  return gameRequest(`/api/games/${gameId}/var-reports/${reportId}`, {
    method: 'PATCH',
    body: { status },
    token,
  });
}
