/**
 * The HTTP contract of the game: rooms, joining, the offline replay endpoints (SPEC.md section 7), VAR reports and
 * the per-role views the engine produces. Validation messages are i18n keys (`validation.*`, `game.errors.*`); the
 * client translates them. The socket events are in `realtime.ts`; GAME_API.md lists everything in one page.
 */
import { z } from 'zod';
import { BOARD_CATEGORY_COUNT, DIFFICULTIES } from '../constants';
import {
  beginQuestionCommandSchema,
  chooseRefillCommandSchema,
  correctScoreCommandSchema,
  endCallCommandSchema,
  endGameCommandSchema,
  gameOptionsSchema,
  markResultCommandSchema,
  pauseCommandSchema,
  revealCommandSchema,
  resumeCommandSchema,
  selectTileCommandSchema,
  setOptionsCommandSchema,
  startCommandSchema,
  submitAnswerCommandSchema,
  switchTurnCommandSchema,
  useLifelineCommandSchema,
  answerSchema,
  setApprovalCommandSchema,
  admitPlayerCommandSchema,
  turnAwayPlayerCommandSchema,
  leaveWaitingCommandSchema,
} from '../game/commands';
import {
  ANSWER_TYPES,
  COMMAND_ID_MAX,
  CORRECTION_AMOUNT_MAX,
  CORRECTION_REASON_MAX,
  CRAZY_MULTIPLIERS,
  LIFELINE_STATES,
  LIFELINES,
  SURPRISES,
  TEAM_COLOURS,
} from '../game/constants';
import { PHASES, SCORE_REASONS, type RejectionCode } from '../game/types';
import type { GameView } from '../game/views';
import { normalizeRoomCode, ROOM_CODE_LENGTH } from '../game/room-code';
import { localizedSchema } from './categories';

// ---- Rules of the room ------------------------------------------------------------------------------------------

export const NICKNAME_MAX = 24;
export const VAR_REASON_MAX = 500;
export const SCREENSHOT_URL_MAX = 2000;
/** A finished game's code still answers "finished" (instead of "unknown") for this long after its end. */
export const ROOM_CODE_GRACE_MS = 24 * 60 * 60_000;

