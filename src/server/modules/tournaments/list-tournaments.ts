import { and, desc, eq, gt, inArray, lte, or } from 'drizzle-orm';
import type { TournamentDetail, TournamentList } from '../../../shared/contracts/tournaments';
import type { Database } from '../../db/client';
import { tournamentParticipants, tournaments } from '../../db/solo-schema';
import { AppError } from '../../http/app-error';
import { settleTournament, settleTournaments } from './settle-tournament';
import { tournamentDetail, tournamentSummaries, type Viewer } from './tournament-views';

const LIST_MAX = 50;

/** The tabs of /tournaments: all, active (between its dates), mine (joined or created; signed-in only). */
export async function listTournaments(
  db: Database,
  tab: 'all' | 'active' | 'mine',
  viewer: Viewer,
  now: number,
): Promise<TournamentList> {
  if (tab === 'mine' && !viewer) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
  const at = new Date(now);
  const where =
    tab === 'active'
      ? and(lte(tournaments.startsAt, at), gt(tournaments.endsAt, at))
      : tab === 'mine'
        ? or(
            eq(tournaments.creatorId, viewer!.id),
            inArray(
              tournaments.id,
              db
                .select({ id: tournamentParticipants.tournamentId })
                .from(tournamentParticipants)
                .where(eq(tournamentParticipants.userId, viewer!.id)),
            ),
          )
        : undefined;
  const rows = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(where)
    .orderBy(desc(tournaments.startsAt))
    .limit(LIST_MAX);
  const ids = rows.map((row) => row.id);
  await settleTournaments(db, ids, now);
  const fresh = ids.length ? await db.select().from(tournaments).where(inArray(tournaments.id, ids)) : [];
  fresh.sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime());
  return { tournaments: await tournamentSummaries(db, fresh, viewer, now) };
}

/** One tournament, settled up to now. */
export async function getTournament(
  db: Database,
  id: string,
  viewer: Viewer,
  now: number,
): Promise<TournamentDetail> {
  await settleTournament(db, id, now);
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'tournaments.errors.notFound');
  return tournamentDetail(db, row, viewer, now);
}
