/** Constants of the game engine (GAME_RULES.md), beside the product constants in ../constants. */
import { POINTS_BY_DIFFICULTY, type Difficulty } from '../constants';

export const MIN_TEAMS = 2;
export const MAX_TEAMS = 3;
export const TEAM_NAME_MAX = 24;

export const TEAM_COLOURS = ['blue', 'red', 'green', 'purple', 'orange', 'yellow'] as const;
export type TeamColour = (typeof TEAM_COLOURS)[number];

export const POINT_SCALES = ['standard', 'half', 'double'] as const;
export type PointScale = (typeof POINT_SCALES)[number];
export const DEFAULT_POINT_SCALE: PointScale = 'standard';
export const POINTS_BY_SCALE: Record<PointScale, Record<Difficulty, number>> = {
  standard: POINTS_BY_DIFFICULTY,
  half: { easy: 100, medium: 200, hard: 300 },
  double: { easy: 400, medium: 800, hard: 1200 },
};

export const QUESTION_TIMES_SEC = [30, 45, 60, 90, 120] as const;
export type QuestionTimeSec = (typeof QUESTION_TIMES_SEC)[number];
export const DEFAULT_QUESTION_TIME_SEC: QuestionTimeSec = 60;

export const GAME_MODES = ['traditional', 'surprise', 'crazy'] as const;
export type GameMode = (typeof GAME_MODES)[number];
export const DEFAULT_GAME_MODE: GameMode = 'traditional';

export const LIFELINES = [
  'phone_a_friend',
  'two_answers',
  'flip_table',
  'add_time',
  'change_question',
] as const;
export type Lifeline = (typeof LIFELINES)[number];
export const LIFELINES_IN_PLAY = 3;
export const DEFAULT_LIFELINES: readonly Lifeline[] = ['phone_a_friend', 'two_answers', 'flip_table'];
export const LIFELINE_STATES = ['available', 'active', 'used'] as const;
export type LifelineState = (typeof LIFELINE_STATES)[number];

/** Phone a friend pauses the question countdown for this long. */
export const PHONE_A_FRIEND_MS = 60_000;
/** Add time lengthens the countdown by this much. */
export const ADD_TIME_MS = 30_000;
/** Two answers: a right second answer earns this share, rounded down to a multiple of POINTS_ROUNDING. */
export const SECOND_ANSWER_SHARE = 0.5;
export const POINTS_ROUNDING = 10;

/** Surprise mode: this many tiles hide a surprise, at most one per category. */
export const SURPRISE_TILE_COUNT = 6;
export const SURPRISES = ['double', 'steal', 'refill', 'gift'] as const;
export type Surprise = (typeof SURPRISES)[number];

/** Crazy mode: every opened tile draws one multiplier, equally likely; the question time is divided. */
export const CRAZY_MULTIPLIERS = [1, 2, 3] as const;
export type Multiplier = (typeof CRAZY_MULTIPLIERS)[number];
export const CRAZY_TIME_DIVISOR = 2;

/** A choice question has this many options; a text question is answered in writing. */
export const OPTION_COUNT = 4;
export const ANSWER_TYPES = ['choice', 'text'] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];
export const ANSWER_TEXT_MAX = 200;

/** Each team may send one answer per question, two while its two-answers lifeline is active. */
export const ANSWERS_PER_TEAM = 1;
export const ANSWERS_WITH_TWO_ANSWERS = 2;

export const CORRECTION_REASON_MAX = 200;
export const CORRECTION_AMOUNT_MAX = 100_000;
export const COMMAND_ID_MAX = 64;
/** The reducer remembers this many recent command ids to refuse a replayed command. */
export const RECENT_COMMAND_IDS_MAX = 64;
