/**
 * The game reducer: apply(state, command, { now }) returns the next state and its events, or a typed rejection.
 * It never throws, reads no clock and draws randomness only from the PRNG state kept in GameState.
 */
import { admissionOf, approvalOf } from './approval';
import { assignSurprises, buildTiles, questionIdsInGame } from './board';
import {
  gameCommandSchema,
  gameOptionsSchema,
  PLAYER_COMMAND_TYPES,
  type CommandOf,
  type GameCommand,
  type GameCommandInput,
  type GameOptions,
  type GameOptionsInput,
  WAITING_PLAYER_COMMAND_TYPES,
} from './commands';
import {
  ADD_TIME_MS,
  ANSWERS_PER_TEAM,
  ANSWERS_WITH_TWO_ANSWERS,
  CRAZY_MULTIPLIERS,
  PHONE_A_FRIEND_MS,
  RECENT_COMMAND_IDS_MAX,
  type Lifeline,
} from './constants';
import { effectiveCountdown, isTimeUp, remainingMs } from './countdown';
import { createRandom, type Random } from './random';
import {
  giftPointChange,
  questionTimeMs,
  resultPointChanges,
  standings,
  tileValue,
  type PointChange,
} from './scoring';
import {
  REJECTION_CODES,
  rejection,
  type ApplyContext,
  type ApplyResult,
  type Countdown,
  type FinishReason,
  type GameEvent,
  type GameState,
  type OpenTile,
  type Phase,
  type Rejection,
  type RejectionCode,
  type Team,
  type Tile,
} from './types';

/** What a command handler sees: a private copy of the state to change, the time, the events and the PRNG. */
interface Draft {
  state: GameState;
  now: number;
  events: GameEvent[];
  rng: Random;
}

type Outcome = Rejection | null;

const teamId = (index: number) => `team-${index + 1}`;

function buildTeams(options: GameOptions): Team[] {
  return options.teams.map((setup, index) => ({
    id: teamId(index),
    name: setup.name,
    colour: setup.colour,
    score: 0,
    lifelines: options.lifelines.map((lifeline) => ({ lifeline, state: 'available' as const })),
  }));
}

/** A new game in the lobby, or the rejection of invalid options. `seed` is an unsigned 32-bit integer. */
export function createGame(input: {
  seed: number;
  options: GameOptionsInput;
}): { ok: true; state: GameState } | { ok: false; rejection: Rejection } {
  const parsed = gameOptionsSchema.safeParse(input.options);
  if (!parsed.success) {
    return { ok: false, rejection: rejectionFromIssues(parsed.error.issues, 'invalidOptions') };
  }
  return { ok: true, state: lobbyState(input.seed, parsed.data) };
}

/** Play again: a new lobby with the same options and teams, scores and lifelines reset, and a new seed. */
export function createRematch(previous: GameState, seed: number): GameState {
  return lobbyState(seed, previous.options);
}

function lobbyState(seed: number, options: GameOptions): GameState {
  const teams = buildTeams(options);
  return {
    version: 0,
    seed: seed >>> 0,
    rngState: seed >>> 0,
    options,
    phase: 'lobby',
    teams,
    categoryIds: [],
    tiles: [],
    turnTeamId: teams[0]?.id ?? teamId(0),
    openTile: null,
    replacedQuestionIds: [],
    scoreLog: [],
    result: null,
    startedAt: null,
    recentCommandIds: [],
  };
}

function rejectionFromIssues(issues: readonly { message: string }[], fallback: RejectionCode): Rejection {
  for (const issue of issues) {
    const code = issue.message.startsWith('game.errors.') ? issue.message.slice('game.errors.'.length) : '';
    const known = REJECTION_CODES.find((candidate) => candidate === code);
    if (known) return rejection(known);
  }
  return rejection(fallback);
}

