/**
 * Per-role projections of the game state, as plain JSON for the wire. A view is built field by field (never by
 * spreading the state), so secrets cannot slip through: the seed and PRNG state, hidden surprises, the question
 * ids of unplayed tiles, and, for players and the display, the correct answer before the reveal.
 */
import type { Localized } from '../contracts/categories';
import type { Difficulty } from '../constants';
import type { Answer, GameOptions, Role } from './commands';
import type { AnswerType, Lifeline, Multiplier, Surprise } from './constants';
import { effectiveCountdown, isTimeUp, remainingMs } from './countdown';
import { questionTimeMs, tileValue } from './scoring';
import type { GameResult, GameState, Phase, ScoreEntry, Team, Tile } from './types';

export interface QuestionMedia {
  image?: string;
  imageAlt?: Localized;
  video?: { youtubeId: string; start?: number; end?: number };
  audio?: string;
}

/** A question as the server's lookup returns it. */
export interface QuestionContent {
  body: Localized;
  /** The four options of a choice question; absent for a text question. */
  options?: { ar: readonly string[]; en: readonly string[] } | null;
  correctIndex?: number | null;
  /** The expected written answer of a text question. */
  correctAnswer?: Localized | null;
  media?: QuestionMedia | null;
}

export type QuestionLookup = (questionId: string) => QuestionContent | undefined;

/** The question without its answer: no correct-answer field exists on this shape. */
export interface HiddenAnswerQuestionView {
  isAnswerShown: false;
  /** Null for players and the display until the reveal. */
  questionId: string | null;
  answerType: AnswerType;
  body: Localized;
  options: { ar: string[]; en: string[] } | null;
  media: QuestionMedia | null;
}

export interface ShownAnswerQuestionView extends Omit<HiddenAnswerQuestionView, 'isAnswerShown'> {
  isAnswerShown: true;
  correctIndex: number | null;
  correctAnswer: Localized | null;
}

export type QuestionView = HiddenAnswerQuestionView | ShownAnswerQuestionView;

export type TimerStatus = 'waiting' | 'running' | 'call' | 'paused' | 'stopped' | 'expired';

export interface TimerView {
  status: TimerStatus;
  remainingMs: number;
  durationMs: number;
  deadline: number | null;
  callEndsAt: number | null;
  callRemainingMs: number | null;
}

export interface AnswerView {
  teamId: string;
  /** The phone that sent it (null when the host entered it); shown with the answer. */
  playerId: string | null;
  at: number;
  /** Null when the viewer may not see it yet (another team's answer before the reveal). */
  answer: Answer | null;
}

export interface TileView {
  id: string;
  categoryId: string;
  difficulty: Difficulty;
  points: number;
  isPlayed: boolean;
  isOpen: boolean;
  winnerTeamId: string | null;
  /** Shown only once the tile has opened. */
  surprise: Surprise | null;
  multiplier: Multiplier | null;
  /** Played tiles only (for VAR reports); the open tile's id is on the question. */
  questionId: string | null;
}

export interface OpenTileView {
  tileId: string;
  teamId: string;
  /** Server time the tile opened. */
  openedAt: number;
  /** Server time the question's countdown started (null before); with an answer's `at`, how fast it came. */
  questionStartedAt: number | null;
  /** The tile's points for this play (surprise and multiplier applied). */
  value: number;
  surprise: Surprise | null;
  multiplier: Multiplier | null;
  flipOpponentTeamId: string | null;
  isRefillPending: boolean;
  activeLifelines: Lifeline[];
  timer: TimerView;
  question: QuestionView | null;
  answers: AnswerView[];
}

export interface GameView {
  role: Role;
  version: number;
  /** The server clock when the view was made; clients derive their clock offset from it. */
  serverNow: number;
  phase: Phase;
  options: GameOptions;
  teams: Team[];
  turnTeamId: string;
  categoryIds: string[];
  tiles: TileView[];
  openTile: OpenTileView | null;
  scoreLog: ScoreEntry[];
  result: GameResult | null;
}

export interface ViewOptions {
  now: number;
  questionLookup: QuestionLookup;
  /** The viewing player's team; they see their own team's answers before the reveal. */
  teamId?: string | null;
}

/** The projection of the state for one role. Only the host sees the correct answer before the reveal. */
export function viewFor(state: GameState, role: Role, opts: ViewOptions): GameView {
  const openTileId = state.openTile?.tileId ?? null;
  return {
    role,
    version: state.version,
    serverNow: opts.now,
    phase: state.phase,
    options: viewOptions(state.options),
    teams: state.teams.map((team) => ({
      id: team.id,
      name: team.name,
      colour: team.colour,
      score: team.score,
      lifelines: team.lifelines.map((entry) => ({ lifeline: entry.lifeline, state: entry.state })),
    })),
    turnTeamId: state.turnTeamId,
    categoryIds: [...state.categoryIds],
    tiles: state.tiles.map((tile) => tileView(tile, tile.id === openTileId)),
    openTile: openTileView(state, role, opts),
    scoreLog: state.scoreLog.map((entry) => ({ ...entry })),
    result: state.result ? { ...state.result, winnerTeamIds: [...state.result.winnerTeamIds] } : null,
  };
}

