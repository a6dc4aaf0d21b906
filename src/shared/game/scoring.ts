/** The point arithmetic of GAME_RULES.md as small pure functions; the reducer only applies what they return. */
import type { Difficulty } from '../constants';
import type { Attempt, GameOptions } from './commands';
import {
  CRAZY_TIME_DIVISOR,
  POINTS_BY_SCALE,
  POINTS_ROUNDING,
  SECOND_ANSWER_SHARE,
  type Lifeline,
  type Multiplier,
  type PointScale,
  type Surprise,
} from './constants';
import type { ScoreEntry, ScoreReason, Team } from './types';

/** A point change before it is logged. */
export interface PointChange {
  teamId: string;
  amount: number;
  reason: ScoreReason;
  lifeline: Lifeline | null;
  surprise: Surprise | null;
}

/** The base points of a tile of this difficulty on this scale. */
export function basePoints(scale: PointScale, difficulty: Difficulty): number {
  return POINTS_BY_SCALE[scale][difficulty];
}

/** The tile's points for this play: base, doubled by a double surprise, times the crazy multiplier. */
export function tileValue(tile: {
  points: number;
  surprise: Surprise | null;
  multiplier: Multiplier | null;
}): number {
  const surpriseFactor = tile.surprise === 'double' ? 2 : 1;
  return tile.points * surpriseFactor * (tile.multiplier ?? 1);
}

/** Two answers: a right second answer earns half, rounded down to a multiple of 10. */
export function secondAnswerPoints(value: number): number {
  return Math.floor((value * SECOND_ANSWER_SHARE) / POINTS_ROUNDING) * POINTS_ROUNDING;
}

/** The countdown length: the chosen question time, halved in crazy mode. */
export function questionTimeMs(options: Pick<GameOptions, 'questionTimeSec' | 'mode'>): number {
  const ms = options.questionTimeSec * 1000;
  return options.mode === 'crazy' ? ms / CRAZY_TIME_DIVISOR : ms;
}

/**
 * The other team with the top score (before this tile's changes); on equal scores, the first one in turn order
 * after `teamId`. Null when there is no other team.
 */
export function leadingOtherTeam(
  teams: readonly Pick<Team, 'id' | 'score'>[],
  teamId: string,
): string | null {
  const start = teams.findIndex((team) => team.id === teamId);
  let leader: Pick<Team, 'id' | 'score'> | null = null;
  for (let step = 1; step < teams.length; step += 1) {
    const team = teams[(start + step) % teams.length];
    if (team && team.id !== teamId && (leader === null || team.score > leader.score)) leader = team;
  }
  return leader?.id ?? null;
}

export interface ResultInput {
  /** tileValue of the open tile. */
  value: number;
  /** The team in turn (who opened the tile). */
  turnTeamId: string;
  /** The team marked correct, or null for nobody. */
  winnerTeamId: string | null;
  /** 'second' only when the team in turn used two answers and its second answer was right. */
  attempt: Attempt;
  /** The opponent named by flip the table, or null when the lifeline is not active on this tile. */
  flipOpponentTeamId: string | null;
  surprise: Surprise | null;
  /** All teams in turn order with their scores before this result. */
  teams: readonly Pick<Team, 'id' | 'score'>[];
}

/** Every point change that marking a tile causes. */
export function resultPointChanges(input: ResultInput): PointChange[] {
  const { value, turnTeamId, winnerTeamId, flipOpponentTeamId } = input;
  const isFlipped = flipOpponentTeamId !== null;
  const changes: PointChange[] = [];
  const add = (
    teamId: string,
    amount: number,
    reason: PointChange['reason'],
    detail: Partial<PointChange> = {},
  ) => changes.push({ teamId, amount, reason, lifeline: null, surprise: null, ...detail });

  if (winnerTeamId === turnTeamId) {
    const isSecond = input.attempt === 'second';
    const award = isSecond ? secondAnswerPoints(value) : value;
    if (isSecond) add(turnTeamId, award, 'lifeline', { lifeline: 'two_answers' });
    else add(turnTeamId, award, 'tile');
    if (isFlipped) {
      add(turnTeamId, award, 'lifeline', { lifeline: 'flip_table' });
      add(flipOpponentTeamId, -value, 'lifeline', { lifeline: 'flip_table' });
    }
  } else {
    // A steal earns normal points; the team that flipped answered wrongly (or nobody answered) and loses them.
    if (winnerTeamId !== null) add(winnerTeamId, value, 'tile');
    if (isFlipped) add(turnTeamId, -value, 'lifeline', { lifeline: 'flip_table' });
  }

  if (winnerTeamId !== null && input.surprise === 'steal') {
    const leader = leadingOtherTeam(input.teams, winnerTeamId);
    if (leader !== null) add(leader, -value, 'surprise', { surprise: 'steal' });
  }
  return changes.filter((change) => change.amount !== 0);
}

/** The gift surprise: the team in turn gets the tile's points as soon as the tile opens. */
export function giftPointChange(turnTeamId: string, value: number): PointChange {
  return { teamId: turnTeamId, amount: value, reason: 'surprise', lifeline: null, surprise: 'gift' };
}

/** The teams with the top score; more than one is a draw. */
export function standings(teams: readonly Pick<Team, 'id' | 'score'>[]): {
  winnerTeamIds: string[];
  isDraw: boolean;
} {
  const top = Math.max(...teams.map((team) => team.score));
  const winnerTeamIds = teams.filter((team) => team.score === top).map((team) => team.id);
  return { winnerTeamIds, isDraw: winnerTeamIds.length > 1 };
}

/** The sum of a team's logged point changes; equals its score. */
export function loggedTotal(log: readonly ScoreEntry[], teamId: string): number {
  return log.reduce((sum, entry) => (entry.teamId === teamId ? sum + entry.amount : sum), 0);
}
