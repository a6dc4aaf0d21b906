import { drawBoard } from '../../../shared/game/board';
import type { DrawnBoard } from '../../../shared/game/commands';
import { createRandom, deriveSeed } from '../../../shared/game/random';
import type { Database } from '../../db/client';
import { gameError } from './game-errors';
import type { GameRecord } from './game-record';
import { loadCandidates, loadSeenQuestionIds } from './load-candidates';

/**
 * The board for `start`: 2 easy, 2 medium and 2 hard active questions of each of the game's 6 categories, drawn
 * with the game's seed, preferring questions this host has not been shown.
 */
export async function drawBoardForHost(db: Database, record: GameRecord): Promise<DrawnBoard> {
  const byCategory = await loadCandidates(db, record.categoryIds);
  const allIds = [...byCategory.values()].flat().map((question) => question.id);
  const seenQuestionIds = await loadSeenQuestionIds(db, record.hostKey, allIds);
  const result = drawBoard({
    categories: record.categoryIds.map((id) => ({ id, questions: byCategory.get(id) ?? [] })),
    seenQuestionIds,
    rng: createRandom(deriveSeed(record.state.seed, 'board')),
  });
  if (!result.ok) throw gameError('CONFLICT', result.rejection.code);
  return result.board;
}