/** Applies one command. Illegal commands come back as a rejection with an i18n key; nothing throws. */
export function apply(state: GameState, command: GameCommandInput, ctx: ApplyContext): ApplyResult {
  const parsed = gameCommandSchema.safeParse(command);
  if (!parsed.success) {
    return { ok: false, rejection: rejectionFromIssues(parsed.error.issues, 'invalidCommand') };
  }
  const cmd = parsed.data;
  if (state.recentCommandIds.includes(cmd.commandId)) {
    return { ok: false, rejection: rejection('duplicateCommand') };
  }
  const isPlayerCommand = PLAYER_COMMAND_TYPES.includes(cmd.type);
  if (cmd.actor.role !== (isPlayerCommand ? 'player' : 'host')) {
    return { ok: false, rejection: rejection('forbidden') };
  }
  const refusedPlayer = refusedWhileNotIn(state, cmd);
  if (refusedPlayer) return { ok: false, rejection: refusedPlayer };

  const draft: Draft = {
    state: cloneState(state),
    now: ctx.now,
    events: [],
    rng: createRandom(state.rngState),
  };
  settleCall(draft);
  const refused = handle(draft, cmd);
  if (refused) return { ok: false, rejection: refused };

  const next = draft.state;
  next.rngState = draft.rng.state;
  next.version = state.version + 1;
  next.recentCommandIds = [...state.recentCommandIds, cmd.commandId].slice(-RECENT_COMMAND_IDS_MAX);
  return { ok: true, state: next, events: draft.events };
}

/**
 * A copy the handlers may change. Score entries, answers and options are never changed in place once written,
 * so they are shared; everything a handler changes is copied.
 */
function cloneState(state: GameState): GameState {
  const open = state.openTile;
  return {
    ...state,
    teams: state.teams.map((team) => ({ ...team, lifelines: team.lifelines.map((entry) => ({ ...entry })) })),
    categoryIds: [...state.categoryIds],
    tiles: state.tiles.map((tile) => ({ ...tile })),
    openTile: open
      ? { ...open, countdown: open.countdown && { ...open.countdown }, answers: [...open.answers] }
      : null,
    replacedQuestionIds: [...state.replacedQuestionIds],
    scoreLog: [...state.scoreLog],
    result: state.result && { ...state.result, winnerTeamIds: [...state.result.winnerTeamIds] },
    recentCommandIds: [...state.recentCommandIds],
    ...(state.approval && {
      approval: {
        isOn: state.approval.isOn,
        waitingPlayerIds: [...state.approval.waitingPlayerIds],
        turnedAwayPlayerIds: [...state.approval.turnedAwayPlayerIds],
      },
    }),
  };
}

/** A player the host has not let in may only ask to join or leave the waiting list; a turned-away one nothing. */
function refusedWhileNotIn(state: GameState, cmd: GameCommand): Rejection | null {
  if (cmd.actor.role !== 'player' || cmd.actor.playerId === undefined) return null;
  const admission = admissionOf(state, cmd.actor.playerId);
  if (admission === 'turned_away') return rejection('playerTurnedAway');
  if (admission === 'waiting' && !WAITING_PLAYER_COMMAND_TYPES.includes(cmd.type)) {
    return rejection('playerWaiting');
  }
  return null;
}

function handle(draft: Draft, cmd: GameCommand): Outcome {
  switch (cmd.type) {
    case 'set_options':
      return setOptions(draft, cmd);
    case 'start':
      return start(draft, cmd);
    case 'select_tile':
      return selectTile(draft, cmd);
    case 'choose_refill':
      return chooseRefill(draft, cmd);
    case 'begin_question':
      return beginQuestion(draft);
    case 'use_lifeline':
      return useLifeline(draft, cmd);
    case 'end_call':
      return endCall(draft);
    case 'pause':
      return pause(draft);
    case 'resume':
      return resume(draft);
    case 'submit_answer':
      return submitAnswer(draft, cmd);
    case 'reveal':
      return reveal(draft);
    case 'mark_result':
      return markResult(draft, cmd);
    case 'switch_turn':
      return switchTurn(draft, cmd);
    case 'correct_score':
      return correctScore(draft, cmd);
    case 'end_game':
      return endGame(draft);
    case 'set_approval':
      return setApproval(draft, cmd);
    case 'ask_to_join':
      return askToJoin(draft, cmd);
    case 'admit_player':
      return decideWaiting(draft, cmd.playerId, 'player_admitted');
    case 'turn_away_player':
      return decideWaiting(draft, cmd.playerId, 'player_turned_away');
    case 'leave_waiting':
      return decideWaiting(
        draft,
        cmd.actor.role === 'player' ? (cmd.actor.playerId ?? '') : '',
        'player_left',
      );
    default:
      return cmd satisfies never;
  }
}

