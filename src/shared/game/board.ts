/**
 * Drawing the board and the change-question replacement. The server passes the candidate pools in (active
 * questions of the picked categories); the engine never reads a database.
 */
import {
  BOARD_CATEGORY_COUNT,
  DIFFICULTIES,
  MIN_QUESTIONS_PER_DIFFICULTY_TO_PLAY,
  TILES_PER_DIFFICULTY_PER_CATEGORY,
  type Difficulty,
} from '../constants';
import type { DrawnBoard, DrawnQuestion } from './commands';
import { SURPRISE_TILE_COUNT, SURPRISES, type AnswerType, type PointScale, type Surprise } from './constants';
import { pick, shuffle, type Random } from './random';
import { basePoints } from './scoring';
import { rejection, type GameState, type Rejection, type Tile } from './types';

export interface CandidateQuestion {
  id: string;
  difficulty: Difficulty;
  /** 'text' for an open question answered in writing; 'choice' (default) for four options. */
  answerType?: AnswerType;
}

export interface CandidateCategory {
  id: string;
  /** The category's active questions. */
  questions: readonly CandidateQuestion[];
}

export type DifficultyCounts = Record<Difficulty, number>;

/** A category can go on a board only with at least 2 active questions of each difficulty. */
export function isCategoryPlayable(counts: DifficultyCounts): boolean {
  return DIFFICULTIES.every((difficulty) => counts[difficulty] >= MIN_QUESTIONS_PER_DIFFICULTY_TO_PLAY);
}

export function countByDifficulty(
  questions: readonly Pick<CandidateQuestion, 'difficulty'>[],
): DifficultyCounts {
  const counts: DifficultyCounts = { easy: 0, medium: 0, hard: 0 };
  for (const question of questions) counts[question.difficulty] += 1;
  return counts;
}

const toDrawn = (question: CandidateQuestion): DrawnQuestion => ({
  questionId: question.id,
  difficulty: question.difficulty,
  answerType: question.answerType ?? 'choice',
});

/** `count` questions in random order, unseen ones first, skipping excluded ids. */
function pickPreferringUnseen(
  pool: readonly CandidateQuestion[],
  count: number,
  isSeen: (id: string) => boolean,
  isExcluded: (id: string) => boolean,
  rng: Random,
): CandidateQuestion[] {
  const open = pool.filter((question) => !isExcluded(question.id));
  const unseen = shuffle(
    open.filter((question) => !isSeen(question.id)),
    rng,
  );
  const seen = shuffle(
    open.filter((question) => isSeen(question.id)),
    rng,
  );
  const picked: CandidateQuestion[] = [];
  for (const question of [...unseen, ...seen]) {
    if (picked.length === count) break;
    if (!picked.some((p) => p.id === question.id)) picked.push(question);
  }
  return picked;
}

export interface DrawBoardInput {
  categories: readonly CandidateCategory[];
  /** Questions this host has been shown before; used only when a category has too few others. */
  seenQuestionIds: readonly string[];
  rng: Random;
}

/**
 * Picks, per category, 2 easy, 2 medium and 2 hard questions at random, preferring questions the host has not
 * seen. Exactly 6 playable categories are required.
 */
export function drawBoard(
  input: DrawBoardInput,
): { ok: true; board: DrawnBoard } | { ok: false; rejection: Rejection } {
  const { categories, rng } = input;
  if (categories.length !== BOARD_CATEGORY_COUNT) {
    return { ok: false, rejection: rejection('notEnoughCategories') };
  }
  if (new Set(categories.map((category) => category.id)).size !== categories.length) {
    return { ok: false, rejection: rejection('invalidBoard') };
  }
  const seen = new Set(input.seenQuestionIds);
  const taken = new Set<string>();
  const board: DrawnBoard = { categories: [] };
  for (const category of categories) {
    const questions: DrawnQuestion[] = [];
    for (const difficulty of DIFFICULTIES) {
      const pool = category.questions.filter((question) => question.difficulty === difficulty);
      const picked = pickPreferringUnseen(
        pool,
        TILES_PER_DIFFICULTY_PER_CATEGORY,
        (id) => seen.has(id),
        (id) => taken.has(id),
        rng,
      );
      if (picked.length < TILES_PER_DIFFICULTY_PER_CATEGORY) {
        return { ok: false, rejection: rejection('categoryNotPlayable') };
      }
      for (const question of picked) {
        taken.add(question.id);
        questions.push(toDrawn(question));
      }
    }
    board.categories.push({ categoryId: category.id, questions });
  }
  return { ok: true, board };
}

