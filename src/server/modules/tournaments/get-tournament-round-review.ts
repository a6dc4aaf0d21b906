import { and, eq } from 'drizzle-orm';
import type { SoloReview } from '../../../shared/contracts/solo';
import { soloRounds, tournamentRounds } from '../../db/solo-schema';
import { AppError } from '../../http/app-error';
import { reviewOf } from '../solo/get-round-review';
import type { SoloContext } from '../solo/solo-context';

/**
 * The signed-in player's own answers to a tournament round, with the right answers and their explanations, once
 * the round's window has closed (its questions are the same for everyone, so nothing shows while others may still
 * play it). Only their own round is ever read: there is no way to name another player's.
 */
export async function getTournamentRoundReview(
  ctx: SoloContext,
  tournamentId: string,
  number: number,
  userId: string,
): Promise<SoloReview> {
  const [round] = await ctx.db
    .select({ id: tournamentRounds.id, closesAt: tournamentRounds.closesAt })
    .from(tournamentRounds)
    .where(and(eq(tournamentRounds.tournamentId, tournamentId), eq(tournamentRounds.number, number)));
  if (!round) throw new AppError('NOT_FOUND', 'tournaments.errors.notFound');
  if (ctx.now() < round.closesAt.getTime()) throw new AppError('CONFLICT', 'tournaments.errors.reviewNotYet');
  const [own] = await ctx.db
    .select()
    .from(soloRounds)
    .where(
      and(
        eq(soloRounds.kind, 'tournament'),
        eq(soloRounds.tournamentRoundId, round.id),
        eq(soloRounds.userId, userId),
      ),
    );
  if (!own) throw new AppError('NOT_FOUND', 'tournaments.errors.notPlayed');
  return reviewOf(ctx, own);
}