// ---- Countdown --------------------------------------------------------------------------------------------------

function settleCall(draft: Draft): void {
  const open = draft.state.openTile;
  if (open?.countdown) open.countdown = effectiveCountdown(open.countdown, draft.now);
}

// ---- Helpers ----------------------------------------------------------------------------------------------------

function requirePhase(draft: Draft, ...phases: Phase[]): Outcome {
  return phases.includes(draft.state.phase) ? null : rejection('wrongPhase');
}

function findTeam(state: GameState, id: string): Team | undefined {
  return state.teams.find((team) => team.id === id);
}

function openTileOf(state: GameState): { open: OpenTile; tile: Tile } | null {
  const open = state.openTile;
  const tile = open ? state.tiles.find((candidate) => candidate.id === open.tileId) : undefined;
  return open && tile ? { open, tile } : null;
}

function addPoints(
  draft: Draft,
  change: PointChange,
  tileId: string | null,
  note: string | null = null,
): void {
  const team = findTeam(draft.state, change.teamId);
  if (!team || change.amount === 0) return;
  team.score += change.amount;
  const entry = {
    seq: draft.state.scoreLog.length + 1,
    teamId: change.teamId,
    amount: change.amount,
    reason: change.reason,
    tileId,
    lifeline: change.lifeline,
    surprise: change.surprise,
    note,
    at: draft.now,
  };
  draft.state.scoreLog.push(entry);
  draft.events.push({ type: 'score_changed', entry: { ...entry } });
}

function nextTeamId(state: GameState, fromTeamId: string): string {
  const index = state.teams.findIndex((team) => team.id === fromTeamId);
  return state.teams[(index + 1) % state.teams.length]?.id ?? fromTeamId;
}

function setTurn(draft: Draft, id: string, isManual: boolean): void {
  draft.state.turnTeamId = id;
  draft.events.push({ type: 'turn_changed', teamId: id, isManual });
}

/** Lifelines used on a question become spent once the tile closes. */
function spendActiveLifelines(state: GameState): void {
  for (const team of state.teams) {
    for (const entry of team.lifelines) if (entry.state === 'active') entry.state = 'used';
  }
}

function finish(draft: Draft, reason: FinishReason): void {
  const { state } = draft;
  state.phase = 'finished';
  state.openTile = null;
  state.result = { reason, ...standings(state.teams), finishedAt: draft.now };
  draft.events.push({ type: 'game_finished', result: { ...state.result } });
}

function startCountdown(draft: Draft, open: OpenTile): void {
  const deadline = draft.now + questionTimeMs(draft.state.options);
  open.countdown = { status: 'running', deadline };
  open.questionStartedAt = draft.now;
  draft.events.push({ type: 'question_started', tileId: open.tileId, deadline });
}

// ---- Lobby ------------------------------------------------------------------------------------------------------

function setOptions(draft: Draft, cmd: CommandOf<'set_options'>): Outcome {
  const refused = requirePhase(draft, 'lobby');
  if (refused) return refused;
  draft.state.options = cmd.options;
  draft.state.teams = buildTeams(cmd.options);
  draft.state.turnTeamId = draft.state.teams[0]?.id ?? teamId(0);
  draft.events.push({ type: 'options_changed' });
  return null;
}

