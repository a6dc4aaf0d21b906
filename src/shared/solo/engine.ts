/**
 * The solo round engine (daily challenges and tournament rounds): a fixed list of questions played one after the
 * other, each with its own countdown whose deadline is in the state. Pure like the game engine: no clock, I/O or
 * randomness; the server passes `now` and stores the state. Each answer carries a client id and is applied once;
 * a correct answer earns SOLO_POINTS_MIN..SOLO_POINTS_MAX (more the faster it came), a wrong, missing or late one
 * nothing. The state holds the answer keys: send players `soloView`, never the state.
 */
import type { Answer } from '../game/commands';
import { matchesAnyAnswer } from '../text/match-answer';

export const SOLO_POINTS_MAX = 100;
export const SOLO_POINTS_MIN = 50;
/** Seconds a player has for each question of a solo round. */
export const SOLO_QUESTION_SECONDS = 30;
/** Client ids remembered per round (a round has at most a few dozen answers). */
const CLIENT_IDS_MAX = 200;

/** A question of a round with its key: the correct option, or the accepted written answers of every language. */
export type SoloQuestionKey =
  | { questionId: string; type: 'multiple_choice'; correctIndex: number }
  | { questionId: string; type: 'open'; accepted: string[] };

export type SoloAnswerRecord = {
  questionIndex: number;
  clientId: string;
  /** null: no answer before the time ran out. */
  answer: Answer | null;
  isCorrect: boolean;
  isLate: boolean;
  points: number;
  answeredAt: number;
};

export type SoloState = {
  questions: SoloQuestionKey[];
  questionMs: number;
  startedAt: number;
  /** The open question, or questions.length once finished. */
  current: number;
  /** When the open question closes (epoch ms); null once finished. */
  deadline: number | null;
  answers: SoloAnswerRecord[];
  clientIds: string[];
  score: number;
  finishedAt: number | null;
};

export type SoloRejection = 'questionClosed' | 'roundFinished';

export type SoloResult =
  | { ok: true; state: SoloState; record: SoloAnswerRecord; isDuplicate: boolean }
  | { ok: false; rejection: SoloRejection };

export type SoloAnswerInput = { clientId: string; questionIndex: number; answer: Answer | null };

export function startSoloRound(
  questions: SoloQuestionKey[],
  now: number,
  questionMs = SOLO_QUESTION_SECONDS * 1000,
): SoloState {
  return {
    questions,
    questionMs,
    startedAt: now,
    current: 0,
    deadline: questions.length > 0 ? now + questionMs : null,
    answers: [],
    clientIds: [],
    score: 0,
    finishedAt: questions.length > 0 ? null : now,
  };
}

/** Whether an answer is right for its question's key (written answers by the Arabic-aware matcher). */
export function isCorrectAnswer(key: SoloQuestionKey, answer: Answer | null): boolean {
  if (!answer) return false;
  if (key.type === 'multiple_choice') return answer.kind === 'option' && answer.index === key.correctIndex;
  return answer.kind === 'text' && matchesAnyAnswer(answer.text, key.accepted);
}

/** Points of a correct answer with `remainingMs` of `questionMs` left: MIN at the last moment, MAX at once. */
export function speedPoints(remainingMs: number, questionMs: number): number {
  const share = Math.min(Math.max(remainingMs / questionMs, 0), 1);
  return SOLO_POINTS_MIN + Math.round((SOLO_POINTS_MAX - SOLO_POINTS_MIN) * share);
}

/**
 * Applies an answer to the open question. A client id seen before returns the recorded answer unchanged
 * (`isDuplicate`); an answer to another question than the open one, or after the round, is refused. An answer after
 * the deadline is recorded as late and scores nothing. The next question opens with its deadline from `now`.
 */
export function applySoloAnswer(state: SoloState, input: SoloAnswerInput, now: number): SoloResult {
  if (state.clientIds.includes(input.clientId)) {
    const record = state.answers.find((answer) => answer.clientId === input.clientId);
    if (record) return { ok: true, state, record, isDuplicate: true };
  }
  if (state.finishedAt !== null || state.deadline === null) return { ok: false, rejection: 'roundFinished' };
  if (input.questionIndex !== state.current) return { ok: false, rejection: 'questionClosed' };
  const key = state.questions[state.current]!;
  const isLate = now > state.deadline;
  const isCorrect = !isLate && isCorrectAnswer(key, input.answer);
  const points = isCorrect ? speedPoints(state.deadline - now, state.questionMs) : 0;
  const record: SoloAnswerRecord = {
    questionIndex: state.current,
    clientId: input.clientId,
    answer: input.answer,
    isCorrect,
    isLate,
    points,
    answeredAt: now,
  };
  const next = state.current + 1;
  const isLast = next >= state.questions.length;
  return {
    ok: true,
    isDuplicate: false,
    record,
    state: {
      ...state,
      current: next,
      deadline: isLast ? null : now + state.questionMs,
      answers: [...state.answers, record],
      clientIds: [...state.clientIds, input.clientId].slice(-CLIENT_IDS_MAX),
      score: state.score + points,
      finishedAt: isLast ? now : null,
    },
  };
}

/** The most a round of `count` questions can score. */
export const maxSoloScore = (count: number) => count * SOLO_POINTS_MAX;

export const correctCount = (state: SoloState) => state.answers.filter((answer) => answer.isCorrect).length;

/** What the player may see: progress and the open question's deadline, never the keys. */
export type SoloView = {
  current: number;
  total: number;
  deadline: number | null;
  remainingMs: number | null;
  score: number;
  isFinished: boolean;
  results: Array<{ questionIndex: number; isCorrect: boolean; isLate: boolean; points: number }>;
};

export function soloView(state: SoloState, now: number): SoloView {
  return {
    current: state.current,
    total: state.questions.length,
    deadline: state.deadline,
    remainingMs: state.deadline === null ? null : Math.max(state.deadline - now, 0),
    score: state.score,
    isFinished: state.finishedAt !== null,
    results: state.answers.map(({ questionIndex, isCorrect, isLate, points }) => ({
      questionIndex,
      isCorrect,
      isLate,
      points,
    })),
  };
}