/** Every question id the game has shown or holds: the board's and those swapped out by change question. */
export function questionIdsInGame(state: Pick<GameState, 'tiles' | 'replacedQuestionIds'>): string[] {
  return [...state.tiles.map((tile) => tile.questionId), ...state.replacedQuestionIds];
}

export interface ReplacementInput {
  /** Active questions of the tile's category (others are ignored). */
  candidates: readonly CandidateQuestion[];
  tile: Pick<Tile, 'categoryId' | 'difficulty'>;
  /** questionIdsInGame(state). */
  excludedQuestionIds: readonly string[];
  seenQuestionIds: readonly string[];
  rng: Random;
}

/** The change-question pick: same category and difficulty, not on the board, unseen first; null when none is left. */
export function pickReplacementQuestion(
  input: ReplacementInput,
): (DrawnQuestion & { categoryId: string }) | null {
  const excluded = new Set(input.excludedQuestionIds);
  const seen = new Set(input.seenQuestionIds);
  const pool = input.candidates.filter((question) => question.difficulty === input.tile.difficulty);
  const [question] = pickPreferringUnseen(
    pool,
    1,
    (id) => seen.has(id),
    (id) => excluded.has(id),
    input.rng,
  );
  return question ? { ...toDrawn(question), categoryId: input.tile.categoryId } : null;
}

/** The 36 tiles of a drawn board, column by column, easy to hard. */
export function buildTiles(board: DrawnBoard, scale: PointScale): Tile[] {
  return board.categories.flatMap((category, column) =>
    DIFFICULTIES.flatMap((difficulty) =>
      category.questions
        .filter((question) => question.difficulty === difficulty)
        .map((question, slot) => ({
          id: `tile-${column}-${difficulty}-${slot + 1}`,
          categoryId: category.categoryId,
          difficulty,
          points: basePoints(scale, difficulty),
          questionId: question.questionId,
          answerType: question.answerType,
          isPlayed: false,
          surprise: null,
          multiplier: null,
          winnerTeamId: null,
        })),
    ),
  );
}

/**
 * Surprise mode: 6 tiles, at most one per category, each hiding a surprise. Every kind appears at least once;
 * the remaining tiles get kinds drawn uniformly.
 */
export function assignSurprises(tiles: readonly Tile[], rng: Random): Tile[] {
  const categoryIds = shuffle([...new Set(tiles.map((tile) => tile.categoryId))], rng).slice(
    0,
    SURPRISE_TILE_COUNT,
  );
  const kinds: Surprise[] = [];
  for (let i = 0; i < categoryIds.length; i += 1)
    kinds.push(SURPRISES[i] ?? (pick(SURPRISES, rng) as Surprise));
  const shuffledKinds = shuffle(kinds, rng);
  const surpriseByTile = new Map<string, Surprise>();
  categoryIds.forEach((categoryId, index) => {
    const tile = pick(
      tiles.filter((candidate) => candidate.categoryId === categoryId),
      rng,
    );
    const kind = shuffledKinds[index];
    if (tile && kind) surpriseByTile.set(tile.id, kind);
  });
  return tiles.map((tile) => ({ ...tile, surprise: surpriseByTile.get(tile.id) ?? null }));
}
