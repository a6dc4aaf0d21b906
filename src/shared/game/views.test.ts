import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionArb, setupArb, simulate } from './simulation.test-support';
import { lobby, sampleLookup, secretOf, startedGame, T0, withSurprise } from './testing';
import type { GameState } from './types';
import { viewFor, type GameView } from './views';

const EASY = 'tile-0-easy-1';
const MEDIUM = 'tile-1-medium-1';

const view = (
  state: GameState,
  role: 'host' | 'player' | 'display',
  now = T0,
  teamId: string | null = null,
) => viewFor(state, role, { now, questionLookup: sampleLookup, teamId });
const json = (value: GameView) => JSON.stringify(value);

describe('the correct answer', () => {
  it('the host sees it while the question is open', () => {
    const game = startedGame().open(EASY);
    const host = view(game.state, 'host');
    expect(host.openTile?.question).toMatchObject({
      isAnswerShown: true,
      questionId: 'q-1-easy-1',
      correctIndex: 2,
      correctAnswer: { en: secretOf('q-1-easy-1') },
    });
  });

  it('players and the display get the question without any answer field before the reveal', () => {
    const game = startedGame().open(EASY);
    for (const role of ['player', 'display'] as const) {
      const projected = view(game.state, role, T0, 'team-1');
      expect(projected.openTile?.question).toEqual({
        isAnswerShown: false,
        questionId: null,
        answerType: 'choice',
        body: { ar: 'سؤال q-1-easy-1', en: 'Question q-1-easy-1' },
        options: { ar: ['أ', 'ب', 'ج', 'د'], en: ['A', 'B', 'C', 'D'] },
        media: { image: 'images/q-1-easy-1.png' },
      });
      expect(json(projected)).not.toContain('correctIndex');
      expect(json(projected)).not.toContain('correctAnswer');
      expect(json(projected)).not.toContain('SECRET-ANSWER');
    }
  });

  it('everyone sees it after the reveal', () => {
    const game = startedGame().open(EASY);
    game.do({ type: 'reveal' });
    expect(view(game.state, 'display').openTile?.question).toMatchObject({
      isAnswerShown: true,
      correctIndex: 2,
    });
  });

  it('the lookup cannot leak extra fields: the question is copied field by field', () => {
    const game = startedGame().open(EASY);
    const leaky = () => ({
      ...sampleLookup('x')!,
      secret: 'LEAK',
      media: { audio: 'a.mp3', correctIndex: 2 } as never,
    });
    const projected = viewFor(game.state, 'player', { now: T0, questionLookup: leaky, teamId: 'team-1' });
    expect(json(projected)).not.toContain('LEAK');
    expect(json(projected)).not.toContain('correctIndex');
  });
});

describe('what the board shows', () => {
  it('unplayed tiles carry no question id and no surprise; played tiles carry their question id', () => {
    const game = withSurprise(startedGame({ mode: 'surprise' }), MEDIUM, 'double').play(EASY, 'team-1');
    for (const role of ['host', 'player', 'display'] as const) {
      const projected = view(game.state, role);
      expect(projected.tiles.find((tile) => tile.id === EASY)?.questionId).toBe('q-1-easy-1');
      expect(projected.tiles.filter((tile) => !tile.isPlayed).every((tile) => tile.questionId === null)).toBe(
        true,
      );
      expect(projected.tiles.every((tile) => tile.surprise === null)).toBe(true);
    }
    game.do({ type: 'select_tile', tileId: MEDIUM });
    expect(view(game.state, 'display').tiles.find((tile) => tile.id === MEDIUM)?.surprise).toBe('double');
  });

  it('no view carries the seed or the random state', () => {
    const game = startedGame({ mode: 'surprise', seed: 987_654 });
    for (const role of ['host', 'player', 'display'] as const) {
      const projected = json(view(game.state, role));
      expect(projected).not.toContain('rngState');
      expect(projected).not.toContain('seed');
      expect(projected).not.toContain('recentCommandIds');
    }
  });

  it('the surprise shows on the opened tile before the question, which players see only once it starts', () => {
    const game = withSurprise(startedGame({ mode: 'surprise' }), MEDIUM, 'gift');
    game.do({ type: 'select_tile', tileId: MEDIUM });
    const player = view(game.state, 'player', T0, 'team-1');
    expect(player.openTile).toMatchObject({
      surprise: 'gift',
      value: 400,
      question: null,
      timer: { status: 'waiting' },
    });
    expect(view(game.state, 'host').openTile?.question).not.toBeNull();
    game.do({ type: 'begin_question' });
    expect(view(game.state, 'player', T0, 'team-1').openTile?.question).not.toBeNull();
  });

  it('the lobby view has teams and options but no board', () => {
    const projected = view(lobby().state, 'display');
    expect(projected).toMatchObject({
      phase: 'lobby',
      tiles: [],
      openTile: null,
      teams: [{ id: 'team-1' }, { id: 'team-2' }],
    });
  });
});

