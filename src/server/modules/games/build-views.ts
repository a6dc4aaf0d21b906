import type { GameView, Viewer } from '../../../shared/contracts/game';
import { viewFor } from '../../../shared/game/views';
import type { GameRecord } from './game-record';
import type { GamesContext } from './games-context';

/**
 * Loads the text of the open tile's question, the only one a view shows; the first time, the whole board's at
 * once, so opening the next tiles costs no query.
 */
export async function prepareViews(ctx: GamesContext, record: GameRecord): Promise<void> {
  const open = record.state.openTile;
  const tile = open ? record.state.tiles.find((candidate) => candidate.id === open.tileId) : undefined;
  if (tile && !ctx.questions.lookup(tile.questionId)) {
    await ctx.questions.ensure([
      tile.questionId,
      ...record.state.tiles.map((candidate) => candidate.questionId),
    ]);
  }
}

/** One viewer's projection (prepareViews first). */
export function viewForViewer(ctx: GamesContext, record: GameRecord, viewer: Viewer, now: number): GameView {
  return viewFor(record.state, viewer.role, {
    now,
    questionLookup: ctx.questions.lookup,
    teamId: viewer.role === 'player' ? viewer.teamId : null,
  });
}
