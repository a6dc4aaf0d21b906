import { eq } from 'drizzle-orm';
import type { SoloReview } from '../../../shared/contracts/solo';
import { challengeDay, currentStreak } from '../../../shared/solo/calendar';
import { maxSoloScore } from '../../../shared/solo/engine';
import { soloRounds, tournamentRounds } from '../../db/solo-schema';
import { AppError } from '../../http/app-error';
import { matchesHash } from '../games/game-tokens';
import { loadRoundQuestions } from './draw-daily-questions';
import { playedDays } from './get-daily-status';
import { correctAnswer, playerQuestion } from './round-content';
import type { SoloContext } from './solo-context';

type SoloRoundRow = typeof soloRounds.$inferSelect;

/**
 * A finished round's answers with their explanations (the owner or the round token only). Before the round is
 * finished nothing is revealed, nor before its window closes for a tournament round (its questions are everyone's).
 */
export async function getRoundReview(
  ctx: SoloContext,
  roundId: string,
  who: { userId: string | null; roundToken?: string },
): Promise<SoloReview> {
  const [round] = await ctx.db.select().from(soloRounds).where(eq(soloRounds.id, roundId));
  if (!round) throw new AppError('NOT_FOUND', 'challenges.errors.roundNotFound');
  const isOwner = round.userId !== null && round.userId === who.userId;
  const hasToken = who.roundToken !== undefined && matchesHash(who.roundToken, round.tokenHash);
  if (!isOwner && !hasToken) throw new AppError('FORBIDDEN', 'challenges.errors.notYourRound');
  if (!round.finishedAt) throw new AppError('CONFLICT', 'challenges.errors.notFinished');
  if (round.tournamentRoundId) {
    const [window] = await ctx.db
      .select({ closesAt: tournamentRounds.closesAt })
      .from(tournamentRounds)
      .where(eq(tournamentRounds.id, round.tournamentRoundId));
    if (!window || ctx.now() < window.closesAt.getTime()) {
      throw new AppError('CONFLICT', 'tournaments.errors.reviewNotYet');
    }
  }
  return reviewOf(ctx, round);
}

/** Every question of a round with its answer, its explanation and the answer given (none for one not reached). */
export async function reviewOf(ctx: SoloContext, round: SoloRoundRow): Promise<SoloReview> {
  const { state } = round;
  const rows = await loadRoundQuestions(
    ctx.db,
    state.questions.map((question) => question.questionId),
  );
  const streak = round.userId
    ? currentStreak(await playedDays(ctx.db, round.userId), challengeDay(ctx.now()))
    : 0;
  return {
    roundId: round.id,
    day: round.challengeDay,
    score: state.score,
    maxScore: maxSoloScore(state.questions.length),
    correct: round.correctCount,
    total: state.questions.length,
    streak,
    items: rows.map((row, index) => {
      const record = state.answers.find((answer) => answer.questionIndex === index);
      return {
        question: playerQuestion(row, index),
        correctAnswer: correctAnswer(row),
        explanation: row.question.aiMeta?.fact ?? null,
        given: record?.answer ?? null,
        isCorrect: record?.isCorrect ?? false,
        isLate: record?.isLate ?? false,
        points: record?.points ?? 0,
      };
    }),
  };
}