describe('answers sent by players', () => {
  it('the host sees every answer with its team and time; a player sees only their own team answer', () => {
    const game = startedGame().open(EASY).wait(3_000);
    game.answer('team-1', { kind: 'option', index: 1 });
    game.answer('team-2', { kind: 'option', index: 2 });
    const asHost = view(game.state, 'host').openTile;
    expect(asHost?.questionStartedAt).toBe(T0);
    expect(asHost?.answers).toEqual([
      { teamId: 'team-1', playerId: 'p-team-1', at: T0 + 3_000, answer: { kind: 'option', index: 1 } },
      { teamId: 'team-2', playerId: 'p-team-2', at: T0 + 3_000, answer: { kind: 'option', index: 2 } },
    ]);
    expect(view(game.state, 'player', T0, 'team-1').openTile?.answers).toEqual([
      { teamId: 'team-1', playerId: 'p-team-1', at: T0 + 3_000, answer: { kind: 'option', index: 1 } },
      { teamId: 'team-2', playerId: 'p-team-2', at: T0 + 3_000, answer: null },
    ]);
    expect(view(game.state, 'display').openTile?.answers.map((a) => a.answer)).toEqual([null, null]);
    game.do({ type: 'reveal' });
    expect(view(game.state, 'display').openTile?.answers.map((a) => a.answer)).toEqual([
      { kind: 'option', index: 1 },
      { kind: 'option', index: 2 },
    ]);
  });
});

describe('the timer', () => {
  it('shows the time left from the deadline and the server clock', () => {
    const game = startedGame().open(EASY);
    expect(view(game.state, 'display', T0 + 15_000).openTile?.timer).toEqual({
      status: 'running',
      remainingMs: 45_000,
      durationMs: 60_000,
      deadline: T0 + 60_000,
      callEndsAt: null,
      callRemainingMs: null,
    });
    expect(view(game.state, 'display', T0 + 15_000).serverNow).toBe(T0 + 15_000);
    expect(view(game.state, 'display', T0 + 75_000).openTile?.timer).toMatchObject({
      status: 'expired',
      remainingMs: 0,
    });
  });

  it('during a call shows the call countdown and the frozen question time, then runs again', () => {
    const game = startedGame().open(EASY).wait(10_000);
    game.do({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'phone_a_friend' });
    expect(view(game.state, 'player', T0 + 40_000).openTile?.timer).toMatchObject({
      status: 'call',
      remainingMs: 50_000,
      callEndsAt: T0 + 70_000,
      callRemainingMs: 30_000,
    });
    expect(view(game.state, 'player', T0 + 80_000).openTile?.timer).toMatchObject({
      status: 'running',
      remainingMs: 40_000,
      deadline: T0 + 120_000,
    });
  });

  it('a paused countdown and a revealed one keep their time', () => {
    const game = startedGame().open(EASY).wait(5_000);
    game.do({ type: 'pause' });
    expect(view(game.state, 'display', T0 + 500_000).openTile?.timer).toMatchObject({
      status: 'paused',
      remainingMs: 55_000,
    });
    game.do({ type: 'resume' });
    game.wait(5_000).do({ type: 'reveal' });
    expect(view(game.state, 'display', T0 + 500_000).openTile?.timer).toMatchObject({
      status: 'stopped',
      remainingMs: 50_000,
    });
  });
});

describe('views under random command sequences', () => {
  it('no player or display view ever holds an unrevealed correct answer, nor answers of other tiles', () => {
    fc.assert(
      fc.property(
        setupArb,
        fc.array(actionArb, { minLength: 10, maxLength: 150, size: 'max' }),
        (setup, actions) => {
          simulate(setup, actions, ({ now, result }) => {
            if (!result.ok) return;
            const state = result.state;
            const open = state.openTile;
            const openQuestionId = open
              ? state.tiles.find((tile) => tile.id === open.tileId)?.questionId
              : undefined;
            const isRevealed = state.phase === 'reveal';
            const viewers = [
              view(state, 'display', now),
              ...state.teams.map((team) => view(state, 'player', now, team.id)),
            ];
            for (const projected of viewers) {
              const text = json(projected);
              const secrets = text.match(/SECRET-ANSWER-[^"]+/g) ?? [];
              const allowed = isRevealed && openQuestionId ? [secretOf(openQuestionId)] : [];
              if (secrets.some((secret) => !allowed.includes(secret)))
                expect.fail(`leaked ${secrets.join()}`);
              if (!isRevealed && (text.includes('"correctIndex"') || text.includes('"correctAnswer"'))) {
                expect.fail(`answer field in a ${projected.role} view in phase ${state.phase}`);
              }
              if (text.includes('rngState')) expect.fail('the random state leaked');
            }
          });
        },
      ),
      { numRuns: 200 },
    );
  }, 30_000);
});
