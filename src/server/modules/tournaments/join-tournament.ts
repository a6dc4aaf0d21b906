import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tournamentParticipants, tournamentRounds, tournaments } from '../../db/solo-schema';
import { AppError } from '../../http/app-error';
import { settleTournament } from './settle-tournament';

/**
 * A signed-in player joins, once, while it is upcoming or its first round is still open, until it is full. The
 * tournament is locked so two last places cannot both be taken.
 */
export async function joinTournament(db: Database, id: string, userId: string, now: number): Promise<void> {
  await settleTournament(db, id, now);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 'tournaments.errors.notFound');
    const [first] = await tx
      .select({ closesAt: tournamentRounds.closesAt })
      .from(tournamentRounds)
      .where(and(eq(tournamentRounds.tournamentId, id), eq(tournamentRounds.number, 1)));
    if (!first || now >= first.closesAt.getTime() || now >= row.endsAt.getTime()) {
      throw new AppError('CONFLICT', 'tournaments.errors.closed');
    }
    const [already] = await tx
      .select({ userId: tournamentParticipants.userId })
      .from(tournamentParticipants)
      .where(and(eq(tournamentParticipants.tournamentId, id), eq(tournamentParticipants.userId, userId)));
    if (already) throw new AppError('CONFLICT', 'tournaments.errors.alreadyJoined');
    const [joined] = await tx
      .select({ n: count() })
      .from(tournamentParticipants)
      .where(eq(tournamentParticipants.tournamentId, id));
    if ((joined?.n ?? 0) >= row.maxParticipants) throw new AppError('CONFLICT', 'tournaments.errors.full');
    await tx.insert(tournamentParticipants).values({ tournamentId: id, userId, joinedAt: new Date(now) });
  });
}
