import { and, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { ResumeGameResult } from '../../../shared/contracts/game';
import { games } from '../../db/game-schema';
import { hashSecret } from './game-tokens';
import type { GamesContext } from './games-context';

/** The host's most recently touched unfinished game (for /game), by account or by the host tokens kept. */
export async function resumeGame(
  ctx: GamesContext,
  hostTokens: readonly string[],
  userId: string | null,
): Promise<ResumeGameResult> {
  const hashes = hostTokens.map(hashSecret);
  const owners = [
    ...(userId ? [eq(games.hostUserId, userId)] : []),
    ...(hashes.length > 0 ? [inArray(games.hostTokenHash, hashes)] : []),
  ];
  if (owners.length === 0) return { game: null };
  const [row] = await ctx.db
    .select({ id: games.id, roomCode: games.roomCode, status: games.status, updatedAt: games.updatedAt })
    .from(games)
    .where(and(ne(games.status, 'completed'), or(...owners)))
    .orderBy(desc(games.updatedAt))
    .limit(1);
  if (!row || row.status === 'completed') return { game: null };
  return {
    game: {
      gameId: row.id,
      roomCode: row.roomCode,
      status: row.status,
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}