function start(draft: Draft, cmd: CommandOf<'start'>): Outcome {
  const refused = requirePhase(draft, 'lobby');
  if (refused) return refused;
  const { state } = draft;
  const tiles = buildTiles(cmd.board, state.options.pointScale);
  state.tiles = state.options.mode === 'surprise' ? assignSurprises(tiles, draft.rng) : tiles;
  state.categoryIds = cmd.board.categories.map((category) => category.categoryId);
  state.phase = 'board';
  state.startedAt = draft.now;
  draft.events.push({
    type: 'game_started',
    surpriseTileCount: state.tiles.filter((tile) => tile.surprise !== null).length,
  });
  return null;
}

// ---- Approve each player ----------------------------------------------------------------------------------------

/** Approval works until the game ends; the waiting list lives on after the start (players may join late). */
function approvalDraft(draft: Draft): { approval: NonNullable<GameState['approval']> } | Rejection {
  if (draft.state.phase === 'finished') return rejection('wrongPhase');
  const current = approvalOf(draft.state);
  const approval = {
    isOn: current.isOn,
    waitingPlayerIds: [...current.waitingPlayerIds],
    turnedAwayPlayerIds: [...current.turnedAwayPlayerIds],
  };
  draft.state.approval = approval;
  return { approval };
}

function setApproval(draft: Draft, cmd: CommandOf<'set_approval'>): Outcome {
  const found = approvalDraft(draft);
  if ('code' in found) return found;
  const { approval } = found;
  approval.isOn = cmd.isOn;
  draft.events.push({ type: 'approval_changed', isOn: cmd.isOn });
  if (!cmd.isOn) {
    for (const playerId of approval.waitingPlayerIds)
      draft.events.push({ type: 'player_admitted', playerId });
    approval.waitingPlayerIds = [];
  }
  return null;
}

function askToJoin(draft: Draft, cmd: CommandOf<'ask_to_join'>): Outcome {
  if (cmd.actor.role !== 'player' || cmd.actor.playerId !== cmd.playerId) return rejection('forbidden');
  const found = approvalDraft(draft);
  if ('code' in found) return found;
  const { approval } = found;
  if (!approval.isOn) return rejection('approvalOff');
  if (!approval.waitingPlayerIds.includes(cmd.playerId)) {
    approval.waitingPlayerIds.push(cmd.playerId);
    draft.events.push({ type: 'player_waiting', playerId: cmd.playerId });
  }
  return null;
}

/** Lets a waiting player in, turns them away, or takes them off the list because they left. */
function decideWaiting(
  draft: Draft,
  playerId: string,
  outcome: 'player_admitted' | 'player_turned_away' | 'player_left',
): Outcome {
  const found = approvalDraft(draft);
  if ('code' in found) return found;
  const { approval } = found;
  if (!approval.waitingPlayerIds.includes(playerId)) return rejection('notWaiting');
  approval.waitingPlayerIds = approval.waitingPlayerIds.filter((id) => id !== playerId);
  if (outcome !== 'player_admitted') approval.turnedAwayPlayerIds.push(playerId);
  draft.events.push({ type: outcome, playerId });
  return null;
}

// ---- Opening a tile ---------------------------------------------------------------------------------------------

function selectTile(draft: Draft, cmd: CommandOf<'select_tile'>): Outcome {
  const refused = requirePhase(draft, 'board');
  if (refused) return refused;
  const { state } = draft;
  const tile = state.tiles.find((candidate) => candidate.id === cmd.tileId);
  if (!tile) return rejection('unknownTile');
  if (tile.isPlayed) return rejection('tilePlayed');

  const turnTeam = findTeam(state, state.turnTeamId);
  if (state.options.mode === 'crazy') {
    tile.multiplier = CRAZY_MULTIPLIERS[draft.rng.int(CRAZY_MULTIPLIERS.length)] ?? 1;
  }
  const open: OpenTile = {
    tileId: tile.id,
    teamId: state.turnTeamId,
    openedAt: draft.now,
    questionStartedAt: null,
    countdown: null,
    answers: [],
    flipOpponentTeamId: null,
    isRefillPending:
      tile.surprise === 'refill' && (turnTeam?.lifelines.some((entry) => entry.state === 'used') ?? false),
    revealedAt: null,
  };
  state.openTile = open;
  draft.events.push({
    type: 'tile_opened',
    tileId: tile.id,
    teamId: open.teamId,
    surprise: tile.surprise,
    multiplier: tile.multiplier,
  });
  if (tile.surprise === 'gift') addPoints(draft, giftPointChange(open.teamId, tileValue(tile)), tile.id);

  // A surprise or a multiplier is shown before the question; the host starts the countdown with begin_question.
  if (tile.surprise !== null || tile.multiplier !== null) {
    state.phase = 'intro';
  } else {
    state.phase = 'question';
    startCountdown(draft, open);
  }
  return null;
}

