/**
 * The game state and what the reducer returns. The state is plain JSON (no Map, Set, class or Date; timestamps are
 * epoch milliseconds; absent values are null), so it is stored as a snapshot and survives JSON round trips unchanged.
 */
import type { Difficulty } from '../constants';
import type { Answer, Attempt, GameOptions } from './commands';
import type { AnswerType, Lifeline, LifelineState, Multiplier, Surprise, TeamColour } from './constants';

/**
 * lobby: options set, teams named, players joining. board: the team in turn picks a tile. intro: the opened tile
 * shows its surprise or crazy multiplier before the question (and a refill is chosen). question: the countdown
 * runs and lifelines may be used. reveal: the answer is shown and the host marks the result. finished: the end.
 */
export const PHASES = ['lobby', 'board', 'intro', 'question', 'reveal', 'finished'] as const;
export type Phase = (typeof PHASES)[number];

export interface TeamLifeline {
  lifeline: Lifeline;
  state: LifelineState;
}

export interface Team {
  id: string;
  name: string;
  colour: TeamColour;
  score: number;
  /** The lifelines in play, in the order of the options. */
  lifelines: TeamLifeline[];
}

export interface Tile {
  id: string;
  categoryId: string;
  difficulty: Difficulty;
  /** Base points from the point scale, before surprise and multiplier. */
  points: number;
  questionId: string;
  answerType: AnswerType;
  isPlayed: boolean;
  /** Surprise mode: assigned at the board draw, hidden from every view until the tile opens. */
  surprise: Surprise | null;
  /** Crazy mode: drawn when the tile opens. */
  multiplier: Multiplier | null;
  /** Once played: the team marked correct, or null for nobody. */
  winnerTeamId: string | null;
}

/**
 * The question countdown. running: ends at `deadline`. call: phone a friend; the countdown is frozen with
 * `remainingMs` until `callEndsAt`, then runs again until callEndsAt + remainingMs (derived, no command needed).
 * paused: frozen by the host (with the call's time left, if a call was on). stopped: frozen at the reveal.
 */
export type Countdown =
  | { status: 'running'; deadline: number }
  | { status: 'call'; callEndsAt: number; remainingMs: number }
  | { status: 'paused'; remainingMs: number; callRemainingMs: number | null }
  | { status: 'stopped'; remainingMs: number };

export interface SubmittedAnswer {
  teamId: string;
  playerId: string | null;
  answer: Answer;
  at: number;
}

export interface OpenTile {
  tileId: string;
  /** The team in turn when the tile opened; it alone may use lifelines on it. */
  teamId: string;
  openedAt: number;
  /** When the question and its countdown started (null in phase intro). Older snapshots may lack it. */
  questionStartedAt?: number | null;
  /** Null while in phase intro (the countdown has not started). */
  countdown: Countdown | null;
  answers: SubmittedAnswer[];
  /** Set when flip the table is active on this tile. */
  flipOpponentTeamId: string | null;
  /** A refill surprise waits for the team's choice (phase intro). */
  isRefillPending: boolean;
  revealedAt: number | null;
}

export const SCORE_REASONS = ['tile', 'lifeline', 'surprise', 'correction'] as const;
export type ScoreReason = (typeof SCORE_REASONS)[number];

/** One point change. A team's score is always the sum of its entries. */
export interface ScoreEntry {
  seq: number;
  teamId: string;
  amount: number;
  reason: ScoreReason;
  tileId: string | null;
  lifeline: Lifeline | null;
  surprise: Surprise | null;
  /** The host's reason for a correction. */
  note: string | null;
  at: number;
}

export type FinishReason = 'all_tiles_played' | 'ended_by_host';

export interface GameResult {
  reason: FinishReason;
  /** The teams with the top score: one winner, or several for a draw. */
  winnerTeamIds: string[];
  isDraw: boolean;
  finishedAt: number;
}

/**
 * The host's "approve each player" lobby option. While it is on, a player who joins waits in `waitingPlayerIds`
 * until the host lets them in (they leave the list) or turns them away (they move to `turnedAwayPlayerIds`, as does
 * a waiting player who leaves). A waiting or turned-away player may send no command. Turning it off lets everyone
 * waiting in. Player ids are the server's; names and teams stay in its player table.
 */
