/** fast-check arbitraries and a simulator shared by the property tests (test code only). */
import fc from 'fast-check';
import type { GameCommandInput } from './commands';
import { GAME_MODES, LIFELINES, POINT_SCALES, QUESTION_TIMES_SEC } from './constants';
import { apply, createGame } from './reducer';
import { nextCommand, sampleBoard, teamsOf, T0 } from './testing';
import type { ApplyResult, GameEvent, GameState } from './types';

export const setupArb = fc.record({
  teams: fc.constantFrom(2, 3),
  mode: fc.constantFrom(...GAME_MODES),
  pointScale: fc.constantFrom(...POINT_SCALES),
  questionTimeSec: fc.constantFrom(...QUESTION_TIMES_SEC),
  lifelines: fc.shuffledSubarray([...LIFELINES], { minLength: 3, maxLength: 3 }),
  seed: fc.nat({ max: 0xffff_ffff }),
});
export type Setup = typeof setupArb extends fc.Arbitrary<infer T> ? T : never;

const teamIdArb = fc.constantFrom('team-1', 'team-2', 'team-3', 'team-4');
const actorArb = fc.oneof(
  fc.constant({ role: 'host' as const }),
  fc.constant({ role: 'display' as const }),
  teamIdArb.map((teamId) => ({ role: 'player' as const, teamId })),
);
/** Commands with arbitrary (mostly illegal) content, and junk. */
const randomCommandArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({
    type: fc.constant('select_tile'),
    tileId: fc.constantFrom('tile-0-easy-1', 'tile-5-hard-2', 'nope', ''),
  }),
  fc.record({
    type: fc.constant('use_lifeline'),
    teamId: teamIdArb,
    lifeline: fc.constantFrom(...LIFELINES),
    opponentTeamId: fc.option(teamIdArb, { nil: undefined }),
  }),
  fc.record({
    type: fc.constant('mark_result'),
    winnerTeamId: fc.option(teamIdArb, { nil: null }),
    attempt: fc.constantFrom('first', 'second'),
  }),
  fc.record({
    type: fc.constant('submit_answer'),
    teamId: teamIdArb,
    answer: fc.oneof(
      fc.record({ kind: fc.constant('option'), index: fc.integer({ min: -1, max: 4 }) }),
      fc.record({ kind: fc.constant('text'), text: fc.string({ maxLength: 8 }) }),
    ),
  }),
  fc.record({
    type: fc.constantFrom(
      'reveal',
      'begin_question',
      'pause',
      'resume',
      'end_call',
      'end_game',
      'switch_turn',
    ),
  }),
  fc.record({
    type: fc.constant('choose_refill'),
    lifeline: fc.option(fc.constantFrom(...LIFELINES), { nil: null }),
  }),
  fc.record({
    type: fc.constant('correct_score'),
    teamId: teamIdArb,
    amount: fc.integer({ min: -2000, max: 2000 }),
    reason: fc.string({ maxLength: 5 }),
  }),
  fc.record({ type: fc.constant('start'), board: fc.constant(sampleBoard()) }),
  fc.record({ type: fc.constant('set_options'), options: fc.constant({ teams: teamsOf(3) }) }),
  fc.anything(),
);

export const actionArb = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record({ kind: fc.constant('next' as const), choice: fc.nat(), detail: fc.nat() }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 70_000 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('random' as const), body: randomCommandArb, actor: actorArb }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replay' as const), index: fc.nat() }) },
);
export type Action = typeof actionArb extends fc.Arbitrary<infer T> ? T : never;

export function newGame(setup: Setup): GameState {
  const created = createGame({
    seed: setup.seed,
    options: {
      teams: teamsOf(setup.teams),
      mode: setup.mode,
      pointScale: setup.pointScale,
      questionTimeSec: setup.questionTimeSec,
      lifelines: setup.lifelines,
    },
  });
  if (!created.ok) throw new Error(created.rejection.code);
  return created.state;
}

export interface Step {
  command: GameCommandInput;
  now: number;
  result: ApplyResult;
  before: GameState;
}

/** Runs the actions from a new game, calling `onStep` after every command. */
export function simulate(setup: Setup, actions: readonly Action[], onStep: (step: Step) => void = () => {}) {
  let state = newGame(setup);
  let now = T0;
  const sent: { command: GameCommandInput; now: number }[] = [];
  const applied: GameCommandInput[] = [];
  const events: GameEvent[] = [];
  actions.forEach((action, index) => {
    let command: GameCommandInput;
    if (action.kind === 'wait') {
      now += action.ms;
      return;
    } else if (action.kind === 'replay') {
      const previous = applied[action.index % Math.max(1, applied.length)];
      if (!previous) return;
      command = previous;
    } else if (action.kind === 'random') {
      const body = action.body;
      command = (
        typeof body === 'object' && body !== null && !Array.isArray(body)
          ? { ...body, commandId: `r${index}`, actor: action.actor }
          : body
      ) as GameCommandInput;
    } else {
      const next = nextCommand(state, action.choice, action.detail);
      command = { ...next.body, commandId: `c${index}`, actor: next.actor } as GameCommandInput;
    }
    const before = state;
    const result = apply(state, command, { now });
    sent.push({ command, now });
    if (result.ok) {
      state = result.state;
      applied.push(command);
      events.push(...result.events);
    }
    onStep({ command, now, result, before });
  });
  return { state, sent, events };
}
