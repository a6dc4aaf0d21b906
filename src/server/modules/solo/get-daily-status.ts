import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { DailyStatus } from '../../../shared/contracts/solo';
import { challengeDay, currentStreak, longestStreak } from '../../../shared/solo/calendar';
import type { Database } from '../../db/client';
import { soloRounds } from '../../db/solo-schema';

/** The finished challenge days of a player, newest first (a year at most). */
export async function playedDays(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ day: soloRounds.challengeDay })
    .from(soloRounds)
    .where(and(eq(soloRounds.userId, userId), eq(soloRounds.kind, 'daily'), isNotNull(soloRounds.finishedAt)))
    .orderBy(desc(soloRounds.challengeDay))
    .limit(366);
  return rows.map((row) => row.day!).filter(Boolean);
}

/** Today's challenge for the screen: for a signed-in player, whether it is played, the result and the streak. */
export async function getDailyStatus(db: Database, userId: string | null, now: number): Promise<DailyStatus> {
  const day = challengeDay(now);
  if (!userId) {
    return { day, isSignedIn: false, status: 'new', streak: 0, longestStreak: 0, result: null };
  }
  const [round] = await db
    .select()
    .from(soloRounds)
    .where(
      and(eq(soloRounds.userId, userId), eq(soloRounds.kind, 'daily'), eq(soloRounds.challengeDay, day)),
    );
  const days = await playedDays(db, userId);
  return {
    day,
    isSignedIn: true,
    status: !round ? 'new' : round.finishedAt ? 'finished' : 'playing',
    streak: currentStreak(days, day),
    longestStreak: longestStreak(days),
    result: round?.finishedAt
      ? {
          roundId: round.id,
          score: round.score,
          correct: round.correctCount,
          total: round.state.questions.length,
        }
      : null,
  };
}
