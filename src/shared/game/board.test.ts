import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, type Difficulty } from '../constants';
import {
  assignSurprises,
  buildTiles,
  countByDifficulty,
  drawBoard,
  isCategoryPlayable,
  pickReplacementQuestion,
  questionIdsInGame,
  type CandidateCategory,
} from './board';
import { drawnBoardSchema } from './commands';
import { createRandom } from './random';
import { sampleBoard } from './testing';

/** A category with `perDifficulty` questions of each difficulty: <id>-<difficulty>-<n>. */
function category(id: string, perDifficulty = 5): CandidateCategory {
  return {
    id,
    questions: DIFFICULTIES.flatMap((difficulty) =>
      Array.from({ length: perDifficulty }, (_, n) => ({ id: `${id}-${difficulty}-${n}`, difficulty })),
    ),
  };
}
const sixCategories = (perDifficulty = 5) =>
  ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => category(id, perDifficulty));
const idsOf = (result: ReturnType<typeof drawBoard>) =>
  result.ok ? result.board.categories.flatMap((c) => c.questions.map((q) => q.questionId)) : [];

describe('choosing categories', () => {
  it('a category is playable with at least 2 active questions of each difficulty', () => {
    expect(isCategoryPlayable({ easy: 2, medium: 2, hard: 2 })).toBe(true);
    expect(isCategoryPlayable({ easy: 9, medium: 1, hard: 9 })).toBe(false);
    expect(countByDifficulty(category('x', 3).questions)).toEqual({ easy: 3, medium: 3, hard: 3 });
  });
});

describe('drawing the board', () => {
  it('draws 2 easy, 2 medium and 2 hard questions in each of the 6 categories', () => {
    const result = drawBoard({ categories: sixCategories(), seenQuestionIds: [], rng: createRandom(1) });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(drawnBoardSchema.safeParse(result.board).success).toBe(true);
    for (const drawn of result.board.categories) {
      const counts = countByDifficulty(drawn.questions);
      expect(counts).toEqual({ easy: 2, medium: 2, hard: 2 });
      for (const question of drawn.questions)
        expect(question.questionId.startsWith(`${drawn.categoryId}-`)).toBe(true);
    }
  });

  it('needs exactly 6 categories', () => {
    const five = drawBoard({
      categories: sixCategories().slice(0, 5),
      seenQuestionIds: [],
      rng: createRandom(1),
    });
    expect(five).toEqual({
      ok: false,
      rejection: { code: 'notEnoughCategories', i18nKey: 'game.errors.notEnoughCategories' },
    });
    const seven = drawBoard({
      categories: [...sixCategories(), category('g')],
      seenQuestionIds: [],
      rng: createRandom(1),
    });
    expect(seven.ok).toBe(false);
  });

  it('refuses a category that needs questions', () => {
    const categories = sixCategories();
    categories[2] = {
      id: 'c',
      questions: category('c').questions.filter(
        (q) => q.id !== 'c-hard-0' && q.id !== 'c-hard-1' && q.id !== 'c-hard-2' && q.id !== 'c-hard-3',
      ),
    };
    expect(drawBoard({ categories, seenQuestionIds: [], rng: createRandom(1) })).toMatchObject({
      ok: false,
      rejection: { code: 'categoryNotPlayable' },
    });
  });

  it('prefers questions the host has not seen', () => {
    const categories = sixCategories(4);
    // The host has seen questions 0 and 1 of every difficulty: only 2 and 3 are new.
    const seen = categories.flatMap((c) => c.questions.filter((q) => /-[01]$/.test(q.id)).map((q) => q.id));
    for (let seed = 0; seed < 20; seed += 1) {
      const ids = idsOf(drawBoard({ categories, seenQuestionIds: seen, rng: createRandom(seed) }));
      expect(ids).toHaveLength(36);
      expect(ids.filter((id) => seen.includes(id))).toEqual([]);
    }
  });

  it('falls back to seen questions only when there are not enough new ones', () => {
    const categories = sixCategories(3);
    const seen = categories.flatMap((c) => c.questions.filter((q) => /-[01]$/.test(q.id)).map((q) => q.id));
    const ids = idsOf(drawBoard({ categories, seenQuestionIds: seen, rng: createRandom(5) }));
    // Each difficulty has one new question (n = 2), which is always taken, and one seen question.
    expect(ids.filter((id) => id.endsWith('-2'))).toHaveLength(18);
    expect(ids.filter((id) => seen.includes(id))).toHaveLength(18);
  });

  it('draws at random: the same seed gives the same board, other seeds other boards', () => {
    const draw = (seed: number) =>
      idsOf(drawBoard({ categories: sixCategories(10), seenQuestionIds: [], rng: createRandom(seed) }));
    expect(draw(11)).toEqual(draw(11));
    expect(new Set([draw(11), draw(12), draw(13)].map((ids) => ids.join())).size).toBe(3);
  });
});

describe('change question replacement', () => {
  const tile = { categoryId: 'a', difficulty: 'medium' as Difficulty };

  it('picks a question of the same category and difficulty that is not on the board', () => {
    const candidates = category('a', 3).questions;
    const picked = pickReplacementQuestion({
      candidates,
      tile,
      excludedQuestionIds: ['a-medium-0', 'a-medium-1'],
      seenQuestionIds: [],
      rng: createRandom(1),
    });
    expect(picked).toEqual({
      questionId: 'a-medium-2',
      difficulty: 'medium',
      answerType: 'choice',
      categoryId: 'a',
    });
  });

  it('prefers an unseen question and gives null when none is left', () => {
    const candidates = category('a', 4).questions;
    for (let seed = 0; seed < 10; seed += 1) {
      const picked = pickReplacementQuestion({
        candidates,
        tile,
        excludedQuestionIds: ['a-medium-0'],
        seenQuestionIds: ['a-medium-1', 'a-medium-2'],
        rng: createRandom(seed),
      });
      expect(picked?.questionId).toBe('a-medium-3');
    }
    const none = pickReplacementQuestion({
      candidates: category('a', 2).questions,
      tile,
      excludedQuestionIds: ['a-medium-0', 'a-medium-1'],
      seenQuestionIds: [],
      rng: createRandom(1),
    });
    expect(none).toBeNull();
  });

  it('the questions in the game include those already swapped out', () => {
    expect(
      questionIdsInGame({ tiles: buildTiles(sampleBoard(), 'standard'), replacedQuestionIds: ['old'] }),
    ).toHaveLength(37);
  });
});

describe('surprises', () => {
  it('6 tiles, one per category, with every kind of surprise', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      const tiles = assignSurprises(buildTiles(sampleBoard(), 'standard'), createRandom(seed));
      const surprising = tiles.filter((t) => t.surprise !== null);
      expect(surprising).toHaveLength(6);
      expect(new Set(surprising.map((t) => t.categoryId)).size).toBe(6);
      expect(new Set(surprising.map((t) => t.surprise)).size).toBe(4);
    }
  });
});
