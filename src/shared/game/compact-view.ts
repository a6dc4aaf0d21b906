/**
 * The short wire form of a view for `game:state` (the snapshot keeps the full `GameView`). The 36 tiles and the
 * score log, nine tenths of a view's JSON, travel as tuples of numbers: categories and teams by their index in the
 * view, enums by their index in the engine's lists, trailing empty fields left out. Everything else is the view's
 * own shape. `decodeView(encodeView(view))` gives the same view back, field for field (compact-view.test.ts checks
 * it on random games), so clients keep working with `GameView`. Pure: no I/O, no clock.
 */
import { DIFFICULTIES } from '../constants';
import { LIFELINES, SURPRISES, type Multiplier } from './constants';
import { SCORE_REASONS, type ScoreEntry } from './types';
import type { GameView, TileView } from './views';

/** An index into the view's list (categories, teams) or, should the id not be in it, the id itself. */
type Ref = number | string;

/**
 * [id (0: the board's own), category, difficulty, points, flags (1 played, 2 open), winner team, surprise,
 * multiplier, question id]. Trailing null fields are left out.
 */
export type CompactTile = [
  id: string | 0,
  category: Ref,
  difficulty: number,
  points: number,
  flags: number,
  winner?: Ref | null,
  surprise?: number | null,
  multiplier?: Multiplier | null,
  questionId?: string | null,
];

/** [seq, at, team, amount, reason, tile id, lifeline, surprise, note]; trailing null fields are left out. */
export type CompactScoreEntry = [
  seq: number,
  at: number,
  team: Ref,
  amount: number,
  reason: number,
  tileId?: string | null,
  lifeline?: number | null,
  surprise?: number | null,
  note?: string | null,
];

/** A view with its tiles and score log in the short form; the rest is the view's. */
export interface CompactGameView extends Omit<GameView, 'tiles' | 'scoreLog'> {
  tiles: CompactTile[];
  scoreLog: CompactScoreEntry[];
}

const PLAYED = 1;
const OPEN = 2;

function indexOf<T>(list: readonly T[], value: T | null): number | null {
  if (value === null) return null;
  const index = list.indexOf(value);
  if (index < 0) throw new Error(`not in the list: ${String(value)}`);
  return index;
}

function valueAt<T>(list: readonly T[], index: number | null | undefined): T | null {
  if (index === null || index === undefined) return null;
  const value = list[index];
  if (value === undefined) throw new Error(`no entry ${index}`);
  return value;
}

function refTo(ids: readonly string[], id: string | null): Ref | null {
  if (id === null) return null;
  const index = ids.indexOf(id);
  return index < 0 ? id : index;
}

function idOf(ids: readonly string[], ref: Ref | null | undefined): string | null {
  if (ref === null || ref === undefined) return null;
  if (typeof ref === 'string') return ref;
  const id = ids[ref];
  if (id === undefined) throw new Error(`no id at ${ref}`);
  return id;
}

/** Appends the optional fields, leaving out the null ones at the end (the decoder reads a missing field as null). */
function withTail<T extends unknown[]>(head: T, tail: readonly unknown[]): T {
  let length = tail.length;
  while (length > 0 && tail[length - 1] === null) length -= 1;
  for (let index = 0; index < length; index += 1) head.push(tail[index]);
  return head;
}

/**
 * The id the board gives a tile (board.ts buildTiles): `tile-<column>-<difficulty>-<n>`, n counting from 1 within
 * its column and difficulty. Such an id travels as 0.
 */
class TileIds {
  private readonly seen = new Map<string, number>();
  next(category: Ref, difficulty: string): string {
    const key = `tile-${String(category)}-${difficulty}`;
    const count = (this.seen.get(key) ?? 0) + 1;
    this.seen.set(key, count);
    return `${key}-${count}`;
  }
}

function encodeTile(
  tile: TileView,
  ids: TileIds,
  categoryIds: readonly string[],
  teamIds: readonly string[],
) {
  const category = refTo(categoryIds, tile.categoryId) ?? tile.categoryId;
  const head: CompactTile = [
    ids.next(category, tile.difficulty) === tile.id ? 0 : tile.id,
    category,
    indexOf(DIFFICULTIES, tile.difficulty) ?? 0,
    tile.points,
    (tile.isPlayed ? PLAYED : 0) | (tile.isOpen ? OPEN : 0),
  ];
  // Most tiles have none of the optional fields.
  if (
    tile.winnerTeamId === null &&
    tile.surprise === null &&
    tile.multiplier === null &&
    tile.questionId === null
  )
    return head;
  return withTail(head, [
    refTo(teamIds, tile.winnerTeamId),
    indexOf(SURPRISES, tile.surprise),
    tile.multiplier,
    tile.questionId,
  ]);
}

function decodeTile(
  tile: CompactTile,
  ids: TileIds,
  categoryIds: readonly string[],
  teamIds: readonly string[],
) {
  const [id, category, difficultyIndex, points, flags, winner, surprise, multiplier, questionId] = tile;
  const difficulty = valueAt(DIFFICULTIES, difficultyIndex) ?? 'easy';
  const boardId = ids.next(category, difficulty);
  const decoded: TileView = {
    id: id === 0 ? boardId : id,
    categoryId: idOf(categoryIds, category) ?? '',
    difficulty,
    points,
    isPlayed: (flags & PLAYED) !== 0,
    isOpen: (flags & OPEN) !== 0,
    winnerTeamId: idOf(teamIds, winner),
    surprise: valueAt(SURPRISES, surprise),
    multiplier: multiplier ?? null,
    questionId: questionId ?? null,
  };
  return decoded;
}

function encodeScoreEntry(entry: ScoreEntry, teamIds: readonly string[]): CompactScoreEntry {
  return withTail<CompactScoreEntry>(
    [
      entry.seq,
      entry.at,
      refTo(teamIds, entry.teamId) ?? entry.teamId,
      entry.amount,
      indexOf(SCORE_REASONS, entry.reason) ?? 0,
    ],
    [entry.tileId, indexOf(LIFELINES, entry.lifeline), indexOf(SURPRISES, entry.surprise), entry.note],
  );
}

function decodeScoreEntry(entry: CompactScoreEntry, teamIds: readonly string[]): ScoreEntry {
  const [seq, at, team, amount, reason, tileId, lifeline, surprise, note] = entry;
  return {
    seq,
    teamId: idOf(teamIds, team) ?? '',
    amount,
    reason: valueAt(SCORE_REASONS, reason) ?? 'tile',
    tileId: tileId ?? null,
    lifeline: valueAt(LIFELINES, lifeline),
    surprise: valueAt(SURPRISES, surprise),
    note: note ?? null,
    at,
  };
}

/** The short form of a view. The other fields are shared with `view`, not copied: send it, do not change it. */
export function encodeView(view: GameView): CompactGameView {
  const teamIds = view.teams.map((team) => team.id);
  const ids = new TileIds();
  return {
    ...view,
    tiles: view.tiles.map((tile) => encodeTile(tile, ids, view.categoryIds, teamIds)),
    scoreLog: view.scoreLog.map((entry) => encodeScoreEntry(entry, teamIds)),
  };
}

/** The full view back from its short form. */
export function decodeView(compact: CompactGameView): GameView {
  const teamIds = compact.teams.map((team) => team.id);
  const ids = new TileIds();
  return {
    ...compact,
    tiles: compact.tiles.map((tile) => decodeTile(tile, ids, compact.categoryIds, teamIds)),
    scoreLog: compact.scoreLog.map((entry) => decodeScoreEntry(entry, teamIds)),
  };
}