export const GAME_STATUSES = ['waiting', 'active', 'completed'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** The 6-digit room code, typed with Western or Eastern Arabic digits. */
export const roomCodeSchema = z
  .string({ error: 'validation.required' })
  .transform(normalizeRoomCode)
  .pipe(
    z
      .string()
      .min(1, 'validation.required')
      .regex(new RegExp(`^\\d{${ROOM_CODE_LENGTH}}$`), 'validation.roomCode'),
  );

// Control characters, zero-width and bidirectional marks: invisible, and a way to fake another player's name.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
// Arabic diacritics (tashkeel) and the tatweel stretch do not make a different name.
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;

/** A nickname as stored and shown: NFKC, no invisible characters, single spaces, trimmed. */
export function normalizeNickname(input: string): string {
  return input.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/** The form two nicknames are compared in (unique in a room): no diacritics or tatweel, lower case. */
export function nicknameKey(nickname: string): string {
  return normalizeNickname(nickname).replace(ARABIC_MARKS, '').toLowerCase();
}

/** 1-24 characters (code points) once normalised. */
export const nicknameSchema = z
  .string({ error: 'validation.required' })
  .transform(normalizeNickname)
  .pipe(
    z
      .string()
      .min(1, 'validation.required')
      .refine((value) => nicknameKey(value).length > 0, 'validation.required')
      .refine((value) => Array.from(value).length <= NICKNAME_MAX, 'validation.tooLong'),
  );

/** A client-generated id (a UUID is fine) that makes a request or command apply once however often it is sent. */
export const clientIdSchema = z.string().trim().min(1, 'validation.required').max(COMMAND_ID_MAX);
/** A random secret the client keeps for its device (localStorage), at least 16 characters. Never shown. */
export const deviceIdSchema = z.string().min(16, 'validation.invalid').max(128, 'validation.invalid');
/** A host or player token as the server issued it. */
export const gameTokenSchema = z.string().min(16).max(200);
export const gameIdSchema = z.uuid('validation.invalid');
export const teamIdSchema = z.string().min(1).max(100);

// ---- Room and players -------------------------------------------------------------------------------------------

export const roomTeamSchema = z.object({ id: z.string(), name: z.string(), colour: z.enum(TEAM_COLOURS) });
export type RoomTeam = z.infer<typeof roomTeamSchema>;

export const roomPlayerSchema = z.object({ id: z.string(), nickname: z.string(), teamId: z.string() });
export type RoomPlayer = z.infer<typeof roomPlayerSchema>;

/** What everyone in the room may know about it (the lobby). */
export const roomInfoSchema = z.object({
  gameId: z.string(),
  roomCode: z.string(),
  status: z.enum(GAME_STATUSES),
  isLocked: z.boolean(),
  teams: z.array(roomTeamSchema),
  /** The players in the game (not those waiting for the host, nor those turned away). */
  players: z.array(roomPlayerSchema),
  /** Approve each player: new players wait for the host to let them in. */
  isApprovalOn: z.boolean(),
  /** Players waiting for the host, in the order they asked, with the team they chose. */
  waitingPlayers: z.array(roomPlayerSchema),
});
export type RoomInfo = z.infer<typeof roomInfoSchema>;

/** POST /api/games: a host (guest or signed in) creates a game in the lobby. */
export const createGameInputSchema = z.object({
  options: gameOptionsSchema,
  /** Exactly 6 distinct playable categories (GET /api/categories: isPlayable). */
  categoryIds: z
    .array(z.uuid('validation.invalid'))
    .length(BOARD_CATEGORY_COUNT, 'game.errors.notEnoughCategories')
    .refine((ids) => new Set(ids).size === ids.length, 'game.errors.notEnoughCategories'),
  /** The host's device secret; lets a guest host be shown new questions in the next game too. */
  deviceId: deviceIdSchema.optional(),
});
export type CreateGameInput = z.input<typeof createGameInputSchema>;

export const createGameResultSchema = z.object({
  gameId: z.string(),
  roomCode: z.string(),
  /** Shown once: keep it (localStorage) to control the game; send it as `x-game-token` or in the socket auth. */
  hostToken: z.string(),
  room: roomInfoSchema,
});
export type CreateGameResult = z.infer<typeof createGameResultSchema>;

/** GET /api/games/rooms/:roomCode: what the join screen needs. */
export const roomLookupSchema = z.object({
  gameId: z.string(),
  roomCode: z.string(),
  status: z.enum(GAME_STATUSES),
  isLocked: z.boolean(),
  teams: z.array(roomTeamSchema),
  /** Null when joining is possible; otherwise why not (game.errors.roomLocked, game.errors.gameFinished). */
  blockedKey: z.enum(['game.errors.roomLocked', 'game.errors.gameFinished']).nullable(),
});
export type RoomLookup = z.infer<typeof roomLookupSchema>;

/** POST /api/games/join (also the offline replay of a `join_game` action). */
export const joinGameInputSchema = z.object({
  clientId: clientIdSchema,
  roomCode: roomCodeSchema,
  nickname: nicknameSchema,
  teamId: teamIdSchema,
  deviceId: deviceIdSchema,
});
export type JoinGameInput = z.input<typeof joinGameInputSchema>;

export const joinGameResultSchema = z.object({
  gameId: z.string(),
  roomCode: z.string(),
  playerId: z.string(),
  /** The player's credential for this game (socket auth, VAR reports, answers); the same on every replay. */
  playerToken: z.string(),
  nickname: z.string(),
  teamId: z.string(),
  /** True when this device had already joined (a replay or a second tap): nothing new was created. */
  isExisting: z.boolean(),
  /** Approve each player is on and the host has not let this player in yet. */
  isWaiting: z.boolean(),
});
export type JoinGameResult = z.infer<typeof joinGameResultSchema>;

export const lockRoomInputSchema = z.object({ isLocked: z.boolean() });

/** What a waiting player's phone shows (socket `room:waiting`): the room, their nickname and the team they chose. */
export const waitingInfoSchema = z.object({
  gameId: z.string(),
  roomCode: z.string(),
  playerId: z.string(),
  nickname: z.string(),
  team: roomTeamSchema.nullable(),
});
export type WaitingInfo = z.infer<typeof waitingInfoSchema>;
export type LockRoomInput = z.infer<typeof lockRoomInputSchema>;

/** POST /api/games/resume: the host's latest unfinished game, for /game and /game/enhanced. */
export const resumeGameInputSchema = z.object({
  /** Host tokens the client kept; a signed-in host is also found by account. */
  hostTokens: z.array(gameTokenSchema).max(20).default([]),
});
export type ResumeGameInput = z.input<typeof resumeGameInputSchema>;

export const resumableGameSchema = z.object({
  gameId: z.string(),
  roomCode: z.string(),
  status: z.enum(['waiting', 'active']),
  updatedAt: z.string(),
});
export const resumeGameResultSchema = z.object({ game: resumableGameSchema.nullable() });
export type ResumeGameResult = z.infer<typeof resumeGameResultSchema>;

/** POST /api/games/:gameId/rematch: play again with the same teams, players and options, on a new board. */
export const rematchResultSchema = z.object({
  gameId: z.string(),
  roomCode: z.string(),
  hostToken: z.string(),
});
export type RematchResult = z.infer<typeof rematchResultSchema>;

/** GET /api/games/history: a signed-in person's games, newest first. */
export const gameHistoryEntrySchema = z.object({
  gameId: z.string(),
  role: z.enum(['host', 'player']),
  status: z.enum(GAME_STATUSES),
  teams: z.array(roomTeamSchema.extend({ score: z.number().int() })),
  /** The player's team; null for the host. */
  teamId: z.string().nullable(),
  winnerTeamIds: z.array(z.string()),
  isDraw: z.boolean(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
});
export const gameHistorySchema = z.object({ games: z.array(gameHistoryEntrySchema) });
export type GameHistory = z.infer<typeof gameHistorySchema>;

// ---- Commands from clients --------------------------------------------------------------------------------------

/**
 * A command as a client sends it: the engine's command without `actor` (the server sets it from the connection's
 * role). `start` carries no board and change question no replacement: the server draws them. A player's
 * `submit_answer` carries no team: it is the player's own.
 */
export const clientCommandSchema = z.discriminatedUnion('type', [
  setOptionsCommandSchema.omit({ actor: true }),
  startCommandSchema.omit({ actor: true, board: true }),
  selectTileCommandSchema.omit({ actor: true }),
  chooseRefillCommandSchema.omit({ actor: true }),
  beginQuestionCommandSchema.omit({ actor: true }),
  useLifelineCommandSchema.omit({ actor: true, replacement: true }),
  endCallCommandSchema.omit({ actor: true }),
  pauseCommandSchema.omit({ actor: true }),
  resumeCommandSchema.omit({ actor: true }),
  submitAnswerCommandSchema.omit({ actor: true, teamId: true }),
  revealCommandSchema.omit({ actor: true }),
  markResultCommandSchema.omit({ actor: true }),
  switchTurnCommandSchema.omit({ actor: true }),
  correctScoreCommandSchema.omit({ actor: true }),
  endGameCommandSchema.omit({ actor: true }),
  setApprovalCommandSchema.omit({ actor: true }),
  admitPlayerCommandSchema.omit({ actor: true }),
  turnAwayPlayerCommandSchema.omit({ actor: true }),
  leaveWaitingCommandSchema.omit({ actor: true }),
]);
export type ClientCommand = z.output<typeof clientCommandSchema>;
export type ClientCommandInput = z.input<typeof clientCommandSchema>;

/** The outcome of a command: applied (or already applied: `isDuplicate`), with the game's version after it. */
export const commandResultSchema = z.object({
  ok: z.literal(true),
  version: z.number().int(),
  isDuplicate: z.boolean(),
});
export type CommandResult = z.infer<typeof commandResultSchema>;

// ---- Offline replay (SPEC.md section 7) -------------------------------------------------------------------------

/** POST /api/answers: a player's answer (offline `submit_answer`). `clientId` is the queued action's id. */
export const submitAnswerReplaySchema = z.object({
  clientId: clientIdSchema,
  gameId: gameIdSchema,
  playerToken: gameTokenSchema,
  answer: answerSchema,
});
export type SubmitAnswerReplay = z.input<typeof submitAnswerReplaySchema>;

/**
 * POST /api/answers for a solo round (daily challenge, tournament round; decision 020): the answer to question
 * `questionIndex`, or null when its time ran out. Guests send the round token; a signed-in owner may leave it out.
 */
export const soloAnswerInputSchema = z.object({
  clientId: clientIdSchema,
  roundId: gameIdSchema,
  roundToken: gameTokenSchema.optional(),
  questionIndex: z.number().int().min(0).max(99),
  answer: answerSchema.nullable(),
});
export type SoloAnswerInput = z.input<typeof soloAnswerInputSchema>;

/** The body of POST /api/answers: a team game's answer or a solo round's. */
export const answerReplaySchema = z.union([submitAnswerReplaySchema, soloAnswerInputSchema]);
export type AnswerReplay = z.input<typeof answerReplaySchema>;

/** PUT /api/scores: the host's score correction (offline `update_score`). */
export const updateScoreReplaySchema = z.object({
  clientId: clientIdSchema,
  gameId: gameIdSchema,
  /** Optional for a signed-in host of this game. */
  hostToken: gameTokenSchema.optional(),
  teamId: teamIdSchema,
  amount: z
    .number()
    .int()
    .min(-CORRECTION_AMOUNT_MAX)
    .max(CORRECTION_AMOUNT_MAX)
    .refine((amount) => amount !== 0, 'game.errors.zeroCorrection'),
  reason: z.string().trim().min(1, 'validation.required').max(CORRECTION_REASON_MAX, 'validation.tooLong'),
});
export type UpdateScoreReplay = z.input<typeof updateScoreReplaySchema>;

export const OFFLINE_ACTION_TYPES = ['submit_answer', 'join_game', 'update_score'] as const;
export type OfflineActionType = (typeof OFFLINE_ACTION_TYPES)[number];

/** Where each queued action is replayed; a non-ok response is a failed try. */
export const OFFLINE_REPLAY_ENDPOINTS = {
  submit_answer: { method: 'POST', path: '/api/answers' },
  join_game: { method: 'POST', path: '/api/games/join' },
  update_score: { method: 'PUT', path: '/api/scores' },
} as const satisfies Record<OfflineActionType, { method: string; path: string }>;

/** One entry of the `offline-queue` list in localStorage (SPEC.md section 3); `data` is the request body. */
export const offlineActionSchema = z.discriminatedUnion('type', [
  z.object({
    id: z.string(),
    type: z.literal('submit_answer'),
    data: answerReplaySchema,
    timestamp: z.number(),
    retries: z.number().int().min(0),
  }),
  z.object({
    id: z.string(),
    type: z.literal('join_game'),
    data: joinGameInputSchema,
    timestamp: z.number(),
    retries: z.number().int().min(0),
  }),
  z.object({
    id: z.string(),
    type: z.literal('update_score'),
    data: updateScoreReplaySchema,
    timestamp: z.number(),
    retries: z.number().int().min(0),
  }),
]);
export type OfflineAction = z.input<typeof offlineActionSchema>;

// ---- VAR reports ------------------------------------------------------------------------------------------------

export const VAR_REPORT_STATUSES = ['open', 'accepted', 'rejected'] as const;
export type VarReportStatus = (typeof VAR_REPORT_STATUSES)[number];

const optionalHttpsUrl = z
  .union([
    z.literal('').transform(() => undefined),
    z
      .string()
      .trim()
      .max(SCREENSHOT_URL_MAX, 'validation.tooLong')
      .pipe(z.url({ protocol: /^https$/, error: 'validation.httpsUrl' })),
  ])
  .optional();

/** POST /api/games/:gameId/var-reports (a player, with `x-game-token`): a report on the open or a played tile. */
export const varReportInputSchema = z.object({
  clientId: clientIdSchema,
  /** The open tile or a played tile of this game. */
  tileId: z.string().min(1).max(100),
  reason: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(VAR_REASON_MAX, 'validation.tooLong'),
  /** An optional https link to a screenshot. */
  screenshotUrl: optionalHttpsUrl,
});
export type VarReportInput = z.input<typeof varReportInputSchema>;

export const varReportSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  teamId: z.string(),
  playerId: z.string(),
  nickname: z.string(),
  tileId: z.string(),
  questionId: z.string(),
  reason: z.string(),
  screenshotUrl: z.string().nullable(),
  status: z.enum(VAR_REPORT_STATUSES),
  createdAt: z.string(),
});
export type VarReport = z.infer<typeof varReportSchema>;
export const varReportListSchema = z.object({ reports: z.array(varReportSchema) });

export const resolveVarReportInputSchema = z.object({ status: z.enum(['accepted', 'rejected']) });

// ---- Lifeline statistics ----------------------------------------------------------------------------------------

/** How a used lifeline turned out, recorded when its tile is marked (or the game ends). */
export const LIFELINE_OUTCOMES = ['correct', 'correct_second', 'stolen', 'nobody', 'game_ended'] as const;
export type LifelineOutcome = (typeof LIFELINE_OUTCOMES)[number];

// ---- Errors -----------------------------------------------------------------------------------------------------

/** `game.errors.*` keys the server sends besides the engine's rejection codes (RejectionCode in ../game/types). */
export const GAME_SERVER_ERROR_CODES = [
  'gameNotFound',
  'roomNotFound',
  'roomLocked',
  'gameFinished',
  'nicknameTaken',
  'playerRemoved',
  'invalidToken',
  'notHost',
  'notPlayer',
  'noReplacement',
  'tileNotReportable',
  'rateLimited',
  'busy',
  'nicknameNotAllowed',
  'tooManyRoomCodes',
] as const;
export type GameServerErrorCode = (typeof GAME_SERVER_ERROR_CODES)[number];
export type GameErrorKey = `game.errors.${GameServerErrorCode | RejectionCode}`;

/** `{ code, key }`: the shape of a refused socket command and of the `app:error` event. */
export const gameErrorSchema = z.object({ code: z.string(), key: z.string() });
export type GameError = z.infer<typeof gameErrorSchema>;

// ---- Views (what the engine's viewFor produces, per role) -------------------------------------------------------

const mediaSchema = z.object({
  image: z.string().optional(),
  imageAlt: localizedSchema.optional(),
  video: z
    .object({ youtubeId: z.string(), start: z.number().optional(), end: z.number().optional() })
    .optional(),
  audio: z.string().optional(),
});

const hiddenAnswerQuestionSchema = z.object({
  isAnswerShown: z.literal(false),
  questionId: z.string().nullable(),
  answerType: z.enum(ANSWER_TYPES),
  body: localizedSchema,
  options: z.object({ ar: z.array(z.string()), en: z.array(z.string()) }).nullable(),
  media: mediaSchema.nullable(),
});
const shownAnswerQuestionSchema = hiddenAnswerQuestionSchema.extend({
  isAnswerShown: z.literal(true),
  correctIndex: z.number().int().nullable(),
  correctAnswer: localizedSchema.nullable(),
});
/** Players and the display get the hidden form until the reveal: it has no answer field at all. */
export const questionViewSchema = z.discriminatedUnion('isAnswerShown', [
  hiddenAnswerQuestionSchema,
  shownAnswerQuestionSchema,
]);

export const timerViewSchema = z.object({
  status: z.enum(['waiting', 'running', 'call', 'paused', 'stopped', 'expired']),
  remainingMs: z.number(),
  durationMs: z.number(),
  /** Epoch ms on the server clock; render with the clock offset measured by time:sync. */
  deadline: z.number().nullable(),
  callEndsAt: z.number().nullable(),
  callRemainingMs: z.number().nullable(),
});

const multiplierSchema = z.union(CRAZY_MULTIPLIERS.map((value) => z.literal(value)));

export const tileViewSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  points: z.number().int(),
  isPlayed: z.boolean(),
  isOpen: z.boolean(),
  winnerTeamId: z.string().nullable(),
  surprise: z.enum(SURPRISES).nullable(),
  multiplier: multiplierSchema.nullable(),
  questionId: z.string().nullable(),
});