function chooseRefill(draft: Draft, cmd: CommandOf<'choose_refill'>): Outcome {
  const refused = requirePhase(draft, 'intro');
  if (refused) return refused;
  const current = openTileOf(draft.state);
  if (!current?.open.isRefillPending) return rejection('noRefillPending');
  const team = findTeam(draft.state, current.open.teamId);
  if (cmd.lifeline !== null) {
    const entry = team?.lifelines.find((candidate) => candidate.lifeline === cmd.lifeline);
    if (!entry) return rejection('lifelineNotInPlay');
    if (entry.state !== 'used') return rejection('lifelineNotUsed');
    entry.state = 'available';
  }
  current.open.isRefillPending = false;
  draft.events.push({ type: 'refill_chosen', teamId: current.open.teamId, lifeline: cmd.lifeline });
  return null;
}

function beginQuestion(draft: Draft): Outcome {
  const refused = requirePhase(draft, 'intro');
  if (refused) return refused;
  const current = openTileOf(draft.state);
  if (!current) return rejection('wrongPhase');
  if (current.open.isRefillPending) return rejection('refillPending');
  draft.state.phase = 'question';
  startCountdown(draft, current.open);
  return null;
}

// ---- The question -----------------------------------------------------------------------------------------------

function useLifeline(draft: Draft, cmd: CommandOf<'use_lifeline'>): Outcome {
  const refused = requirePhase(draft, 'question');
  if (refused) return refused;
  const { state, now } = draft;
  const current = openTileOf(state);
  if (!current?.open.countdown) return rejection('wrongPhase');
  const { open, tile } = current;
  if (!findTeam(state, cmd.teamId)) return rejection('unknownTeam');
  if (cmd.teamId !== open.teamId) return rejection('notYourTurn');
  const team = findTeam(state, open.teamId);
  const entry = team?.lifelines.find((candidate) => candidate.lifeline === cmd.lifeline);
  if (!entry) return rejection('lifelineNotInPlay');
  if (entry.state !== 'available') return rejection('lifelineUnavailable');
  const countdown = open.countdown;
  if (!countdown) return rejection('wrongPhase');
  if (countdown.status === 'paused') return rejection('paused');
  if (isTimeUp(countdown, now)) return rejection('timeUp');

  const outcome = applyLifeline(draft, cmd, open, tile, countdown);
  if (outcome) return outcome;
  entry.state = 'active';
  draft.events.push({ type: 'lifeline_used', teamId: open.teamId, lifeline: cmd.lifeline, tileId: tile.id });
  return null;
}

