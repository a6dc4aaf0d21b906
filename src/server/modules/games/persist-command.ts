import { sql } from 'drizzle-orm';
import type { GameStatus } from '../../../shared/contracts/game';
import type { GameCommandInput } from '../../../shared/game/commands';
import type { GameEvent, GameState } from '../../../shared/game/types';
import type { Database } from '../../db/client';
import type { CommandEffects } from './command-effects';

export interface PersistInput {
  gameId: string;
  hostKey: string;
  /** The version the command was applied to; the row must still have it. */
  expectedVersion: number;
  next: GameState;
  /** Write the whole state (else only the version moves on and the log holds the command). */
  isSnapshot: boolean;
  status: GameStatus;
  endedAt: Date | null;
  commandId: string;
  command: GameCommandInput;
  events: readonly GameEvent[];
  effects: CommandEffects;
  at: Date;
}

/** One command as a row of the batch statement's input. */
function toInputRow(input: PersistInput) {
  const { effects } = input;
  return {
    game_id: input.gameId,
    host_key: input.hostKey,
    expected: input.expectedVersion,
    version: input.next.version,
    state: input.isSnapshot ? input.next : null,
    status: input.status,
    ended_at: input.endedAt?.toISOString() ?? null,
    command_id: input.commandId,
    command: input.command,
    events: input.events,
    at: input.at.toISOString(),
    shown: effects.shownQuestionIds,
    uses: effects.lifelineUses.map((use) => ({
      team_id: use.teamId,
      lifeline: use.lifeline,
      tile_id: use.tileId,
      question_id: use.questionId,
    })),
    outcome_tile: effects.tileOutcome?.tileId ?? null,
    outcome: effects.tileOutcome?.outcome ?? null,
    is_ended_by_host: effects.isEndedByHost && !effects.tileOutcome,
  };
}

/**
 * Stores applied commands of different games in one call, atomically: for each, the new version (and, every few
 * commands, the whole state) under the optimistic version check (`version = expected`), refused when its command
 * id is already logged; its log entry; and its effects, only where the update happened (the SQL is the function
 * game_write_commands in migration 0003). Returns the games whose command was written.
 */
export async function writeCommands(db: Database, inputs: readonly PersistInput[]): Promise<Set<string>> {
  const rows = JSON.stringify(inputs.map(toInputRow));
  // game_write_commands (migration 0003) runs the statement with a cached plan.
  const result = await db.execute(
    sql`select game_id::text as game_id from game_write_commands(${rows}::jsonb) as game_id`,
  );
  const written = (result as unknown as { rows: { game_id: string }[] }).rows;
  return new Set(written.map((row) => row.game_id));
}

interface Pending {
  input: PersistInput;
  resolve: (isWritten: boolean) => void;
  reject: (error: unknown) => void;
}

const MAX_BATCH = 64;

/**
 * Group commit: commands waiting to be written go together in one statement, so the database's fixed cost per
 * statement (large for embedded PGlite) is shared by every game that played meanwhile. A write starts on the next
 * turn of the event loop (setImmediate), after the socket messages already received have queued their commands;
 * PGlite runs a query synchronously, so without that turn no batch would ever form. A game has at most one command
 * in flight (its queue).
 */
export class CommandWriter {
  private pending: Pending[] = [];
  private isWriting = false;
  private isScheduled = false;

  constructor(private readonly db: Database) {}

  /** Resolves true when the command was written, false when the version moved on or it was logged before. */
  write(input: PersistInput): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.pending.push({ input, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.isScheduled || this.isWriting || this.pending.length === 0) return;
    this.isScheduled = true;
    setImmediate(() => {
      this.isScheduled = false;
      void this.writeBatch();
    });
  }

  private takeBatch(): Pending[] {
    const batch: Pending[] = [];
    const games = new Set<string>();
    const rest: Pending[] = [];
    for (const item of this.pending) {
      if (batch.length < MAX_BATCH && !games.has(item.input.gameId)) {
        games.add(item.input.gameId);
        batch.push(item);
      } else rest.push(item);
    }
    this.pending = rest;
    return batch;
  }

  private async writeBatch(): Promise<void> {
    this.isWriting = true;
    const batch = this.takeBatch();
    try {
      const written = await writeCommands(
        this.db,
        batch.map((item) => item.input),
      );
      for (const item of batch) item.resolve(written.has(item.input.gameId));
    } catch (error) {
      // One bad command must not fail the others: write them one by one.
      if (batch.length === 1) batch[0]?.reject(error);
      else await this.writeSingly(batch);
    } finally {
      this.isWriting = false;
      this.schedule();
    }
  }

  private async writeSingly(batch: Pending[]): Promise<void> {
    for (const item of batch) {
      try {
        item.resolve((await writeCommands(this.db, [item.input])).has(item.input.gameId));
      } catch (error) {
        item.reject(error);
      }
    }
  }
}