export const openTileViewSchema = z.object({
  tileId: z.string(),
  teamId: z.string(),
  openedAt: z.number(),
  questionStartedAt: z.number().nullable(),
  value: z.number().int(),
  surprise: z.enum(SURPRISES).nullable(),
  multiplier: multiplierSchema.nullable(),
  flipOpponentTeamId: z.string().nullable(),
  isRefillPending: z.boolean(),
  activeLifelines: z.array(z.enum(LIFELINES)),
  timer: timerViewSchema,
  question: questionViewSchema.nullable(),
  answers: z.array(
    z.object({
      teamId: z.string(),
      playerId: z.string().nullable(),
      at: z.number(),
      answer: answerSchema.nullable(),
    }),
  ),
});

export const teamViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  colour: z.enum(TEAM_COLOURS),
  score: z.number().int(),
  lifelines: z.array(z.object({ lifeline: z.enum(LIFELINES), state: z.enum(LIFELINE_STATES) })),
});

export const scoreEntrySchema = z.object({
  seq: z.number().int(),
  teamId: z.string(),
  amount: z.number().int(),
  reason: z.enum(SCORE_REASONS),
  tileId: z.string().nullable(),
  lifeline: z.enum(LIFELINES).nullable(),
  surprise: z.enum(SURPRISES).nullable(),
  note: z.string().nullable(),
  at: z.number(),
});

