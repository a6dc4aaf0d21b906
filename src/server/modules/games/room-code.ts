import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import { ROOM_CODE_GRACE_MS } from '../../../shared/contracts/game';
import { ROOM_CODE_LENGTH } from '../../../shared/game/room-code';
import type { Database } from '../../db/client';
import { games } from '../../db/game-schema';

const CODE_SPACE = 10 ** ROOM_CODE_LENGTH;

/** A random 6-digit code (leading zeros allowed). */
export function randomRoomCode(): string {
  return String(randomInt(CODE_SPACE)).padStart(ROOM_CODE_LENGTH, '0');
}

/**
 * True when no unfinished game holds the code, nor a game that ended within the last 24 hours (its code still
 * answers "finished" to late joiners).
 */
export async function isRoomCodeFree(db: Database, code: string, now: number): Promise<boolean> {
  const graceStart = new Date(now - ROOM_CODE_GRACE_MS);
  const [taken] = await db
    .select({ id: games.id })
    .from(games)
    .where(
      and(
        eq(games.roomCode, code),
        or(ne(games.status, 'completed'), isNull(games.endedAt), gt(games.endedAt, graceStart)),
      ),
    )
    .limit(1);
  return taken === undefined;
}