export interface LobbyApproval {
  isOn: boolean;
  waitingPlayerIds: string[];
  turnedAwayPlayerIds: string[];
}

/** Where a player stands with the approval option: in the game, waiting for the host, or turned away. */
export type Admission = 'in' | 'waiting' | 'turned_away';

export interface GameState {
  /** Incremented by every applied command; the server's optimistic concurrency check. */
  version: number;
  seed: number;
  /** The PRNG state (random.ts); every random draw of the reducer advances it. */
  rngState: number;
  options: GameOptions;
  phase: Phase;
  teams: Team[];
  /** The board's categories in column order (empty in the lobby). */
  categoryIds: string[];
  tiles: Tile[];
  turnTeamId: string;
  openTile: OpenTile | null;
  /** Questions that change question took off the board; they may not come back. */
  replacedQuestionIds: string[];
  scoreLog: ScoreEntry[];
  result: GameResult | null;
  startedAt: number | null;
  /** The last RECENT_COMMAND_IDS_MAX applied command ids, to refuse a replayed command. */
  recentCommandIds: string[];
  /** Approve each player; absent (older snapshots, a new game) means off with nobody waiting. */
  approval?: LobbyApproval;
}

export const REJECTION_CODES = [
  'invalidCommand',
  'duplicateCommand',
  'forbidden',
  'notYourTeam',
  'wrongPhase',
  'invalidOptions',
  'teamCount',
  'duplicateColour',
  'lifelineCount',
  'invalidBoard',
  'notEnoughCategories',
  'categoryNotPlayable',
  'unknownTile',
  'tilePlayed',
  'unknownTeam',
  'notYourTurn',
  'lifelineNotInPlay',
  'lifelineUnavailable',
  'lifelineNotUsed',
  'opponentRequired',
  'invalidOpponent',
  'replacementRequired',
  'invalidReplacement',
  'timeUp',
  'paused',
  'notPaused',
  'noCallInProgress',
  'refillPending',
  'noRefillPending',
  'alreadyAnswered',
  'wrongAnswerType',
  'secondAttemptNotAllowed',
  'zeroCorrection',
  'playerWaiting',
  'playerTurnedAway',
  'approvalOff',
  'notWaiting',
] as const;
export type RejectionCode = (typeof REJECTION_CODES)[number];

/** Why a command was refused; the client shows the translation of `i18nKey`. */
export interface Rejection {
  code: RejectionCode;
  i18nKey: `game.errors.${RejectionCode}`;
}

export type GameEvent =
  | { type: 'options_changed' }
  | { type: 'game_started'; surpriseTileCount: number }
  | {
      type: 'tile_opened';
      tileId: string;
      teamId: string;
      surprise: Surprise | null;
      multiplier: Multiplier | null;
    }
  | { type: 'refill_chosen'; teamId: string; lifeline: Lifeline | null }
  | { type: 'question_started'; tileId: string; deadline: number }
  | { type: 'lifeline_used'; teamId: string; lifeline: Lifeline; tileId: string }
  | { type: 'question_changed'; tileId: string; previousQuestionId: string; questionId: string }
  | { type: 'call_ended'; deadline: number }
  | { type: 'countdown_paused' }
  | { type: 'countdown_resumed' }
  | { type: 'answer_submitted'; teamId: string; at: number }
  | { type: 'answer_revealed'; tileId: string }
  | { type: 'result_marked'; tileId: string; winnerTeamId: string | null; attempt: Attempt }
  | { type: 'score_changed'; entry: ScoreEntry }
  | { type: 'turn_changed'; teamId: string; isManual: boolean }
  | { type: 'game_finished'; result: GameResult }
  | { type: 'approval_changed'; isOn: boolean }
  | { type: 'player_waiting'; playerId: string }
  | { type: 'player_admitted'; playerId: string }
  | { type: 'player_turned_away'; playerId: string }
  | { type: 'player_left'; playerId: string };

export type ApplyResult =
  { ok: true; state: GameState; events: GameEvent[] } | { ok: false; rejection: Rejection };

export interface ApplyContext {
  /** The server's clock, epoch ms; the only time the reducer knows. */
  now: number;
}

/** The rejection for a code, with its i18n key. */
export function rejection(code: RejectionCode): Rejection {
  return { code, i18nKey: `game.errors.${code}` };
}