export const gameResultSchema = z.object({
  reason: z.enum(['all_tiles_played', 'ended_by_host']),
  winnerTeamIds: z.array(z.string()),
  isDraw: z.boolean(),
  finishedAt: z.number(),
});

export const GAME_ROLES = ['host', 'player', 'display'] as const;
export type GameRole = (typeof GAME_ROLES)[number];

/** One role's projection of the game (engine views.ts `viewFor`). */
export const gameViewSchema = z.object({
  role: z.enum(GAME_ROLES),
  version: z.number().int(),
  serverNow: z.number(),
  phase: z.enum(PHASES),
  options: gameOptionsSchema,
  teams: z.array(teamViewSchema),
  turnTeamId: z.string(),
  categoryIds: z.array(z.string()),
  tiles: z.array(tileViewSchema),
  openTile: openTileViewSchema.nullable(),
  scoreLog: z.array(scoreEntrySchema),
  result: gameResultSchema.nullable(),
});
export type { GameView };

// The schema and the engine's type describe the same JSON (checked by the compiler in both directions).
type Assignable<A extends B, B> = A;
export type _ViewMatchesSchema = Assignable<GameView, z.output<typeof gameViewSchema>>;
export type _SchemaMatchesView = Assignable<z.output<typeof gameViewSchema>, GameView>;

/** Who this connection is in the game. */
export const viewerSchema = z.discriminatedUnion('role', [
  z.object({ role: z.literal('host') }),
  z.object({
    role: z.literal('player'),
    playerId: z.string(),
    nickname: z.string(),
    teamId: z.string(),
  }),
  z.object({ role: z.literal('display') }),
]);
export type Viewer = z.infer<typeof viewerSchema>;

/** Everything a screen needs to draw itself: the room, this role's view and who is looking. */
export const gameSnapshotSchema = z.object({
  room: roomInfoSchema,
  view: gameViewSchema,
  viewer: viewerSchema,
});
export type GameSnapshot = z.infer<typeof gameSnapshotSchema>;