function applyLifeline(
  draft: Draft,
  cmd: CommandOf<'use_lifeline'>,
  open: OpenTile,
  tile: Tile,
  countdown: Countdown,
): Outcome {
  const { state, now } = draft;
  const lifeline: Lifeline = cmd.lifeline;
  switch (lifeline) {
    case 'phone_a_friend': {
      open.countdown = {
        status: 'call',
        callEndsAt: now + PHONE_A_FRIEND_MS,
        remainingMs: remainingMs(countdown, now),
      };
      return null;
    }
    case 'add_time': {
      open.countdown =
        countdown.status === 'running'
          ? { ...countdown, deadline: countdown.deadline + ADD_TIME_MS }
          : { ...countdown, remainingMs: remainingMs(countdown, now) + ADD_TIME_MS };
      return null;
    }
    case 'two_answers':
      return null;
    case 'flip_table': {
      const others = state.teams.filter((team) => team.id !== open.teamId);
      const opponentId = cmd.opponentTeamId ?? (others.length === 1 ? others[0]?.id : undefined);
      if (opponentId === undefined) return rejection('opponentRequired');
      if (!others.some((team) => team.id === opponentId)) return rejection('invalidOpponent');
      open.flipOpponentTeamId = opponentId;
      return null;
    }
    case 'change_question': {
      const replacement = cmd.replacement;
      if (!replacement) return rejection('replacementRequired');
      const isSameSlot =
        replacement.categoryId === tile.categoryId && replacement.difficulty === tile.difficulty;
      if (!isSameSlot || questionIdsInGame(state).includes(replacement.questionId)) {
        return rejection('invalidReplacement');
      }
      const previousQuestionId = tile.questionId;
      state.replacedQuestionIds.push(previousQuestionId);
      tile.questionId = replacement.questionId;
      tile.answerType = replacement.answerType;
      open.answers = [];
      draft.events.push({
        type: 'question_changed',
        tileId: tile.id,
        previousQuestionId,
        questionId: tile.questionId,
      });
      startCountdown(draft, open);
      return null;
    }
    default:
      return lifeline satisfies never;
  }
}

function endCall(draft: Draft): Outcome {
  const refused = requirePhase(draft, 'question');
  if (refused) return refused;
  const open = draft.state.openTile;
  if (open?.countdown?.status !== 'call') return rejection('noCallInProgress');
  const deadline = draft.now + open.countdown.remainingMs;
  open.countdown = { status: 'running', deadline };
  draft.events.push({ type: 'call_ended', deadline });
  return null;
}

function pause(draft: Draft): Outcome {
  const refused = requirePhase(draft, 'question');
  if (refused) return refused;
  const open = draft.state.openTile;
  const countdown = open?.countdown;
  if (!open || !countdown) return rejection('wrongPhase');
  if (countdown.status === 'paused') return rejection('paused');
  if (isTimeUp(countdown, draft.now)) return rejection('timeUp');
  open.countdown = {
    status: 'paused',
    remainingMs: remainingMs(countdown, draft.now),
    callRemainingMs: countdown.status === 'call' ? countdown.callEndsAt - draft.now : null,
  };
  draft.events.push({ type: 'countdown_paused' });
  return null;
}

function resume(draft: Draft): Outcome {
  const refused = requirePhase(draft, 'question');
  if (refused) return refused;
  const open = draft.state.openTile;
  const countdown = open?.countdown;
  if (!open || countdown?.status !== 'paused') return rejection('notPaused');
  open.countdown =
    countdown.callRemainingMs === null
      ? { status: 'running', deadline: draft.now + countdown.remainingMs }
      : {
          status: 'call',
          callEndsAt: draft.now + countdown.callRemainingMs,
          remainingMs: countdown.remainingMs,
        };
  draft.events.push({ type: 'countdown_resumed' });
  return null;
}

function submitAnswer(draft: Draft, cmd: CommandOf<'submit_answer'>): Outcome {
  const refused = requirePhase(draft, 'question');
  if (refused) return refused;
  const { state, now } = draft;
  if (cmd.actor.role !== 'player' || cmd.actor.teamId !== cmd.teamId) return rejection('notYourTeam');
  const team = findTeam(state, cmd.teamId);
  if (!team) return rejection('unknownTeam');
  const current = openTileOf(state);
  if (!current?.open.countdown) return rejection('wrongPhase');
  const { open, tile } = current;
  if (isTimeUp(open.countdown, now)) return rejection('timeUp');
  const expectedKind = tile.answerType === 'text' ? 'text' : 'option';
  if (cmd.answer.kind !== expectedKind) return rejection('wrongAnswerType');
  const hasTwoAnswers =
    team.id === open.teamId &&
    team.lifelines.some((entry) => entry.lifeline === 'two_answers' && entry.state === 'active');
  const limit = hasTwoAnswers ? ANSWERS_WITH_TWO_ANSWERS : ANSWERS_PER_TEAM;
  if (open.answers.filter((answer) => answer.teamId === team.id).length >= limit) {
    return rejection('alreadyAnswered');
  }
  open.answers.push({ teamId: team.id, playerId: cmd.actor.playerId ?? null, answer: cmd.answer, at: now });
  draft.events.push({ type: 'answer_submitted', teamId: team.id, at: now });
  return null;
}

