import { eq } from 'drizzle-orm';
import type { SoloAnswerInput } from '../../../shared/contracts/game';
import type { SoloAnswerResult } from '../../../shared/contracts/solo';
import { applySoloAnswer, correctCount, soloView } from '../../../shared/solo/engine';
import { soloRounds, tournamentRounds } from '../../db/solo-schema';
import { AppError } from '../../http/app-error';
import { matchesHash } from '../games/game-tokens';
import { awardAchievements } from '../achievements/award-achievements';
import { awardPoints } from '../leaderboard/award-points';
import type { SoloContext } from './solo-context';

const REJECTION_KEYS = {
  questionClosed: 'challenges.errors.questionClosed',
  roundFinished: 'challenges.errors.roundFinished',
} as const;

/**
 * Scores one answer of a solo round (POST /api/answers), once per client id: the round is locked, the engine
 * applies the answer at the server's time, and a finished round of a signed-in player awards its points.
 */
export async function submitSoloAnswer(
  ctx: SoloContext,
  input: SoloAnswerInput,
  userId: string | null,
): Promise<SoloAnswerResult> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [round] = await tx.select().from(soloRounds).where(eq(soloRounds.id, input.roundId)).for('update');
    if (!round) throw new AppError('NOT_FOUND', 'challenges.errors.roundNotFound');
    const isOwner = round.userId !== null && round.userId === userId;
    const hasToken = input.roundToken !== undefined && matchesHash(input.roundToken, round.tokenHash);
    if (!isOwner && !hasToken) throw new AppError('FORBIDDEN', 'challenges.errors.notYourRound');
    const result = applySoloAnswer(
      round.state,
      { clientId: input.clientId, questionIndex: input.questionIndex, answer: input.answer ?? null },
      now,
    );
    if (!result.ok) throw new AppError('CONFLICT', REJECTION_KEYS[result.rejection]);
    if (!result.isDuplicate && round.tournamentRoundId) {
      // A tournament round is played within its window; after it, the round is settled and nothing changes.
      const [window] = await tx
        .select({ closesAt: tournamentRounds.closesAt })
        .from(tournamentRounds)
        .where(eq(tournamentRounds.id, round.tournamentRoundId));
      if (!window || now >= window.closesAt.getTime()) {
        throw new AppError('CONFLICT', 'tournaments.errors.windowClosed');
      }
    }
    const { state, record } = result;
    let achievements: string[] = [];
    if (!result.isDuplicate) {
      const finishedAt = state.finishedAt === null ? null : new Date(state.finishedAt);
      await tx
        .update(soloRounds)
        .set({
          state,
          version: round.version + 1,
          score: state.score,
          correctCount: correctCount(state),
          finishedAt,
        })
        .where(eq(soloRounds.id, round.id));
      if (finishedAt && round.userId && round.kind === 'daily') {
        await awardPoints(tx, {
          userId: round.userId,
          source: 'daily',
          sourceId: round.id,
          points: state.score,
          at: now,
        });
      }
      if (finishedAt && round.userId) achievements = await awardAchievements(tx, round.userId, now);
    }
    return {
      ok: true as const,
      isDuplicate: result.isDuplicate,
      roundId: round.id,
      questionIndex: record.questionIndex,
      isCorrect: record.isCorrect,
      isLate: record.isLate,
      points: record.points,
      view: soloView(state, now),
      achievements,
    };
  });
}
