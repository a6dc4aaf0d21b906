/**
 * Tournaments (SPEC.md sections 3 and 4, decision 020), pure: the status by the dates, the round windows, who
 * advances after a round and the final standings. The server passes the clock and the scores.
 */

export const TOURNAMENT_STATUSES = ['upcoming', 'active', 'completed'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];
export const PARTICIPANT_STATUSES = ['active', 'completed', 'eliminated'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

/** Questions of each tournament round (2 easy, 2 medium, 1 hard where the bank has them). */
export const TOURNAMENT_ROUND_MIX = { easy: 2, medium: 2, hard: 1 } as const;
export const TOURNAMENT_ROUND_QUESTIONS = 5;
export const TOURNAMENT_ROUNDS_MAX = 5;
/** The shortest window a round may have. */
export const TOURNAMENT_ROUND_MIN_MS = 10 * 60_000;

export function tournamentStatus(startsAt: number, endsAt: number, now: number): TournamentStatus {
  if (now < startsAt) return 'upcoming';
  return now < endsAt ? 'active' : 'completed';
}

export type RoundWindow = { number: number; opensAt: number; closesAt: number };

/** The rounds share the time between the start and the end equally, one after the other. */
export function roundWindows(startsAt: number, endsAt: number, rounds: number): RoundWindow[] {
  const span = (endsAt - startsAt) / rounds;
  return Array.from({ length: rounds }, (_, index) => ({
    number: index + 1,
    opensAt: Math.round(startsAt + index * span),
    closesAt: index === rounds - 1 ? endsAt : Math.round(startsAt + (index + 1) * span),
  }));
}

/**
 * Who advances after a round that is not the last: the upper half of the field by the round's score (rounded up),
 * and everyone tied with the last of them (a tie never splits players). A player who did not play scores 0.
 */
export function advancingPlayers(scores: ReadonlyArray<{ userId: string; score: number }>): Set<string> {
  if (scores.length === 0) return new Set();
  const sorted = [...scores].sort((a, b) => b.score - a.score);
  const cut = sorted[Math.ceil(sorted.length / 2) - 1]!.score;
  return new Set(sorted.filter((entry) => entry.score >= cut).map((entry) => entry.userId));
}

export type StandingInput = {
  userId: string;
  /** The last round the player played in the tournament (0: none). */
  roundReached: number;
  lastRoundScore: number;
  totalScore: number;
};

/**
 * The final standings: the further a player got, the higher; then the score of the last round they played, then
 * the total. Equal players share a rank (1, 1, 3).
 */
export function finalStandings<T extends StandingInput>(players: readonly T[]): Array<T & { rank: number }> {
  const key = (p: StandingInput) => [p.roundReached, p.lastRoundScore, p.totalScore] as const;
  const sorted = [...players].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return y[0] - x[0] || y[1] - x[1] || y[2] - x[2];
  });
  return sorted.map((player, index) => {
    let first = index;
    while (first > 0 && key(sorted[first - 1]!).every((value, i) => value === key(player)[i])) first -= 1;
    return { ...player, rank: first + 1 };
  });
}

/** The tabs of /tournaments. */
export const TOURNAMENT_TABS = ['all', 'active', 'mine', 'create'] as const;
export type TournamentTab = (typeof TOURNAMENT_TABS)[number];
