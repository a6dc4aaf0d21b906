import { and, eq, isNull } from 'drizzle-orm';
import type { SoloRound } from '../../../shared/contracts/solo';
import { challengeDay } from '../../../shared/solo/calendar';
import { maxSoloScore, SOLO_QUESTION_SECONDS, soloView, startSoloRound } from '../../../shared/solo/engine';
import { TOURNAMENT_ROUND_MIX, TOURNAMENT_ROUND_QUESTIONS } from '../../../shared/solo/tournament';
import { isUniqueViolation } from '../../db/errors';
import { soloRounds, tournamentParticipants, tournamentRounds } from '../../db/solo-schema';
import { AppError } from '../../http/app-error';
import { hashSecret, newSecret } from '../games/game-tokens';
import { drawPlayableIds, loadRoundQuestions } from '../solo/draw-daily-questions';
import { playerQuestion, questionKey } from '../solo/round-content';
import type { SoloContext } from '../solo/solo-context';
import { settleTournament } from './settle-tournament';

/**
 * Starts (or resumes) a player's solo round of a tournament round while its window is open: only a participant
 * still in the tournament, once per round. The round's questions are drawn by its first player and are the same
 * for everyone. Answers go to POST /api/answers like the daily challenge's.
 */
export async function startTournamentRound(
  ctx: SoloContext,
  tournamentId: string,
  number: number,
  userId: string,
): Promise<SoloRound> {
  const now = ctx.now();
  await settleTournament(ctx.db, tournamentId, now);
  const [round] = await ctx.db
    .select()
    .from(tournamentRounds)
    .where(and(eq(tournamentRounds.tournamentId, tournamentId), eq(tournamentRounds.number, number)));
  if (!round) throw new AppError('NOT_FOUND', 'tournaments.errors.notFound');
  const [player] = await ctx.db
    .select({ status: tournamentParticipants.status })
    .from(tournamentParticipants)
    .where(
      and(eq(tournamentParticipants.tournamentId, tournamentId), eq(tournamentParticipants.userId, userId)),
    );
  if (!player) throw new AppError('FORBIDDEN', 'tournaments.errors.notJoined');
  if (player.status === 'eliminated') throw new AppError('CONFLICT', 'tournaments.errors.eliminated');
  if (now < round.opensAt.getTime()) throw new AppError('CONFLICT', 'tournaments.errors.notOpen');
  if (now >= round.closesAt.getTime()) throw new AppError('CONFLICT', 'tournaments.errors.windowClosed');

  let ids = round.questionIds;
  if (!ids) {
    const drawn = await drawPlayableIds(
      ctx.db,
      `tournament:${round.id}`,
      TOURNAMENT_ROUND_MIX,
      TOURNAMENT_ROUND_QUESTIONS,
    );
    await ctx.db
      .update(tournamentRounds)
      .set({ questionIds: drawn })
      .where(and(eq(tournamentRounds.id, round.id), isNull(tournamentRounds.questionIds)));
    const [stored] = await ctx.db
      .select({ questionIds: tournamentRounds.questionIds })
      .from(tournamentRounds)
      .where(eq(tournamentRounds.id, round.id));
    ids = stored!.questionIds!;
  }
  const rows = await loadRoundQuestions(ctx.db, ids);
  const token = newSecret();
  const [existing] = await ctx.db
    .select()
    .from(soloRounds)
    .where(
      and(
        eq(soloRounds.kind, 'tournament'),
        eq(soloRounds.tournamentRoundId, round.id),
        eq(soloRounds.userId, userId),
      ),
    );
  if (existing?.finishedAt) throw new AppError('CONFLICT', 'tournaments.errors.alreadyPlayed');
  let solo = existing;
  if (solo) {
    await ctx.db
      .update(soloRounds)
      .set({ tokenHash: hashSecret(token) })
      .where(eq(soloRounds.id, solo.id));
  } else {
    try {
      [solo] = await ctx.db
        .insert(soloRounds)
        .values({
          kind: 'tournament',
          userId,
          tokenHash: hashSecret(token),
          tournamentRoundId: round.id,
          state: startSoloRound(rows.map(questionKey), now),
        })
        .returning();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return startTournamentRound(ctx, tournamentId, number, userId);
    }
  }
  return {
    roundId: solo!.id,
    roundToken: token,
    day: challengeDay(now),
    questions: rows.map(playerQuestion),
    questionSeconds: SOLO_QUESTION_SECONDS,
    maxScore: maxSoloScore(rows.length),
    serverNow: now,
    view: soloView(solo!.state, now),
  };
}