// ---- Reveal and result ------------------------------------------------------------------------------------------

function reveal(draft: Draft): Outcome {
  const refused = requirePhase(draft, 'question');
  if (refused) return refused;
  const current = openTileOf(draft.state);
  if (!current?.open.countdown) return rejection('wrongPhase');
  current.open.countdown = { status: 'stopped', remainingMs: remainingMs(current.open.countdown, draft.now) };
  current.open.revealedAt = draft.now;
  draft.state.phase = 'reveal';
  draft.events.push({ type: 'answer_revealed', tileId: current.tile.id });
  return null;
}

function markResult(draft: Draft, cmd: CommandOf<'mark_result'>): Outcome {
  const refused = requirePhase(draft, 'reveal');
  if (refused) return refused;
  const { state } = draft;
  const current = openTileOf(state);
  if (!current) return rejection('wrongPhase');
  const { open, tile } = current;
  if (cmd.winnerTeamId !== null && !findTeam(state, cmd.winnerTeamId)) return rejection('unknownTeam');
  if (cmd.attempt === 'second') {
    const turnTeam = findTeam(state, open.teamId);
    const hasTwoAnswers = turnTeam?.lifelines.some(
      (entry) => entry.lifeline === 'two_answers' && entry.state === 'active',
    );
    if (cmd.winnerTeamId !== open.teamId || !hasTwoAnswers) return rejection('secondAttemptNotAllowed');
  }

  const changes = resultPointChanges({
    value: tileValue(tile),
    turnTeamId: open.teamId,
    winnerTeamId: cmd.winnerTeamId,
    attempt: cmd.attempt,
    flipOpponentTeamId: open.flipOpponentTeamId,
    surprise: tile.surprise,
    teams: state.teams,
  });
  draft.events.push({
    type: 'result_marked',
    tileId: tile.id,
    winnerTeamId: cmd.winnerTeamId,
    attempt: cmd.attempt,
  });
  for (const change of changes) addPoints(draft, change, tile.id);

  tile.isPlayed = true;
  tile.winnerTeamId = cmd.winnerTeamId;
  spendActiveLifelines(state);
  state.openTile = null;
  // The turn passes in order after every marked tile, whoever scored.
  setTurn(draft, nextTeamId(state, open.teamId), false);
  if (state.tiles.every((candidate) => candidate.isPlayed)) finish(draft, 'all_tiles_played');
  else state.phase = 'board';
  return null;
}

// ---- Host controls ----------------------------------------------------------------------------------------------

function switchTurn(draft: Draft, cmd: CommandOf<'switch_turn'>): Outcome {
  const refused = requirePhase(draft, 'board');
  if (refused) return refused;
  const target = cmd.teamId ?? nextTeamId(draft.state, draft.state.turnTeamId);
  if (!findTeam(draft.state, target)) return rejection('unknownTeam');
  setTurn(draft, target, true);
  return null;
}

function correctScore(draft: Draft, cmd: CommandOf<'correct_score'>): Outcome {
  if (draft.state.phase === 'lobby') return rejection('wrongPhase');
  if (!findTeam(draft.state, cmd.teamId)) return rejection('unknownTeam');
  const change: PointChange = {
    teamId: cmd.teamId,
    amount: cmd.amount,
    reason: 'correction',
    lifeline: null,
    surprise: null,
  };
  addPoints(draft, change, null, cmd.reason);
  const { result } = draft.state;
  // A correction after the end (a late VAR report) can change who won.
  if (result) draft.state.result = { ...result, ...standings(draft.state.teams) };
  return null;
}

function endGame(draft: Draft): Outcome {
  const refused = requirePhase(draft, 'board', 'intro', 'question', 'reveal');
  if (refused) return refused;
  spendActiveLifelines(draft.state);
  finish(draft, 'ended_by_host');
  return null;
}
