import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/contracts/auth';
import type { TournamentDetail, TournamentSummary } from '../../../shared/contracts/tournaments';
import { tournamentStatus } from '../../../shared/solo/tournament';
import type { Database } from '../../db/client';
import { users } from '../../db/auth-schema';
import {
  playerProfiles,
  soloRounds,
  tournamentParticipants,
  tournamentRounds,
  type tournaments,
} from '../../db/solo-schema';

/** The name a player shows: their display name, else their account name. */
const displayName = sql<string>`coalesce(${users.displayName}, ${users.name})`;

export type Viewer = { id: string; role: Role } | null;
type TournamentRow = typeof tournaments.$inferSelect;

/** A name others may see: hidden when the player chose not to show their profile (SPEC.md section 6). */
const visibleName = (name: string, showProfile: boolean | null) => (showProfile === false ? null : name);

/** Joins stay open until it is full, while upcoming or during the first round's window. */
function isJoinable(row: TournamentRow, participantCount: number, firstClosesAt: number, now: number) {
  return participantCount < row.maxParticipants && now < Math.min(firstClosesAt, row.endsAt.getTime());
}

/** The creator, or an admin, edits a tournament until it starts. */
export const mayEdit = (row: TournamentRow, viewer: Viewer, now: number) =>
  viewer !== null &&
  (viewer.id === row.creatorId || viewer.role === 'admin') &&
  tournamentStatus(row.startsAt.getTime(), row.endsAt.getTime(), now) === 'upcoming';

/** The summaries of `rows` for a viewer: status by the dates, the count, the creator, and the viewer's place. */
export async function tournamentSummaries(
  db: Database,
  rows: TournamentRow[],
  viewer: Viewer,
  now: number,
): Promise<TournamentSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const counts = await db
    .select({ id: tournamentParticipants.tournamentId, n: count() })
    .from(tournamentParticipants)
    .where(inArray(tournamentParticipants.tournamentId, ids))
    .groupBy(tournamentParticipants.tournamentId);
  const firstRounds = await db
    .select({ id: tournamentRounds.tournamentId, closesAt: tournamentRounds.closesAt })
    .from(tournamentRounds)
    .where(and(inArray(tournamentRounds.tournamentId, ids), eq(tournamentRounds.number, 1)));
  const creators = await db
    .select({ id: users.id, name: displayName, showProfile: playerProfiles.showProfile })
    .from(users)
    .leftJoin(playerProfiles, eq(playerProfiles.userId, users.id))
    .where(
      inArray(
        users.id,
        rows.map((row) => row.creatorId),
      ),
    );
  const mine = viewer
    ? await db
        .select()
        .from(tournamentParticipants)
        .where(
          and(
            inArray(tournamentParticipants.tournamentId, ids),
            eq(tournamentParticipants.userId, viewer.id),
          ),
        )
    : [];
  return rows.map((row) => {
    const participantCount = counts.find((entry) => entry.id === row.id)?.n ?? 0;
    const creator = creators.find((entry) => entry.id === row.creatorId);
    const me = mine.find((entry) => entry.tournamentId === row.id);
    const firstClosesAt = firstRounds.find((entry) => entry.id === row.id)?.closesAt.getTime() ?? 0;
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      maxParticipants: row.maxParticipants,
      prizeValue: row.prizeValue,
      rounds: row.rounds,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      status: tournamentStatus(row.startsAt.getTime(), row.endsAt.getTime(), now),
      participantCount,
      creatorName: creator ? visibleName(creator.name, creator.showProfile) : null,
      canEdit: mayEdit(row, viewer, now),
      canJoin: viewer !== null && !me && isJoinable(row, participantCount, firstClosesAt, now),
      me: me ? { status: me.status, rank: me.finalRank } : null,
    };
  });
}

