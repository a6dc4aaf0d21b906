import { and, eq } from 'drizzle-orm';
import type { SoloRound } from '../../../shared/contracts/solo';
import { challengeDay } from '../../../shared/solo/calendar';
import { maxSoloScore, SOLO_QUESTION_SECONDS, soloView, startSoloRound } from '../../../shared/solo/engine';
import { soloRounds } from '../../db/solo-schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { hashSecret, newSecret } from '../games/game-tokens';
import { dailyQuestionIds, loadRoundQuestions } from './draw-daily-questions';
import { playerQuestion, questionKey } from './round-content';
import type { SoloContext } from './solo-context';

type Who = { userId: string | null; deviceId?: string };

async function findToday(ctx: SoloContext, who: Who, day: string) {
  const owner = who.userId
    ? eq(soloRounds.userId, who.userId)
    : eq(soloRounds.guestKey, hashSecret(who.deviceId!));
  const [row] = await ctx.db
    .select()
    .from(soloRounds)
    .where(and(eq(soloRounds.kind, 'daily'), eq(soloRounds.challengeDay, day), owner));
  return row;
}

/**
 * Starts today's challenge for a signed-in player or a guest's device, or resumes it when started and not
 * finished (with a fresh round token: the session or the device id proves the round is theirs); a finished one
 * is a second attempt and is refused.
 */
export async function startDaily(ctx: SoloContext, who: Who): Promise<SoloRound> {
  if (!who.userId && !who.deviceId) throw new AppError('VALIDATION', 'challenges.errors.deviceRequired');
  const now = ctx.now();
  const day = challengeDay(now);
  const ids = await dailyQuestionIds(ctx.db, day);
  const rows = await loadRoundQuestions(ctx.db, ids);
  let round = await findToday(ctx, who, day);
  if (round?.finishedAt) throw new AppError('CONFLICT', 'challenges.errors.alreadyPlayed');
  const token = newSecret();
  if (round) {
    await ctx.db
      .update(soloRounds)
      .set({ tokenHash: hashSecret(token) })
      .where(eq(soloRounds.id, round.id));
  } else {
    try {
      [round] = await ctx.db
        .insert(soloRounds)
        .values({
          kind: 'daily',
          userId: who.userId,
          guestKey: who.userId ? null : hashSecret(who.deviceId!),
          tokenHash: hashSecret(token),
          challengeDay: day,
          state: startSoloRound(rows.map(questionKey), now),
        })
        .returning();
    } catch (error) {
      // The same player started from two tabs at once: the other start made the round.
      if (!isUniqueViolation(error)) throw error;
      return startDaily(ctx, who);
    }
  }
  return {
    roundId: round!.id,
    roundToken: token,
    day,
    questions: rows.map(playerQuestion),
    questionSeconds: SOLO_QUESTION_SECONDS,
    maxScore: maxSoloScore(rows.length),
    serverNow: now,
    view: soloView(round!.state, now),
  };
}
