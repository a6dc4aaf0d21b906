import { count, eq } from 'drizzle-orm';
import type { TournamentInput } from '../../../shared/contracts/tournaments';
import type { Database } from '../../db/client';
import { tournamentParticipants, tournamentRounds, tournaments } from '../../db/solo-schema';
import { AppError } from '../../http/app-error';
import { assertStartAhead, writeRounds } from './create-tournament';
import { mayEdit, type Viewer } from './tournament-views';

/**
 * The creator (or an admin) changes a tournament until it starts; its rounds follow the new dates. The maximum may
 * not drop below the players who already joined.
 */
export async function editTournament(
  db: Database,
  id: string,
  viewer: NonNullable<Viewer>,
  input: TournamentInput,
  now: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 'tournaments.errors.notFound');
    if (viewer.id !== row.creatorId && viewer.role !== 'admin') {
      throw new AppError('FORBIDDEN', 'tournaments.errors.notCreator');
    }
    if (!mayEdit(row, viewer, now)) throw new AppError('CONFLICT', 'tournaments.errors.started');
    assertStartAhead(input, now);
    const [joined] = await tx
      .select({ n: count() })
      .from(tournamentParticipants)
      .where(eq(tournamentParticipants.tournamentId, id));
    if ((joined?.n ?? 0) > input.maxParticipants) {
      throw new AppError('VALIDATION', 'tournaments.validation.belowJoined', {
        maxParticipants: 'tournaments.validation.belowJoined',
      });
    }
    await tx
      .update(tournaments)
      .set({
        name: input.name,
        description: input.description,
        maxParticipants: input.maxParticipants,
        prizeValue: input.prizeValue,
        rounds: input.rounds,
        startsAt: new Date(input.startsAt),
        endsAt: new Date(input.endsAt),
        updatedAt: new Date(now),
      })
      .where(eq(tournaments.id, id));
    await tx.delete(tournamentRounds).where(eq(tournamentRounds.tournamentId, id));
    await writeRounds(tx, id, input);
  });
}
