import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applySoloAnswer,
  correctCount,
  maxSoloScore,
  SOLO_POINTS_MAX,
  SOLO_POINTS_MIN,
  type SoloAnswerInput,
  type SoloQuestionKey,
  type SoloState,
  soloView,
  startSoloRound,
} from './engine';

const T0 = Date.UTC(2026, 10, 24, 8);
const MS = 30_000;
const QUESTIONS: SoloQuestionKey[] = [
  { questionId: 'q1', type: 'multiple_choice', correctIndex: 2 },
  { questionId: 'q2', type: 'open', accepted: ['القاهرة', 'Cairo'] },
  { questionId: 'q3', type: 'multiple_choice', correctIndex: 0 },
];

function play(state: SoloState, input: SoloAnswerInput, now: number): SoloState {
  const result = applySoloAnswer(state, input, now);
  if (!result.ok) throw new Error(result.rejection);
  return result.state;
}

describe('a solo round', () => {
  it('scores faster correct answers higher, wrong and written-wrong answers nothing, and finishes', () => {
    let state = startSoloRound(QUESTIONS, T0, MS);
    expect(state.deadline).toBe(T0 + MS);
    state = play(state, { clientId: 'a', questionIndex: 0, answer: { kind: 'option', index: 2 } }, T0);
    expect(state.score).toBe(SOLO_POINTS_MAX);
    expect(state.deadline).toBe(T0 + MS);
    state = play(
      state,
      { clientId: 'b', questionIndex: 1, answer: { kind: 'text', text: 'قاهره' } },
      T0 + MS / 2,
    );
    expect(state.answers[1]).toMatchObject({ isCorrect: true, points: 75 });
    const end = T0 + MS / 2 + 1000;
    state = play(state, { clientId: 'c', questionIndex: 2, answer: { kind: 'option', index: 1 } }, end);
    expect(state.answers[2]).toMatchObject({ isCorrect: false, points: 0 });
    expect(state).toMatchObject({ current: 3, deadline: null, finishedAt: end, score: 175 });
    expect(correctCount(state)).toBe(2);
    expect(applySoloAnswer(state, { clientId: 'd', questionIndex: 2, answer: null }, end)).toEqual({
      ok: false,
      rejection: 'roundFinished',
    });
  });

  it('gives a late answer nothing, even a right one, and opens the next question', () => {
    const state = startSoloRound(QUESTIONS, T0, MS);
    const result = applySoloAnswer(
      state,
      { clientId: 'a', questionIndex: 0, answer: { kind: 'option', index: 2 } },
      T0 + MS + 1,
    );
    expect(result.ok && result.record).toMatchObject({ isCorrect: false, isLate: true, points: 0 });
    expect(result.ok && result.state.deadline).toBe(T0 + 2 * MS + 1);
  });

  it('refuses an answer to a closed question and changes nothing', () => {
    const state = startSoloRound(QUESTIONS, T0, MS);
    expect(applySoloAnswer(state, { clientId: 'x', questionIndex: 1, answer: null }, T0)).toEqual({
      ok: false,
      rejection: 'questionClosed',
    });
  });

  it('applies a replayed client id once and returns the recorded answer', () => {
    const state = play(
      startSoloRound(QUESTIONS, T0, MS),
      { clientId: 'a', questionIndex: 0, answer: { kind: 'option', index: 2 } },
      T0 + 1000,
    );
    const replay = applySoloAnswer(
      state,
      { clientId: 'a', questionIndex: 0, answer: { kind: 'option', index: 2 } },
      T0 + 5000,
    );
    expect(replay).toMatchObject({ ok: true, isDuplicate: true, state });
  });

  it('shows the player progress without the keys, and resumes from the stored state', () => {
    const state = play(
      startSoloRound(QUESTIONS, T0, MS),
      { clientId: 'a', questionIndex: 0, answer: null },
      T0,
    );
    const resumed = JSON.parse(JSON.stringify(state)) as SoloState;
    const view = soloView(resumed, T0 + 10_000);
    expect(view).toEqual({
      current: 1,
      total: 3,
      deadline: T0 + MS,
      remainingMs: MS - 10_000,
      score: 0,
      isFinished: false,
      results: [{ questionIndex: 0, isCorrect: false, isLate: false, points: 0 }],
    });
    expect(JSON.stringify(view)).not.toContain('القاهرة');
  });
});

const answerArb = fc.oneof(
  fc.constant(null),
  fc.record({ kind: fc.constant('option' as const), index: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('text' as const), text: fc.constantFrom('القاهرة', 'Cairo', 'Giza', 'x') }),
);
/** Steps of a session: which question the client thinks is open, how long it took, and whether it is a retry. */
const stepsArb = fc.array(
  fc.record({
    answer: answerArb,
    delayMs: fc.integer({ min: 0, max: 2 * MS }),
    offset: fc.integer({ min: -1, max: 1 }),
    replay: fc.boolean(),
  }),
  { maxLength: 12 },
);

type Step = { answer: SoloAnswerInput['answer']; delayMs: number; offset: number; replay: boolean };

function runSteps(steps: Step[]) {
  let state = startSoloRound(QUESTIONS, T0, MS);
  let now = T0;
  let applied = 0;
  const sent: SoloAnswerInput[] = [];
  steps.forEach((step, i) => {
    now += step.delayMs;
    const input: SoloAnswerInput =
      step.replay && sent.length > 0
        ? sent[sent.length - 1]!
        : {
            clientId: `c${i}`,
            questionIndex: state.current + step.offset,
            answer: step.answer,
          };
    sent.push(input);
    const result = applySoloAnswer(state, input, now);
    if (result.ok) {
      if (!result.isDuplicate) applied += 1;
      else expect(result.state).toBe(state);
      state = result.state;
    }
  });
  return { state, applied };
}

describe('solo round properties', () => {
  it('never scores more than the maximum, and every answer is worth 0 or MIN..MAX', () => {
    fc.assert(
      fc.property(stepsArb, (steps) => {
        const { state } = runSteps(steps);
        expect(state.score).toBeLessThanOrEqual(maxSoloScore(QUESTIONS.length));
        for (const answer of state.answers) {
          expect(
            answer.points === 0 || (answer.points >= SOLO_POINTS_MIN && answer.points <= SOLO_POINTS_MAX),
          ).toBe(true);
        }
        expect(state.score).toBe(state.answers.reduce((sum, answer) => sum + answer.points, 0));
      }),
    );
  });

  it('gives the same score for the same answers at the same times', () => {
    fc.assert(
      fc.property(stepsArb, (steps) => {
        expect(runSteps(steps).state).toEqual(runSteps(steps).state);
      }),
    );
  });

  it('counts each answer once: one record per question and per client id', () => {
    fc.assert(
      fc.property(stepsArb, (steps) => {
        const { state, applied } = runSteps(steps);
        expect(state.answers).toHaveLength(applied);
        expect(new Set(state.answers.map((a) => a.questionIndex)).size).toBe(state.answers.length);
        expect(new Set(state.answers.map((a) => a.clientId)).size).toBe(state.answers.length);
        expect(state.answers.length).toBeLessThanOrEqual(QUESTIONS.length);
      }),
    );
  });
});
