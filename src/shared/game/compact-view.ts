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
 * [id, category, difficulty, points, flags (1 played, 2 open), winner team, surprise, multiplier, question id].
 * Trailing null fields are left out.
 */
export type CompactTile = [
  id: string,
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

/** Drops the null fields at the end of a tuple (the decoder reads a missing field as null). */
function trimmed<T extends unknown[]>(tuple: T): T {
  let length = tuple.length;
  while (length > 0 && tuple[length - 1] === null) length -= 1;
  tuple.length = length;
  return tuple;
}

export function encodeTile(tile: TileView, categoryIds: readonly string[], teamIds: readonly string[]) {
  return trimmed<CompactTile>([
    tile.id,
    refTo(categoryIds, tile.categoryId) ?? tile.categoryId,
    indexOf(DIFFICULTIES, tile.difficulty) ?? 0,
    tile.points,
    (tile.isPlayed ? PLAYED : 0) | (tile.isOpen ? OPEN : 0),
    refTo(teamIds, tile.winnerTeamId),
    indexOf(SURPRISES, tile.surprise),
    tile.multiplier,
    tile.questionId,
  ]);
}

export function decodeTile(tile: CompactTile, categoryIds: readonly string[], teamIds: readonly string[]) {
  const [id, category, difficulty, points, flags, winner, surprise, multiplier, questionId] = tile;
  const decoded: TileView = {
    id,
    categoryId: idOf(categoryIds, category) ?? '',
    difficulty: valueAt(DIFFICULTIES, difficulty) ?? 'easy',
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
  return trimmed<CompactScoreEntry>([
    entry.seq,
    entry.at,
    refTo(teamIds, entry.teamId) ?? entry.teamId,
    entry.amount,
    indexOf(SCORE_REASONS, entry.reason) ?? 0,
    entry.tileId,
    indexOf(LIFELINES, entry.lifeline),
    indexOf(SURPRISES, entry.surprise),
    entry.note,
  ]);
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
  return {
    ...view,
    tiles: view.tiles.map((tile) => encodeTile(tile, view.categoryIds, teamIds)),
    scoreLog: view.scoreLog.map((entry) => encodeScoreEntry(entry, teamIds)),
  };
}

/** The full view back from its short form. */
export function decodeView(compact: CompactGameView): GameView {
  const teamIds = compact.teams.map((team) => team.id);
  return {
    ...compact,
    tiles: compact.tiles.map((tile) => decodeTile(tile, compact.categoryIds, teamIds)),
    scoreLog: compact.scoreLog.map((entry) => decodeScoreEntry(entry, teamIds)),
  };
}
