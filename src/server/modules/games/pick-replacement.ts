import { pickReplacementQuestion, questionIdsInGame } from '../../../shared/game/board';
import type { CommandOf } from '../../../shared/game/commands';
import { createRandom, deriveSeed } from '../../../shared/game/random';
import type { Database } from '../../db/client';
import { gameError } from './game-errors';
import type { GameRecord } from './game-record';
import { loadCandidates, loadSeenQuestionIds } from './load-candidates';

type Replacement = NonNullable<CommandOf<'use_lifeline'>['replacement']>;

/**
 * Change question: another active question of the open tile's category and difficulty, not on the board nor
 * swapped out before, unseen by the host first. 409 game.errors.noReplacement when none is left.
 */
export async function pickReplacement(db: Database, record: GameRecord): Promise<Replacement> {
  const { state } = record;
  const open = state.openTile;
  const tile = open ? state.tiles.find((candidate) => candidate.id === open.tileId) : undefined;
  if (!tile) throw gameError('CONFLICT', 'wrongPhase');
  const byCategory = await loadCandidates(db, [tile.categoryId], tile.difficulty);
  const candidates = byCategory.get(tile.categoryId) ?? [];
  const seenQuestionIds = await loadSeenQuestionIds(
    db,
    record.hostKey,
    candidates.map((question) => question.id),
  );
  const picked = pickReplacementQuestion({
    candidates,
    tile,
    excludedQuestionIds: questionIdsInGame(state),
    seenQuestionIds,
    rng: createRandom(deriveSeed(state.seed, `replace:${state.version}`)),
  });
  if (!picked) throw gameError('CONFLICT', 'noReplacement');
  return {
    questionId: picked.questionId,
    categoryId: picked.categoryId,
    difficulty: picked.difficulty,
    answerType: picked.answerType,
  };
}
