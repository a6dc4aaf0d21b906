import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { advancingPlayers, finalStandings } from '../../../shared/solo/tournament';
import type { Database } from '../../db/client';
import { soloRounds, tournamentParticipants, tournamentRounds, tournaments } from '../../db/solo-schema';
import { awardAchievements } from '../achievements/award-achievements';
import { awardPoints, type Tx } from '../leaderboard/award-points';

/**
 * Brings a tournament up to date with the clock, in one transaction with the tournament locked: every round whose
 * window has closed is resolved once, in order (each active player's score of the round, 0 if not played, is
 * added; after a round that is not the last, the lower half of the field is eliminated; after the last, everyone
 * still in has completed). Once the last round is resolved, the final standings are stored and each participant
 * earns their total as leaderboard points (the winners also the prize value), and their achievements.
 * Called before anything reads or changes a tournament, so no background job is needed.
 */
export async function settleTournament(db: Database | Tx, tournamentId: string, now: number): Promise<void> {
  const [pending] = await db
    .select({ id: tournamentRounds.id })
    .from(tournamentRounds)
    .innerJoin(tournaments, eq(tournaments.id, tournamentRounds.tournamentId))
    .where(
      and(
        eq(tournamentRounds.tournamentId, tournamentId),
        isNull(tournaments.settledAt),
        isNull(tournamentRounds.resolvedAt),
        lte(tournamentRounds.closesAt, new Date(now)),
      ),
    )
    .limit(1);
  if (!pending) return;
  await db.transaction(async (tx) => {
    const [tournament] = await tx
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, tournamentId))
      .for('update');
    if (!tournament || tournament.settledAt) return;
    const rounds = await tx
      .select()
      .from(tournamentRounds)
      .where(eq(tournamentRounds.tournamentId, tournamentId))
      .orderBy(asc(tournamentRounds.number));
    for (const round of rounds) {
      if (round.resolvedAt || round.closesAt.getTime() > now) continue;
      await resolveRound(tx, round, round.number === tournament.rounds);
    }
    if (rounds.every((round) => round.resolvedAt || round.closesAt.getTime() <= now)) {
      await finishTournament(tx, tournament, now);
    }
  });
}

async function resolveRound(tx: Tx, round: typeof tournamentRounds.$inferSelect, isLast: boolean) {
  const active = await tx
    .select()
    .from(tournamentParticipants)
    .where(
      and(
        eq(tournamentParticipants.tournamentId, round.tournamentId),
        eq(tournamentParticipants.status, 'active'),
      ),
    );
  const played = await tx
    .select({ userId: soloRounds.userId, score: soloRounds.score })
    .from(soloRounds)
    .where(and(eq(soloRounds.kind, 'tournament'), eq(soloRounds.tournamentRoundId, round.id)));
  const scoreOf = new Map(played.map((row) => [row.userId, row.score]));
  const scores = active.map((player) => ({ userId: player.userId, score: scoreOf.get(player.userId) ?? 0 }));
  const advancing = advancingPlayers(scores);
  for (const { userId, score } of scores) {
    const player = active.find((candidate) => candidate.userId === userId)!;
    await tx
      .update(tournamentParticipants)
      .set({
        roundReached: round.number,
        lastRoundScore: score,
        totalScore: player.totalScore + score,
        status: isLast ? 'completed' : advancing.has(userId) ? 'active' : 'eliminated',
      })
      .where(
        and(
          eq(tournamentParticipants.tournamentId, round.tournamentId),
          eq(tournamentParticipants.userId, userId),
        ),
      );
  }
  await tx.update(tournamentRounds).set({ resolvedAt: new Date() }).where(eq(tournamentRounds.id, round.id));
}

async function finishTournament(tx: Tx, tournament: typeof tournaments.$inferSelect, now: number) {
  const players = await tx
    .select()
    .from(tournamentParticipants)
    .where(eq(tournamentParticipants.tournamentId, tournament.id));
  const standings = finalStandings(players);
  for (const player of standings) {
    await tx
      .update(tournamentParticipants)
      .set({ finalRank: player.rank })
      .where(
        and(
          eq(tournamentParticipants.tournamentId, tournament.id),
          eq(tournamentParticipants.userId, player.userId),
        ),
      );
    const points = player.totalScore + (player.rank === 1 ? tournament.prizeValue : 0);
    if (points > 0) {
      await awardPoints(tx, {
        userId: player.userId,
        source: 'tournament',
        sourceId: tournament.id,
        points,
        at: now,
      });
    }
  }
  await tx
    .update(tournaments)
    .set({ settledAt: new Date(now) })
    .where(eq(tournaments.id, tournament.id));
  for (const player of standings) await awardAchievements(tx, player.userId, now);
}

/** Settles every tournament of `ids` that needs it (a list shows up-to-date statuses). */
export async function settleTournaments(db: Database, ids: string[], now: number): Promise<void> {
  if (ids.length === 0) return;
  const due = await db
    .selectDistinct({ id: tournamentRounds.tournamentId })
    .from(tournamentRounds)
    .innerJoin(tournaments, eq(tournaments.id, tournamentRounds.tournamentId))
    .where(
      and(
        inArray(tournamentRounds.tournamentId, ids),
        isNull(tournaments.settledAt),
        isNull(tournamentRounds.resolvedAt),
        lte(tournamentRounds.closesAt, new Date(now)),
      ),
    );
  for (const { id } of due) await settleTournament(db, id, now);
}
