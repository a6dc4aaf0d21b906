/** The daily challenge's API calls, and what a guest's device remembers of its rounds. */
import { useQuery } from '@tanstack/react-query';
import type { SoloAnswerInput } from '../../../shared/contracts/game';
import {
  soloAnswerResultSchema,
  type DailyStatus,
  type SoloAnswerResult,
  type SoloReview,
  type SoloRound,
} from '../../../shared/contracts/solo';
import { apiRequest } from '../../lib/api';
import { offlineQueue } from '../../lib/offline-queue';
import { readJson, writeJson } from '../../lib/storage';
import { deviceId } from '../game/game-storage';

export const dailyStatusKey = ['challenges', 'today'] as const;

export function useDailyStatus() {
  return useQuery({
    queryKey: dailyStatusKey,
    queryFn: () => apiRequest<DailyStatus>('/api/challenges/today'),
  });
}

export function startDaily(isSignedIn: boolean): Promise<SoloRound> {
  return apiRequest<SoloRound>('/api/challenges/today/start', {
    method: 'POST',
    body: isSignedIn ? {} : { deviceId: deviceId() },
  });
}

export function getReview(roundId: string, roundToken: string | null): Promise<SoloReview> {
  return apiRequest<SoloReview>(`/api/solo-rounds/${roundId}/review`, {
    headers: roundToken ? { 'x-round-token': roundToken } : {},
  });
}

/** Sends an answer through the offline queue (replayed once back online, applied once by its client id). */
export function queueAnswer(input: SoloAnswerInput): void {
  offlineQueue.enqueue({ type: 'submit_answer', data: input });
}

/** Tells `listener` about every solo answer the server has scored (now or on a later replay). */
export function onSoloAnswerScored(listener: (result: SoloAnswerResult) => void): () => void {
  return offlineQueue.onReplayed((action, body) => {
    if (action.type !== 'submit_answer') return;
    const parsed = soloAnswerResultSchema.safeParse(body);
    if (parsed.success) listener(parsed.data);
  });
}

/** A daily round this device played or is playing (guests keep their results here; everyone keeps the token). */
export type LocalDailyRound = {
  day: string;
  roundId: string;
  roundToken: string | null;
  /** Questions answered on this device (some may still wait in the offline queue). */
  answered?: number;
  score?: number;
  correct?: number;
  total?: number;
  isFinished: boolean;
};

const LOCAL_KEY = 'daily-challenges';
const LOCAL_MAX = 400;

export function localDailyRounds(): LocalDailyRound[] {
  const stored = readJson<unknown>(LOCAL_KEY, []);
  return Array.isArray(stored) ? (stored as LocalDailyRound[]).filter((r) => typeof r?.day === 'string') : [];
}

export function localDailyRound(day: string): LocalDailyRound | undefined {
  return localDailyRounds().find((round) => round.day === day);
}

export function saveLocalDailyRound(round: LocalDailyRound): void {
  const rest = localDailyRounds().filter((entry) => entry.day !== round.day);
  writeJson(LOCAL_KEY, [...rest, round].slice(-LOCAL_MAX));
}
