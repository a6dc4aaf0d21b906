import { and, asc, eq, gt } from 'drizzle-orm';
import type { GameStatus } from '../../../shared/contracts/game';
import { apply } from '../../../shared/game/reducer';
import type { GameState, Phase } from '../../../shared/game/types';
import type { Database } from '../../db/client';
import { gameEvents, games } from '../../db/game-schema';

/** A game row as the services use it: the engine's state plus what the server keeps beside it. */
export interface GameRecord {
  id: string;
  roomCode: string;
  status: GameStatus;
  isLocked: boolean;
  hostUserId: string | null;
  hostTokenHash: string;
  hostKey: string;
  tokenSecret: string;
  categoryIds: string[];
  /** The current state (its version is the game's). */
  state: GameState;
  /** The version of the state last written to the row. */
  stateVersion: number;
  createdAt: Date;
  endedAt: Date | null;
}

/** The row's status for an engine phase. */
export function statusOfPhase(phase: Phase): GameStatus {
  if (phase === 'lobby') return 'waiting';
  if (phase === 'finished') return 'completed';
  return 'active';
}

/**
 * Write the whole state at least every this many commands; between, the log holds the commands since. The state is
 * about 12 KB of JSON, against about 0.5 KB for a command's log entry: at 8 it was most of the bytes the database
 * thread parsed and stored per command. Loading a game (after a restart, in another process) replays up to 31
 * commands, a millisecond or two once (docs/decisions/023, durable writes).
 */
export const SNAPSHOT_EVERY = 32;

/**
 * True when a command's state should be written to the row: every SNAPSHOT_EVERY commands, whenever the status
 * changes, and throughout the lobby and after the end, so the stored teams and results are always current.
 */
export function shouldWriteSnapshot(previous: GameRecord, next: GameState): boolean {
  return (
    statusOfPhase(next.phase) !== previous.status ||
    next.phase === 'lobby' ||
    next.phase === 'finished' ||
    next.version - previous.stateVersion >= SNAPSHOT_EVERY
  );
}

type GameRow = typeof games.$inferSelect;

/**
 * The record of a row whose stored state is current (state_version = version). Rows that are behind go through
 * loadGameRecord, which replays the log.
 */
export function toGameRecord(row: GameRow): GameRecord {
  return {
    id: row.id,
    roomCode: row.roomCode,
    status: row.status,
    isLocked: row.isLocked,
    hostUserId: row.hostUserId,
    hostTokenHash: row.hostTokenHash,
    hostKey: row.hostKey,
    tokenSecret: row.tokenSecret,
    categoryIds: row.categoryIds,
    state: row.state,
    stateVersion: row.stateVersion,
    createdAt: row.createdAt,
    endedAt: row.endedAt,
  };
}

/** Replays the logged commands after the stored state, each with the time it was applied at. */
export async function currentState(
  db: Database,
  row: Pick<GameRow, 'id' | 'state' | 'version'>,
): Promise<GameState> {
  if (row.state.version >= row.version) return row.state;
  const tail = await db
    .select({ version: gameEvents.version, command: gameEvents.command, at: gameEvents.at })
    .from(gameEvents)
    .where(and(eq(gameEvents.gameId, row.id), gt(gameEvents.version, row.state.version)))
    .orderBy(asc(gameEvents.version));
  let state = row.state;
  for (const entry of tail) {
    const result = apply(state, entry.command, { now: entry.at.getTime() });
    if (!result.ok || result.state.version !== entry.version) {
      throw new Error(`game ${row.id}: logged command ${entry.version} does not replay`);
    }
    state = result.state;
  }
  return state;
}

/** The game as it stands now (the stored state plus the commands logged since), or null. */
export async function loadGameRecord(db: Database, gameId: string): Promise<GameRecord | null> {
  const [row] = await db.select().from(games).where(eq(games.id, gameId));
  if (!row) return null;
  return { ...toGameRecord(row), state: await currentState(db, row) };
}

const STORE_MAX = 5000;

/**
 * The last known record of recently used games, so a command does not read the row first. A stale entry (another
 * process moved the game on) is caught by the version check and reloaded.
 */
export class GameStore {
  private readonly records = new Map<string, GameRecord>();

  constructor(private readonly db: Database) {}

  /** The cached record, or the stored one (then cached); null for an unknown game. */
  async get(gameId: string): Promise<GameRecord | null> {
    const cached = this.records.get(gameId);
    if (cached) return cached;
    return this.reload(gameId);
  }

  /** Reads the row again, replacing what was cached. */
  async reload(gameId: string): Promise<GameRecord | null> {
    const record = await loadGameRecord(this.db, gameId);
    if (record) this.set(record);
    else this.records.delete(gameId);
    return record;
  }

  /**
   * Keeps `record` unless a newer version of the game is cached already. A finished game is not kept: its state is
   * in its row (written at the end), and few read it again, so keeping every finished game until STORE_MAX made
   * the heap grow with each game played (the soak, docs/decisions/024).
   */
  set(record: GameRecord): void {
    const cached = this.records.get(record.id);
    if (cached && cached.state.version > record.state.version) return;
    this.records.delete(record.id);
    if (record.status === 'completed') return;
    this.records.set(record.id, record);
    if (this.records.size > STORE_MAX) {
      const oldest = this.records.keys().next().value;
      if (oldest !== undefined) this.records.delete(oldest);
    }
  }

  /** Changes fields other than the state of a cached record (lock). */
  patch(gameId: string, patch: Partial<Pick<GameRecord, 'isLocked'>>): void {
    const cached = this.records.get(gameId);
    if (cached) this.records.set(gameId, { ...cached, ...patch });
  }

  forget(gameId: string): void {
    this.records.delete(gameId);
  }

  /** Whether the game is held in memory. */
  has(gameId: string): boolean {
    return this.records.has(gameId);
  }
}
