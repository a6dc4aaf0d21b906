/**
 * Input contracts of the game: the pre-game options and every command. The server validates what it receives with
 * these schemas; the reducer parses again, so a command that reaches it unchecked is refused, not trusted.
 */
import { z } from 'zod';
import { DIFFICULTIES, TILES_PER_DIFFICULTY_PER_CATEGORY, BOARD_CATEGORY_COUNT } from '../constants';
import {
  ANSWER_TEXT_MAX,
  ANSWER_TYPES,
  COMMAND_ID_MAX,
  CORRECTION_AMOUNT_MAX,
  CORRECTION_REASON_MAX,
  DEFAULT_GAME_MODE,
  DEFAULT_LIFELINES,
  DEFAULT_POINT_SCALE,
  DEFAULT_QUESTION_TIME_SEC,
  GAME_MODES,
  LIFELINES,
  LIFELINES_IN_PLAY,
  MAX_TEAMS,
  MIN_TEAMS,
  OPTION_COUNT,
  POINT_SCALES,
  QUESTION_TIMES_SEC,
  TEAM_COLOURS,
  TEAM_NAME_MAX,
} from './constants';

const idSchema = z.string().min(1).max(100);
const hasDistinctItems = (items: readonly unknown[]) => new Set(items).size === items.length;

export const teamSetupSchema = z.object({
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(TEAM_NAME_MAX, 'validation.tooLong'),
  colour: z.enum(TEAM_COLOURS),
});
export type TeamSetup = z.output<typeof teamSetupSchema>;

/** The pre-game options (GAME_RULES.md "Setting up"); missing fields take their defaults. */
export const gameOptionsSchema = z.object({
  teams: z
    .array(teamSetupSchema)
    .min(MIN_TEAMS, 'game.errors.teamCount')
    .max(MAX_TEAMS, 'game.errors.teamCount')
    .refine((teams) => hasDistinctItems(teams.map((team) => team.colour)), 'game.errors.duplicateColour'),
  pointScale: z.enum(POINT_SCALES).default(DEFAULT_POINT_SCALE),
  questionTimeSec: z.literal(QUESTION_TIMES_SEC).default(DEFAULT_QUESTION_TIME_SEC),
  isSoundOn: z.boolean().default(true),
  isFullscreen: z.boolean().default(false),
  mode: z.enum(GAME_MODES).default(DEFAULT_GAME_MODE),
  lifelines: z
    .array(z.enum(LIFELINES))
    .length(LIFELINES_IN_PLAY, 'game.errors.lifelineCount')
    .refine(hasDistinctItems, 'game.errors.lifelineCount')
    .default(() => [...DEFAULT_LIFELINES]),
});
export type GameOptions = z.output<typeof gameOptionsSchema>;
export type GameOptionsInput = z.input<typeof gameOptionsSchema>;

export const drawnQuestionSchema = z.object({
  questionId: idSchema,
  difficulty: z.enum(DIFFICULTIES),
  answerType: z.enum(ANSWER_TYPES).default('choice'),
});
export type DrawnQuestion = z.output<typeof drawnQuestionSchema>;

const QUESTIONS_PER_CATEGORY = DIFFICULTIES.length * TILES_PER_DIFFICULTY_PER_CATEGORY;

/** The board the server drew (board.ts drawBoard): 6 categories of 2 easy, 2 medium and 2 hard questions. */
export const drawnBoardSchema = z
  .object({
    categories: z
      .array(
        z.object({
          categoryId: idSchema,
          questions: z.array(drawnQuestionSchema).length(QUESTIONS_PER_CATEGORY, 'game.errors.invalidBoard'),
        }),
      )
      .length(BOARD_CATEGORY_COUNT, 'game.errors.invalidBoard'),
  })
  .refine((board) => isWellFormedBoard(board), 'game.errors.invalidBoard');
export type DrawnBoard = z.output<typeof drawnBoardSchema>;

function isWellFormedBoard(board: {
  categories: { categoryId: string; questions: DrawnQuestion[] }[];
}): boolean {
  const categoryIds = board.categories.map((category) => category.categoryId);
  const questionIds = board.categories.flatMap((category) => category.questions.map((q) => q.questionId));
  const hasTwoOfEach = board.categories.every((category) =>
    DIFFICULTIES.every(
      (difficulty) =>
        category.questions.filter((q) => q.difficulty === difficulty).length ===
        TILES_PER_DIFFICULTY_PER_CATEGORY,
    ),
  );
  return hasDistinctItems(categoryIds) && hasDistinctItems(questionIds) && hasTwoOfEach;
}

/** Who sends a command. The server sets it from the authenticated connection, never from the client's word. */
export const actorSchema = z.discriminatedUnion('role', [
  z.object({ role: z.literal('host') }),
  z.object({ role: z.literal('player'), teamId: idSchema, playerId: idSchema.optional() }),
  z.object({ role: z.literal('display') }),
]);
export type Actor = z.output<typeof actorSchema>;
export type Role = Actor['role'];