function viewOptions(options: GameOptions): GameOptions {
  return {
    teams: options.teams.map((team) => ({ name: team.name, colour: team.colour })),
    pointScale: options.pointScale,
    questionTimeSec: options.questionTimeSec,
    isSoundOn: options.isSoundOn,
    isFullscreen: options.isFullscreen,
    mode: options.mode,
    lifelines: [...options.lifelines],
  };
}

function tileView(tile: Tile, isOpen: boolean): TileView {
  const isShown = isOpen || tile.isPlayed;
  return {
    id: tile.id,
    categoryId: tile.categoryId,
    difficulty: tile.difficulty,
    points: tile.points,
    isPlayed: tile.isPlayed,
    isOpen,
    winnerTeamId: tile.winnerTeamId,
    surprise: isShown ? tile.surprise : null,
    multiplier: isShown ? tile.multiplier : null,
    questionId: tile.isPlayed ? tile.questionId : null,
  };
}

function openTileView(state: GameState, role: Role, opts: ViewOptions): OpenTileView | null {
  const open = state.openTile;
  const tile = open ? state.tiles.find((candidate) => candidate.id === open.tileId) : undefined;
  if (!open || !tile) return null;
  const isHost = role === 'host';
  const isRevealed = state.phase === 'reveal' && open.revealedAt !== null;
  const isQuestionShown = isHost || open.countdown !== null;
  const turnTeam = state.teams.find((team) => team.id === open.teamId);
  return {
    tileId: tile.id,
    teamId: open.teamId,
    openedAt: open.openedAt,
    questionStartedAt: open.questionStartedAt ?? null,
    value: tileValue(tile),
    surprise: tile.surprise,
    multiplier: tile.multiplier,
    flipOpponentTeamId: open.flipOpponentTeamId,
    isRefillPending: open.isRefillPending,
    activeLifelines: (turnTeam?.lifelines ?? [])
      .filter((entry) => entry.state === 'active')
      .map((entry) => entry.lifeline),
    timer: timerView(state, opts.now),
    question: isQuestionShown ? questionView(tile, opts.questionLookup, isHost || isRevealed) : null,
    answers: open.answers.map((submitted) => ({
      teamId: submitted.teamId,
      playerId: submitted.playerId,
      at: submitted.at,
      answer:
        isHost || isRevealed || (role === 'player' && submitted.teamId === opts.teamId)
          ? { ...submitted.answer }
          : null,
    })),
  };
}

function timerView(state: GameState, now: number): TimerView {
  const durationMs = questionTimeMs(state.options);
  const stored = state.openTile?.countdown ?? null;
  const empty = { deadline: null, callEndsAt: null, callRemainingMs: null };
  if (!stored) return { status: 'waiting', remainingMs: durationMs, durationMs, ...empty };
  const countdown = effectiveCountdown(stored, now);
  const left = remainingMs(countdown, now);
  switch (countdown.status) {
    case 'running':
      return {
        status: isTimeUp(countdown, now) ? 'expired' : 'running',
        remainingMs: left,
        durationMs,
        ...empty,
        deadline: countdown.deadline,
      };
    case 'call':
      return {
        status: 'call',
        remainingMs: left,
        durationMs,
        ...empty,
        callEndsAt: countdown.callEndsAt,
        callRemainingMs: Math.max(0, countdown.callEndsAt - now),
      };
    case 'paused':
      return {
        status: 'paused',
        remainingMs: left,
        durationMs,
        ...empty,
        callRemainingMs: countdown.callRemainingMs,
      };
    case 'stopped':
      return { status: 'stopped', remainingMs: left, durationMs, ...empty };
    default:
      return countdown satisfies never;
  }
}

function localized(text: Localized): Localized {
  return { ar: text.ar, en: text.en };
}

function mediaView(media: QuestionMedia | null | undefined): QuestionMedia | null {
  if (!media) return null;
  const view: QuestionMedia = {};
  if (media.image !== undefined) view.image = media.image;
  if (media.imageAlt !== undefined) view.imageAlt = localized(media.imageAlt);
  if (media.video !== undefined) {
    const video: NonNullable<QuestionMedia['video']> = { youtubeId: media.video.youtubeId };
    if (media.video.start !== undefined) video.start = media.video.start;
    if (media.video.end !== undefined) video.end = media.video.end;
    view.video = video;
  }
  if (media.audio !== undefined) view.audio = media.audio;
  return view;
}

/** Built from an explicit list of fields; the answer fields are added only when the viewer may see them. */
function questionView(tile: Tile, lookup: QuestionLookup, isAnswerShown: boolean): QuestionView | null {
  const content = lookup(tile.questionId);
  if (!content) return null;
  const hidden: HiddenAnswerQuestionView = {
    isAnswerShown: false,
    questionId: isAnswerShown ? tile.questionId : null,
    answerType: tile.answerType,
    body: localized(content.body),
    options: content.options ? { ar: [...content.options.ar], en: [...content.options.en] } : null,
    media: mediaView(content.media),
  };
  if (!isAnswerShown) return hidden;
  return {
    ...hidden,
    isAnswerShown: true,
    correctIndex: content.correctIndex ?? null,
    correctAnswer: content.correctAnswer ? localized(content.correctAnswer) : null,
  };
}