/** One tournament with its rounds (the viewer's round in each) and the standings of its participants. */
export async function tournamentDetail(
  db: Database,
  row: TournamentRow,
  viewer: Viewer,
  now: number,
): Promise<TournamentDetail> {
  const [summary] = await tournamentSummaries(db, [row], viewer, now);
  const rounds = await db
    .select()
    .from(tournamentRounds)
    .where(eq(tournamentRounds.tournamentId, row.id))
    .orderBy(asc(tournamentRounds.number));
  const played = viewer
    ? await db
        .select({
          roundId: soloRounds.tournamentRoundId,
          score: soloRounds.score,
          finishedAt: soloRounds.finishedAt,
        })
        .from(soloRounds)
        .where(
          and(
            eq(soloRounds.kind, 'tournament'),
            eq(soloRounds.userId, viewer.id),
            inArray(
              soloRounds.tournamentRoundId,
              rounds.map((round) => round.id),
            ),
          ),
        )
    : [];
  const players = await db
    .select({
      userId: tournamentParticipants.userId,
      status: tournamentParticipants.status,
      roundReached: tournamentParticipants.roundReached,
      lastRoundScore: tournamentParticipants.lastRoundScore,
      totalScore: tournamentParticipants.totalScore,
      finalRank: tournamentParticipants.finalRank,
      name: displayName,
      showProfile: playerProfiles.showProfile,
    })
    .from(tournamentParticipants)
    .innerJoin(users, eq(users.id, tournamentParticipants.userId))
    .leftJoin(playerProfiles, eq(playerProfiles.userId, tournamentParticipants.userId))
    .where(eq(tournamentParticipants.tournamentId, row.id));
  const order = { completed: 0, active: 0, eliminated: 1 } as const;
  players.sort(
    (a, b) =>
      (a.finalRank ?? Infinity) - (b.finalRank ?? Infinity) ||
      order[a.status] - order[b.status] ||
      b.roundReached - a.roundReached ||
      b.lastRoundScore - a.lastRoundScore ||
      b.totalScore - a.totalScore,
  );
  const openRound = rounds.find((round) => round.opensAt.getTime() <= now && now < round.closesAt.getTime());
  return {
    ...summary!,
    liveRound: openRound ? await liveRound(db, openRound, players, viewer) : null,
    roundList: rounds.map((round) => {
      const opensAt = round.opensAt.getTime();
      const closesAt = round.closesAt.getTime();
      const state = now < opensAt ? 'upcoming' : now < closesAt ? 'open' : 'closed';
      const own = played.find((entry) => entry.roundId === round.id);
      const mine = own
        ? { status: own.finishedAt ? ('finished' as const) : ('playing' as const), score: own.score }
        : summary!.me
          ? { status: 'new' as const, score: 0 }
          : null;
      return {
        number: round.number,
        opensAt: round.opensAt.toISOString(),
        closesAt: round.closesAt.toISOString(),
        state,
        mine,
        canPlay: state === 'open' && summary!.me?.status === 'active' && mine?.status !== 'finished',
        canReview: state === 'closed' && own !== undefined,
      };
    }),
    standings: players.map((player) => ({
      rank: player.finalRank,
      name: player.userId === viewer?.id ? player.name : visibleName(player.name, player.showProfile),
      isYou: player.userId === viewer?.id,
      status: player.status,
      roundReached: player.roundReached,
      totalScore: player.totalScore,
    })),
  };
}

type Participant = {
  userId: string;
  status: string;
  totalScore: number;
  name: string;
  showProfile: boolean | null;
};

/**
 * The open round as it stands: the players who have finished it, by its score (equal scores share a rank), with
 * their total so far. Points only: the answers stay hidden until the round closes.
 */
async function liveRound(
  db: Database,
  round: typeof tournamentRounds.$inferSelect,
  players: Participant[],
  viewer: Viewer,
): Promise<NonNullable<TournamentDetail['liveRound']>> {
  const finished = await db
    .select({ userId: soloRounds.userId, score: soloRounds.score, correct: soloRounds.correctCount })
    .from(soloRounds)
    .where(
      and(
        eq(soloRounds.kind, 'tournament'),
        eq(soloRounds.tournamentRoundId, round.id),
        isNotNull(soloRounds.finishedAt),
      ),
    )
    .orderBy(sql`${soloRounds.score} desc`, asc(soloRounds.finishedAt));
  const byUser = new Map(players.map((player) => [player.userId, player]));
  const rows = finished.flatMap((entry) => {
    const player = entry.userId ? byUser.get(entry.userId) : undefined;
    return player ? [{ ...entry, player }] : [];
  });
  return {
    number: round.number,
    players: players.filter((player) => player.status === 'active').length,
    finished: rows.map((row, index) => {
      const first = rows.findIndex((other) => other.score === row.score);
      const isYou = row.player.userId === viewer?.id;
      return {
        rank: (first === -1 ? index : first) + 1,
        name: isYou ? row.player.name : visibleName(row.player.name, row.player.showProfile),
        isYou,
        roundScore: row.score,
        correct: row.correct,
        totalScore: row.player.totalScore + row.score,
      };
    }),
  };
}
