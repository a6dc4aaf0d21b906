import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { CreateGameResult } from '../../../shared/contracts/game';
import { countByDifficulty, isCategoryPlayable } from '../../../shared/game/board';
import type { GameOptions } from '../../../shared/game/commands';
import { createGame as createEngineGame } from '../../../shared/game/reducer';
import type { GameState } from '../../../shared/game/types';
import type { Database } from '../../db/client';
import { games } from '../../db/game-schema';
import { categories } from '../../db/schema';
import { gameError, rejectionError } from './game-errors';
import { statusOfPhase, toGameRecord, type GameRecord } from './game-record';
import { hashSecret, newSecret } from './game-tokens';
import type { GamesContext } from './games-context';
import { getRoomInfo } from './get-room-info';
import { loadCandidates } from './load-candidates';
import { isRoomCodeFree, randomRoomCode } from './room-code';

const ROOM_CODE_ATTEMPTS = 20;
const UINT32_RANGE = 2 ** 32;

export interface HostIdentity {
  userId: string | null;
  /** The host's device secret, to remember the questions a guest host has seen. */
  deviceId?: string;
}

/** Whose seen questions a game avoids: the account, else the device, else nobody's but this game's. */
export function hostKeyOf(host: HostIdentity, gameId: string): string {
  if (host.userId) return `user:${host.userId}`;
  if (host.deviceId) return `device:${hashSecret(host.deviceId)}`;
  return `game:${gameId}`;
}

/**
 * 400 game.errors.categoryNotPlayable unless every category is active (or a column of the community set being
 * played, which stays out of the bank's lists) with 2+ questions of each difficulty.
 */
async function assertCategoriesPlayable(
  db: Database,
  categoryIds: readonly string[],
  setCategoryIds: readonly string[],
): Promise<void> {
  const bankIds = categoryIds.filter((id) => !setCategoryIds.includes(id));
  const active = bankIds.length
    ? await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(inArray(categories.id, bankIds), eq(categories.isActive, true)))
    : [];
  if (active.length !== bankIds.length) throw gameError('VALIDATION', 'categoryNotPlayable');
  const byCategory = await loadCandidates(db, categoryIds);
  for (const id of categoryIds) {
    if (!isCategoryPlayable(countByDifficulty(byCategory.get(id) ?? []))) {
      throw gameError('VALIDATION', 'categoryNotPlayable');
    }
  }
}

/** Inserts a game row with a free room code (retrying on the rare collision). */
export async function insertGame(
  ctx: GamesContext,
  values: {
    id: string;
    hostUserId: string | null;
    hostTokenHash: string;
    hostKey: string;
    tokenSecret: string;
    options: GameOptions;
    categoryIds: string[];
    state: GameState;
    rematchOf?: string;
  },
): Promise<GameRecord> {
  for (let attempt = 0; attempt < ROOM_CODE_ATTEMPTS; attempt += 1) {
    const roomCode = randomRoomCode();
    if (!(await isRoomCodeFree(ctx.db, roomCode, ctx.now()))) continue;
    const [row] = await ctx.db
      .insert(games)
      .values({
        ...values,
        roomCode,
        status: statusOfPhase(values.state.phase),
        version: values.state.version,
        stateVersion: values.state.version,
        seed: values.state.seed,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return toGameRecord(row);
  }
  throw gameError('UNAVAILABLE', 'busy');
}

/**
 * A new game in the lobby with a 6-digit room code; the host token is returned once and stored hashed.
 * `setCategoryIds` are the columns of a community set the caller has already checked the host may play.
 */
export async function createGame(
  ctx: GamesContext,
  input: { options: GameOptions; categoryIds: string[] },
  host: HostIdentity,
  setCategoryIds: readonly string[] = [],
): Promise<CreateGameResult> {
  await assertCategoriesPlayable(ctx.db, input.categoryIds, setCategoryIds);
  await ctx.hosting.assertCanHost(host.userId, input.categoryIds);
  const created = createEngineGame({ seed: randomInt(UINT32_RANGE), options: input.options });
  if (!created.ok) throw rejectionError(created.rejection);
  const id = crypto.randomUUID();
  const hostToken = newSecret();
  const record = await insertGame(ctx, {
    id,
    hostUserId: host.userId,
    hostTokenHash: hashSecret(hostToken),
    hostKey: hostKeyOf(host, id),
    tokenSecret: newSecret(),
    options: created.state.options,
    categoryIds: input.categoryIds,
    state: created.state,
  });
  ctx.store.set(record);
  return { gameId: record.id, roomCode: record.roomCode, hostToken, room: await getRoomInfo(ctx, record) };
}
