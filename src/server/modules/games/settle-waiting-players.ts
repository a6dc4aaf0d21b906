import { and, eq, inArray } from 'drizzle-orm';
import type { GameEvent } from '../../../shared/game/types';
import { gamePlayers } from '../../db/game-schema';
import type { GameRecord } from './game-record';
import type { GamesContext } from './games-context';

const APPROVAL_EVENTS: ReadonlySet<GameEvent['type']> = new Set([
  'approval_changed',
  'player_waiting',
  'player_admitted',
  'player_turned_away',
  'player_left',
]);

/**
 * After an approve-each-player command: players turned away (or who left) leave the room's table, which frees their
 * nickname (the engine's state, not the row, keeps their token refused and lets their device ask again); the phones
 * of players let in or turned away are told. Returns true when the waiting list or the option changed.
 */
export async function settleWaitingPlayers(
  ctx: GamesContext,
  record: GameRecord,
  events: readonly GameEvent[],
): Promise<boolean> {
  const gone = events.flatMap((event) =>
    event.type === 'player_turned_away' || event.type === 'player_left' ? [event.playerId] : [],
  );
  if (gone.length > 0) {
    await ctx.db
      .update(gamePlayers)
      .set({ isRemoved: true, removedAt: new Date(ctx.now()) })
      .where(and(eq(gamePlayers.gameId, record.id), inArray(gamePlayers.id, gone)));
  }
  for (const event of events) {
    if (event.type === 'player_admitted') ctx.notifier.playerAdmitted(record.id, event.playerId);
    // A player who left closes their own connection once their command is acknowledged.
    if (event.type === 'player_turned_away') ctx.notifier.playerTurnedAway(record.id, event.playerId);
  }
  return events.some((event) => APPROVAL_EVENTS.has(event.type));
}