export const answerSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('option'),
    index: z
      .number()
      .int()
      .min(0)
      .max(OPTION_COUNT - 1),
  }),
  z.object({
    kind: z.literal('text'),
    text: z.string().trim().min(1, 'validation.required').max(ANSWER_TEXT_MAX, 'validation.tooLong'),
  }),
]);
export type Answer = z.output<typeof answerSchema>;

export const ATTEMPTS = ['first', 'second'] as const;
export type Attempt = (typeof ATTEMPTS)[number];

const base = {
  /** Client-generated id; the reducer refuses an id it has seen among the last RECENT_COMMAND_IDS_MAX. */
  commandId: z.string().min(1).max(COMMAND_ID_MAX),
  actor: actorSchema,
};

const command = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), ...base, ...shape });

export const setOptionsCommandSchema = command('set_options', { options: gameOptionsSchema });
export const startCommandSchema = command('start', { board: drawnBoardSchema });
export const selectTileCommandSchema = command('select_tile', { tileId: idSchema });
export const chooseRefillCommandSchema = command('choose_refill', { lifeline: z.enum(LIFELINES).nullable() });
export const beginQuestionCommandSchema = command('begin_question', {});
export const useLifelineCommandSchema = command('use_lifeline', {
  teamId: idSchema,
  lifeline: z.enum(LIFELINES),
  /** flip_table: the opponent who loses the tile's points; may be left out with 2 teams. */
  opponentTeamId: idSchema.optional(),
  /** change_question: the question the server picked (board.ts pickReplacementQuestion). */
  replacement: z
    .object({
      questionId: idSchema,
      categoryId: idSchema,
      difficulty: z.enum(DIFFICULTIES),
      answerType: z.enum(ANSWER_TYPES).default('choice'),
    })
    .optional(),
});
export const endCallCommandSchema = command('end_call', {});
export const pauseCommandSchema = command('pause', {});
export const resumeCommandSchema = command('resume', {});
export const submitAnswerCommandSchema = command('submit_answer', { teamId: idSchema, answer: answerSchema });
export const revealCommandSchema = command('reveal', {});
export const markResultCommandSchema = command('mark_result', {
  /** The team that answered correctly, or null for nobody. */
  winnerTeamId: idSchema.nullable(),
  /** With two answers active: whether the first or the second answer was right. */
  attempt: z.enum(ATTEMPTS).default('first'),
});
export const switchTurnCommandSchema = command('switch_turn', { teamId: idSchema.optional() });
export const correctScoreCommandSchema = command('correct_score', {
  teamId: idSchema,
  amount: z
    .number()
    .int()
    .min(-CORRECTION_AMOUNT_MAX)
    .max(CORRECTION_AMOUNT_MAX)
    .refine((amount) => amount !== 0, 'game.errors.zeroCorrection'),
  reason: z.string().trim().min(1, 'validation.required').max(CORRECTION_REASON_MAX, 'validation.tooLong'),
});
export const endGameCommandSchema = command('end_game', {});
/** Approve each player (host): on, or off, which lets everyone waiting in. */
export const setApprovalCommandSchema = command('set_approval', { isOn: z.boolean() });
/** A player who joined while approval is on waits for the host (sent by the server on the join). */
export const askToJoinCommandSchema = command('ask_to_join', { playerId: idSchema });
export const admitPlayerCommandSchema = command('admit_player', { playerId: idSchema });
export const turnAwayPlayerCommandSchema = command('turn_away_player', { playerId: idSchema });
/** A waiting player gives up waiting (their own, by the connection's player id). */
export const leaveWaitingCommandSchema = command('leave_waiting', {});

export const gameCommandSchema = z.discriminatedUnion('type', [
  setOptionsCommandSchema,
  startCommandSchema,
  selectTileCommandSchema,
  chooseRefillCommandSchema,
  beginQuestionCommandSchema,
  useLifelineCommandSchema,
  endCallCommandSchema,
  pauseCommandSchema,
  resumeCommandSchema,
  submitAnswerCommandSchema,
  revealCommandSchema,
  markResultCommandSchema,
  switchTurnCommandSchema,
  correctScoreCommandSchema,
  endGameCommandSchema,
  setApprovalCommandSchema,
  askToJoinCommandSchema,
  admitPlayerCommandSchema,
  turnAwayPlayerCommandSchema,
  leaveWaitingCommandSchema,
]);
export type GameCommand = z.output<typeof gameCommandSchema>;
export type GameCommandInput = z.input<typeof gameCommandSchema>;
export type CommandType = GameCommand['type'];
export type CommandOf<T extends CommandType> = Extract<GameCommand, { type: T }>;
export const COMMAND_TYPES = gameCommandSchema.options.map((option) => option.shape.type.value);

/** Commands a player may send (for their own team); every other command is the host's. */
export const PLAYER_COMMAND_TYPES: readonly CommandType[] = ['submit_answer', 'ask_to_join', 'leave_waiting'];

/** The only commands a player may send while waiting for the host (or after being turned away: none). */
export const WAITING_PLAYER_COMMAND_TYPES: readonly CommandType[] = ['ask_to_join', 'leave_waiting'];
