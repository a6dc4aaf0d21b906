import { describe, expect, it } from 'vitest';
import { BOARD_TILE_COUNT } from '../constants';
import type { GameOptionsInput } from './commands';
import { loggedTotal } from './scoring';
import { apply, createGame, createRematch } from './reducer';
import { lobby, sampleBoard, startedGame, T0, teamsOf, withSurprise } from './testing';

const EASY = 'tile-0-easy-1';
const EASY_2 = 'tile-0-easy-2';
const MEDIUM = 'tile-1-medium-1';
const HARD = 'tile-2-hard-1';

describe('setting up', () => {
  it('a new game waits in the lobby with the default options', () => {
    const game = lobby();
    expect(game.state.phase).toBe('lobby');
    expect(game.state.options).toMatchObject({
      pointScale: 'standard',
      questionTimeSec: 60,
      mode: 'traditional',
      lifelines: ['phone_a_friend', 'two_answers', 'flip_table'],
      isSoundOn: true,
      isFullscreen: false,
    });
    expect(game.state.teams.map((team) => team.id)).toEqual(['team-1', 'team-2']);
    expect(game.state.teams[0]?.lifelines.every((entry) => entry.state === 'available')).toBe(true);
  });

  it('needs 2 or 3 teams with names of 1-24 characters and distinct colours', () => {
    const create = (teams: GameOptionsInput['teams']) => createGame({ seed: 1, options: { teams } });
    expect(create(teamsOf(1))).toMatchObject({ ok: false, rejection: { code: 'teamCount' } });
    expect(create([...teamsOf(3), { name: 'Four', colour: 'purple' }])).toMatchObject({ ok: false });
    expect(
      create([
        { name: 'A', colour: 'red' },
        { name: 'B', colour: 'red' },
      ]),
    ).toMatchObject({
      ok: false,
      rejection: { code: 'duplicateColour', i18nKey: 'game.errors.duplicateColour' },
    });
    expect(
      create([
        { name: '', colour: 'red' },
        { name: 'B', colour: 'blue' },
      ]),
    ).toMatchObject({ ok: false });
    expect(
      create([
        { name: 'x'.repeat(25), colour: 'red' },
        { name: 'B', colour: 'blue' },
      ]),
    ).toMatchObject({ ok: false });
    expect(
      create([
        { name: 'x'.repeat(24), colour: 'red' },
        { name: 'فريق', colour: 'blue' },
      ]).ok,
    ).toBe(true);
    expect(create(teamsOf(3)).ok).toBe(true);
  });

  it('plays exactly 3 distinct lifelines out of the 5', () => {
    const create = (lifelines: string[]) =>
      createGame({ seed: 1, options: { teams: teamsOf(2), lifelines: lifelines as never } });
    expect(create(['add_time', 'change_question', 'flip_table']).ok).toBe(true);
    expect(create(['add_time', 'add_time', 'flip_table'])).toMatchObject({
      rejection: { code: 'lifelineCount' },
    });
    expect(create(['add_time', 'flip_table'])).toMatchObject({ rejection: { code: 'lifelineCount' } });
  });

  it('only accepts the offered question times', () => {
    const create = (questionTimeSec: number) =>
      createGame({ seed: 1, options: { teams: teamsOf(2), questionTimeSec: questionTimeSec as 60 } });
    for (const seconds of [30, 45, 60, 90, 120]) expect(create(seconds).ok).toBe(true);
    expect(create(50).ok).toBe(false);
  });

  it('the host may change the options in the lobby, not after the start', () => {
    const game = lobby();
    game.do({ type: 'set_options', options: { teams: teamsOf(3), mode: 'crazy' } });
    expect(game.state.teams).toHaveLength(3);
    expect(game.state.options.mode).toBe('crazy');
    game.do({ type: 'start', board: sampleBoard() });
    expect(game.refuse({ type: 'set_options', options: { teams: teamsOf(2) } }).code).toBe('wrongPhase');
  });

  it('the start lays out 36 tiles of 2 easy, 2 medium and 2 hard per category', () => {
    const game = startedGame();
    expect(game.state.phase).toBe('board');
    expect(game.state.tiles).toHaveLength(BOARD_TILE_COUNT);
    expect(game.state.categoryIds).toEqual(['cat-1', 'cat-2', 'cat-3', 'cat-4', 'cat-5', 'cat-6']);
    expect(game.tile(EASY)).toMatchObject({
      points: 200,
      categoryId: 'cat-1',
      isPlayed: false,
      questionId: 'q-1-easy-1',
    });
    expect(game.tile(MEDIUM).points).toBe(400);
    expect(game.tile(HARD).points).toBe(600);
  });

  it('the point scale sets the tile values: half 100/200/300, double 400/800/1200', () => {
    const half = startedGame({ pointScale: 'half' });
    expect([half.tile(EASY).points, half.tile(MEDIUM).points, half.tile(HARD).points]).toEqual([
      100, 200, 300,
    ]);
    const double = startedGame({ pointScale: 'double' });
    expect([double.tile(EASY).points, double.tile(MEDIUM).points, double.tile(HARD).points]).toEqual([
      400, 800, 1200,
    ]);
  });

  it('refuses a board without 6 categories, with a repeated question, or without 2 of each difficulty', () => {
    const board = sampleBoard();
    const fiveCategories = { categories: board.categories.slice(0, 5) };
    expect(lobby().refuse({ type: 'start', board: fiveCategories }).code).toBe('invalidBoard');
    const repeated = structuredClone(board);
    repeated.categories[1]!.questions[0]!.questionId = 'q-1-easy-1';
    expect(lobby().refuse({ type: 'start', board: repeated }).code).toBe('invalidBoard');
    const threeHard = structuredClone(board);
    threeHard.categories[0]!.questions[0]!.difficulty = 'hard';
    expect(lobby().refuse({ type: 'start', board: threeHard }).code).toBe('invalidBoard');
  });

  it('play again makes a new lobby with the same teams and options', () => {
    const game = startedGame({ teams: 3 }).play(EASY, 'team-1');
    game.do({ type: 'end_game' });
    const again = createRematch(game.state, 7);
    expect(again.phase).toBe('lobby');
    expect(again.seed).toBe(7);
    expect(again.teams.map((team) => [team.name, team.score])).toEqual([
      ['Team 1', 0],
      ['Team 2', 0],
      ['Team 3', 0],
    ]);
    expect(again.scoreLog).toEqual([]);
  });
});

describe('a turn', () => {
  it('the team in turn picks a tile and the countdown runs for the question time', () => {
    const game = startedGame({ questionTimeSec: 45 });
    game.do({ type: 'select_tile', tileId: EASY });
    expect(game.state.phase).toBe('question');
    expect(game.state.openTile).toMatchObject({ tileId: EASY, teamId: 'team-1' });
    expect(game.state.openTile?.countdown).toEqual({ status: 'running', deadline: T0 + 45_000 });
  });

  it('a played tile cannot be picked again, nor an unknown one', () => {
    const game = startedGame().play(EASY, null);
    expect(game.refuse({ type: 'select_tile', tileId: EASY }).code).toBe('tilePlayed');
    expect(game.refuse({ type: 'select_tile', tileId: 'tile-9-easy-1' }).code).toBe('unknownTile');
  });

  it('only the host controls the game; a player is forbidden and so is the display', () => {
    const game = startedGame();
    const player = { role: 'player', teamId: 'team-1' } as const;
    expect(game.refuse({ type: 'select_tile', tileId: EASY }, player)).toEqual({
      code: 'forbidden',
      i18nKey: 'game.errors.forbidden',
    });
    expect(game.refuse({ type: 'end_game' }, { role: 'display' }).code).toBe('forbidden');
  });

  it('time running out does not reveal: the question stays open until the host reveals', () => {
    const game = startedGame().open(EASY);
    game.wait(61_000);
    expect(game.answer('team-1', { kind: 'option', index: 1 })).toMatchObject({
      ok: false,
      rejection: { code: 'timeUp' },
    });
    expect(game.state.phase).toBe('question');
    game.do({ type: 'reveal' });
    expect(game.state.phase).toBe('reveal');
  });

  it('the host may reveal before the time is up, and marks only after the reveal', () => {
    const game = startedGame().open(EASY);
    expect(game.refuse({ type: 'mark_result', winnerTeamId: 'team-1' }).code).toBe('wrongPhase');
    game.wait(10_000).do({ type: 'reveal' });
    expect(game.state.openTile?.countdown).toEqual({ status: 'stopped', remainingMs: 50_000 });
  });

  it('the turn passes 1 -> 2 -> 3 -> 1 after every marked tile, whoever scored', () => {
    const game = startedGame({ teams: 3 });
    const turns: string[] = [game.state.turnTeamId];
    game.play(EASY, 'team-1');
    turns.push(game.state.turnTeamId);
    game.play(EASY_2, 'team-1'); // a steal by team-1 on team-2's tile
    turns.push(game.state.turnTeamId);
    game.play(MEDIUM, null);
    turns.push(game.state.turnTeamId);
    expect(turns).toEqual(['team-1', 'team-2', 'team-3', 'team-1']);
  });

  it('the team in turn that answers right gets the tile points; a steal gets them too; nobody gets nothing', () => {
    const game = startedGame();
    game.play(EASY, 'team-1');
    expect(game.scores()).toEqual([200, 0]);
    game.play(HARD, 'team-1');
    expect(game.scores()).toEqual([800, 0]);
    game.play(MEDIUM, null);
    expect(game.scores()).toEqual([800, 0]);
  });

  it('the host switches the turn by hand on the board, not during a question', () => {
    const game = startedGame({ teams: 3 });
    game.do({ type: 'switch_turn' });
    expect(game.state.turnTeamId).toBe('team-2');
    game.do({ type: 'switch_turn', teamId: 'team-1' });
    expect(game.state.turnTeamId).toBe('team-1');
    expect(game.refuse({ type: 'switch_turn', teamId: 'team-9' }).code).toBe('unknownTeam');
    game.open(EASY);
    expect(game.refuse({ type: 'switch_turn' }).code).toBe('wrongPhase');
  });

  it('the host marks a known team or nobody', () => {
    const game = startedGame().open(EASY);
    game.do({ type: 'reveal' });
    expect(game.refuse({ type: 'mark_result', winnerTeamId: 'team-3' }).code).toBe('unknownTeam');
  });
});

describe('answers sent by players', () => {
  it('a player sends their team answer with the time it arrived', () => {
    const game = startedGame().open(EASY).wait(5_000);
    expect(game.answer('team-2', { kind: 'option', index: 3 }).ok).toBe(true);
    expect(game.state.openTile?.answers).toEqual([
      { teamId: 'team-2', playerId: 'p-team-2', answer: { kind: 'option', index: 3 }, at: T0 + 5_000 },
    ]);
  });

  it('a player answers only for their own team, once per question', () => {
    const game = startedGame().open(EASY);
    const wrongTeam = game.send(
      { type: 'submit_answer', teamId: 'team-1', answer: { kind: 'option', index: 0 } },
      { role: 'player', teamId: 'team-2' },
    );
    expect(wrongTeam).toMatchObject({ ok: false, rejection: { code: 'notYourTeam' } });
    expect(game.answer('team-1', { kind: 'option', index: 0 }).ok).toBe(true);
    expect(game.answer('team-1', { kind: 'option', index: 1 })).toMatchObject({
      rejection: { code: 'alreadyAnswered' },
    });
  });

  it('a written answer is for an open question only', () => {
    const game = startedGame().open(EASY);
    expect(game.answer('team-1', { kind: 'text', text: 'Dubai' })).toMatchObject({
      rejection: { code: 'wrongAnswerType' },
    });
    const board = sampleBoard();
    board.categories[0]!.questions[0]!.answerType = 'text';
    const open = lobby();
    open.do({ type: 'start', board });
    open.open(EASY);
    expect(open.answer('team-1', { kind: 'text', text: 'Dubai' }).ok).toBe(true);
    expect(open.answer('team-2', { kind: 'option', index: 0 })).toMatchObject({
      rejection: { code: 'wrongAnswerType' },
    });
  });

  it('answers are taken only while the question is open', () => {
    const game = startedGame();
    expect(game.answer('team-1', { kind: 'option', index: 0 })).toMatchObject({
      rejection: { code: 'wrongPhase' },
    });
  });
});

describe('lifelines', () => {
  it('only the team in turn uses a lifeline', () => {
    const game = startedGame().open(EASY);
    expect(game.refuse({ type: 'use_lifeline', teamId: 'team-2', lifeline: 'two_answers' })).toEqual({
      code: 'notYourTurn',
      i18nKey: 'game.errors.notYourTurn',
    });
  });

  it('a lifeline is used during the question, not on the board nor after the reveal', () => {
    const game = startedGame();
    expect(game.refuse({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'two_answers' }).code).toBe(
      'wrongPhase',
    );
    game.open(EASY).do({ type: 'reveal' });
    expect(game.refuse({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'two_answers' }).code).toBe(
      'wrongPhase',
    );
  });

  it('each lifeline goes available -> active -> used, once per team', () => {
    const game = startedGame();
    game.open(EASY);
    expect(game.lifelineState('team-1', 'two_answers')).toBe('available');
    game.do({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'two_answers' });
    expect(game.lifelineState('team-1', 'two_answers')).toBe('active');
    expect(game.refuse({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'two_answers' }).code).toBe(
      'lifelineUnavailable',
    );
    game.mark('team-1');
    expect(game.lifelineState('team-1', 'two_answers')).toBe('used');
    game.play(EASY_2, null);
    game.open(MEDIUM);
    expect(game.refuse({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'two_answers' }).code).toBe(
      'lifelineUnavailable',
    );
    // The other team still has its own.
    game.mark(null).open(HARD);
    game.do({ type: 'use_lifeline', teamId: 'team-2', lifeline: 'two_answers' });
  });

  it('a lifeline that is not in play is refused', () => {
    const game = startedGame().open(EASY);
    expect(game.refuse({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'add_time' }).code).toBe(
      'lifelineNotInPlay',
    );
  });

  it('no lifeline once the time is up or while the countdown is paused', () => {
    const game = startedGame().open(EASY);
    game.do({ type: 'pause' });
    expect(game.refuse({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'two_answers' }).code).toBe(
      'paused',
    );
    game.do({ type: 'resume' });
    game.wait(60_000);
    expect(game.refuse({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'two_answers' }).code).toBe(
      'timeUp',
    );
  });

  describe('phone a friend', () => {
    it('pauses the countdown 60 s and then resumes with the time it had left', () => {
      const game = startedGame().open(EASY).wait(20_000);
      game.do({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'phone_a_friend' });
      expect(game.state.openTile?.countdown).toEqual({
        status: 'call',
        callEndsAt: T0 + 80_000,
        remainingMs: 40_000,
      });
      // During the call the question countdown does not move: no time-up even past the old deadline.
      game.wait(55_000);
      expect(game.answer('team-1', { kind: 'option', index: 0 }).ok).toBe(true);
      // After the call ends the countdown runs again from 40 s: deadline = call end + 40 s.
      game.wait(10_000);
      expect(game.answer('team-2', { kind: 'option', index: 0 }).ok).toBe(true);
      expect(game.state.openTile?.countdown).toEqual({ status: 'running', deadline: T0 + 120_000 });
    });

    it('the host may end the call early and the countdown resumes from then', () => {
      const game = startedGame().open(EASY).wait(20_000);
      game.do({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'phone_a_friend' });
      game.wait(15_000).do({ type: 'end_call' });
      expect(game.state.openTile?.countdown).toEqual({ status: 'running', deadline: T0 + 35_000 + 40_000 });
      expect(game.refuse({ type: 'end_call' }).code).toBe('noCallInProgress');
    });

    it('a pause during the call keeps both the call time and the question time', () => {
      const game = startedGame().open(EASY).wait(20_000);
      game.do({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'phone_a_friend' });
      game.wait(10_000).do({ type: 'pause' });
      expect(game.state.openTile?.countdown).toEqual({
        status: 'paused',
        remainingMs: 40_000,
        callRemainingMs: 50_000,
      });
      game.wait(300_000).do({ type: 'resume' });
      expect(game.state.openTile?.countdown).toEqual({
        status: 'call',
        callEndsAt: game.now + 50_000,
        remainingMs: 40_000,
      });
    });
  });

  describe('add time', () => {
    it('adds 30 s to the countdown', () => {
      const game = startedGame({ lifelines: ['add_time', 'two_answers', 'flip_table'] }).open(EASY);
      game.do({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'add_time' });
      expect(game.state.openTile?.countdown).toEqual({ status: 'running', deadline: T0 + 90_000 });
    });

    it('during a call it adds to the time left after the call', () => {
      const game = startedGame({ lifelines: ['add_time', 'phone_a_friend', 'flip_table'] })
        .open(EASY)
        .wait(50_000);
      game.do({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'phone_a_friend' });
      game.do({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'add_time' });
      expect(game.state.openTile?.countdown).toMatchObject({ status: 'call', remainingMs: 40_000 });
    });
  });

  describe('change question', () => {
    const setup = () =>
      startedGame({ lifelines: ['change_question', 'two_answers', 'flip_table'] })
        .open(EASY)
        .wait(30_000);

    it('swaps the question for another of the same category and difficulty and restarts the countdown', () => {
      const game = setup();
      game.answer('team-2', { kind: 'option', index: 1 });
      game.do({
        type: 'use_lifeline',
        teamId: 'team-1',
        lifeline: 'change_question',
        replacement: { questionId: 'q-new', categoryId: 'cat-1', difficulty: 'easy' },
      });
      expect(game.tile(EASY).questionId).toBe('q-new');
      expect(game.state.openTile?.countdown).toEqual({ status: 'running', deadline: game.now + 60_000 });
      expect(game.state.openTile?.answers).toEqual([]);
      expect(game.state.replacedQuestionIds).toEqual(['q-1-easy-1']);
    });

    it('needs a replacement that is not on the board, of the same category and difficulty', () => {
      const use = (replacement?: { questionId: string; categoryId: string; difficulty: 'easy' | 'hard' }) =>
        setup().refuse({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'change_question', replacement })
          .code;
      expect(use()).toBe('replacementRequired');
      expect(use({ questionId: 'q-2-easy-1', categoryId: 'cat-1', difficulty: 'easy' })).toBe(
        'invalidReplacement',
      );
      expect(use({ questionId: 'q-new', categoryId: 'cat-2', difficulty: 'easy' })).toBe(
        'invalidReplacement',
      );
      expect(use({ questionId: 'q-new', categoryId: 'cat-1', difficulty: 'hard' })).toBe(
        'invalidReplacement',
      );
    });
  });

  describe('two answers', () => {
    it('a right first answer earns full points', () => {
      const game = startedGame().open(MEDIUM);
      game.do({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'two_answers' });
      game.mark('team-1', 'first');
      expect(game.score('team-1')).toBe(400);
    });

    it('a right second answer earns half the points', () => {
      const game = startedGame({ pointScale: 'half' }).open(HARD);
      game.do({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'two_answers' });
      game.mark('team-1', 'second');
      expect(game.score('team-1')).toBe(150);
      expect(game.state.scoreLog.at(-1)).toMatchObject({
        reason: 'lifeline',
        lifeline: 'two_answers',
        amount: 150,
      });
    });

    it('the team may send two answers from the phone; other teams one', () => {
      const game = startedGame().open(EASY);
      game.do({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'two_answers' });
      expect(game.answer('team-1', { kind: 'option', index: 0 }).ok).toBe(true);
      expect(game.answer('team-1', { kind: 'option', index: 1 }).ok).toBe(true);
      expect(game.answer('team-1', { kind: 'option', index: 2 }).ok).toBe(false);
      expect(game.answer('team-2', { kind: 'option', index: 2 }).ok).toBe(true);
      expect(game.answer('team-2', { kind: 'option', index: 3 }).ok).toBe(false);
    });

    it('a second attempt is marked only for the team in turn with two answers active', () => {
      const game = startedGame().open(EASY);
      game.do({ type: 'reveal' });
      expect(game.refuse({ type: 'mark_result', winnerTeamId: 'team-1', attempt: 'second' }).code).toBe(
        'secondAttemptNotAllowed',
      );
      const steal = startedGame().open(EASY);
      steal.do({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'two_answers' });
      steal.do({ type: 'reveal' });
      expect(steal.refuse({ type: 'mark_result', winnerTeamId: 'team-2', attempt: 'second' }).code).toBe(
        'secondAttemptNotAllowed',
      );
    });
  });

  describe('flip the table', () => {
    it('a right answer earns double and the opponent loses the tile points', () => {
      const game = startedGame().open(MEDIUM);
      game.do({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'flip_table' });
      game.mark('team-1');
      expect(game.scores()).toEqual([800, -400]);
    });

    it('a wrong answer, or nobody, costs the team the tile points', () => {
      const game = startedGame().open(MEDIUM);
      game.do({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'flip_table' });
      game.mark(null);
      expect(game.scores()).toEqual([-400, 0]);
    });

    it('a steal on a flipped tile earns the stealer normal points only', () => {
      const game = startedGame({ teams: 3 }).open(MEDIUM);
      game.do({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'flip_table', opponentTeamId: 'team-2' });
      game.mark('team-3');
      expect(game.scores()).toEqual([-400, 0, 400]);
    });

    it('with 3 teams the opponent must be chosen; with 2 it is the other team', () => {
      const three = startedGame({ teams: 3 }).open(EASY);
      expect(three.refuse({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'flip_table' }).code).toBe(
        'opponentRequired',
      );
      expect(
        three.refuse({
          type: 'use_lifeline',
          teamId: 'team-1',
          lifeline: 'flip_table',
          opponentTeamId: 'team-1',
        }).code,
      ).toBe('invalidOpponent');
      three.do({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'flip_table', opponentTeamId: 'team-3' });
      three.mark('team-1');
      expect(three.scores()).toEqual([400, 0, -200]);

      const two = startedGame().open(EASY);
      two.do({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'flip_table' });
      expect(two.state.openTile?.flipOpponentTeamId).toBe('team-2');
    });

    it('scores may go below zero', () => {
      const game = startedGame().open(HARD);
      game.do({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'flip_table' });
      game.mark('team-1');
      expect(game.score('team-2')).toBe(-600);
    });
  });
});

describe('score corrections', () => {
  it('the host corrects a score by a signed amount with a reason, and it is logged', () => {
    const game = startedGame().play(EASY, 'team-1');
    game.do({ type: 'correct_score', teamId: 'team-1', amount: -300, reason: 'VAR: wrong answer key' });
    expect(game.score('team-1')).toBe(-100);
    expect(game.state.scoreLog.at(-1)).toMatchObject({
      teamId: 'team-1',
      amount: -300,
      reason: 'correction',
      note: 'VAR: wrong answer key',
    });
  });

  it('a correction needs a reason and a non-zero amount', () => {
    const game = startedGame();
    expect(game.refuse({ type: 'correct_score', teamId: 'team-1', amount: 0, reason: 'x' }).code).toBe(
      'zeroCorrection',
    );
    expect(game.refuse({ type: 'correct_score', teamId: 'team-1', amount: 100, reason: '  ' }).code).toBe(
      'invalidCommand',
    );
    expect(game.refuse({ type: 'correct_score', teamId: 'team-7', amount: 100, reason: 'x' }).code).toBe(
      'unknownTeam',
    );
  });

  it('a correction after the end can change the winner', () => {
    const game = startedGame().play(EASY, 'team-1');
    game.do({ type: 'end_game' });
    expect(game.state.result?.winnerTeamIds).toEqual(['team-1']);
    game.do({ type: 'correct_score', teamId: 'team-2', amount: 200, reason: 'VAR' });
    expect(game.state.result).toMatchObject({ winnerTeamIds: ['team-1', 'team-2'], isDraw: true });
  });
});

describe('surprise mode', () => {
  it('6 tiles hide a surprise, one per category, every kind at least once', () => {
    const game = startedGame({ mode: 'surprise', seed: 123 });
    const surprising = game.state.tiles.filter((tile) => tile.surprise !== null);
    expect(surprising).toHaveLength(6);
    expect(new Set(surprising.map((tile) => tile.categoryId)).size).toBe(6);
    expect(new Set(surprising.map((tile) => tile.surprise))).toEqual(
      new Set(['double', 'steal', 'refill', 'gift']),
    );
    const again = startedGame({ mode: 'surprise', seed: 123 });
    expect(again.state.tiles).toEqual(game.state.tiles);
    const other = startedGame({ mode: 'surprise', seed: 124 });
    expect(other.state.tiles).not.toEqual(game.state.tiles);
  });

  it('the surprise shows when the tile opens, before the question starts', () => {
    const game = withSurprise(startedGame({ mode: 'surprise' }), MEDIUM, 'double');
    const events = game.do({ type: 'select_tile', tileId: MEDIUM });
    expect(events).toContainEqual(expect.objectContaining({ type: 'tile_opened', surprise: 'double' }));
    expect(game.state.phase).toBe('intro');
    expect(game.state.openTile?.countdown).toBeNull();
    game.wait(5_000).do({ type: 'begin_question' });
    expect(game.state.openTile?.countdown).toEqual({ status: 'running', deadline: T0 + 65_000 });
  });

  it('double: the tile is worth double points', () => {
    const game = withSurprise(startedGame({ mode: 'surprise' }), MEDIUM, 'double');
    game.play(MEDIUM, 'team-1');
    expect(game.score('team-1')).toBe(800);
  });

  it('steal: a right answer also takes the tile points from the leading other team', () => {
    const game = startedGame({ mode: 'surprise', teams: 3 });
    withSurprise(game, MEDIUM, null);
    game.play(EASY, 'team-2'); // team-2 leads with 200
    game.play(EASY_2, 'team-3'); // team-3 has 200 too
    withSurprise(game, MEDIUM, 'steal');
    game.play(MEDIUM, 'team-1'); // team-3 in turn; team-1 steals
    // Equal leaders: the first one in turn order after the scorer loses the points.
    expect(game.scores()).toEqual([400, -200, 200]);
  });

  it('refill: the team in turn gets back one used lifeline of its choice', () => {
    const game = startedGame({ mode: 'surprise' });
    withSurprise(game, HARD, null);
    game.open(EASY);
    game.do({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'two_answers' });
    game.mark('team-1').play(EASY_2, null);
    withSurprise(game, HARD, 'refill');
    game.do({ type: 'select_tile', tileId: HARD });
    expect(game.state.openTile?.isRefillPending).toBe(true);
    expect(game.refuse({ type: 'begin_question' }).code).toBe('refillPending');
    expect(game.refuse({ type: 'choose_refill', lifeline: 'flip_table' }).code).toBe('lifelineNotUsed');
    game.do({ type: 'choose_refill', lifeline: 'two_answers' });
    expect(game.lifelineState('team-1', 'two_answers')).toBe('available');
    game.do({ type: 'begin_question' });
    game.do({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'two_answers' });
  });

  it('refill with no used lifeline gives nothing to choose', () => {
    const game = withSurprise(startedGame({ mode: 'surprise' }), EASY, 'refill');
    game.do({ type: 'select_tile', tileId: EASY });
    expect(game.state.openTile?.isRefillPending).toBe(false);
    expect(game.refuse({ type: 'choose_refill', lifeline: 'two_answers' }).code).toBe('noRefillPending');
    game.do({ type: 'begin_question' });
  });

  it('gift: the team in turn gets the tile points at once and the question is still played', () => {
    const game = withSurprise(startedGame({ mode: 'surprise' }), MEDIUM, 'gift');
    game.do({ type: 'select_tile', tileId: MEDIUM });
    expect(game.score('team-1')).toBe(400);
    expect(game.state.scoreLog.at(-1)).toMatchObject({ reason: 'surprise', surprise: 'gift', amount: 400 });
    game.do({ type: 'begin_question' });
    game.mark('team-1');
    expect(game.score('team-1')).toBe(800);
  });
});

describe('crazy mode', () => {
  it('every opened tile reveals a multiplier of x1, x2 or x3 applied to its points', () => {
    const game = startedGame({ mode: 'crazy', seed: 9 });
    const multipliers = new Set<number>();
    while (game.state.phase !== 'finished') {
      const tile = game.nextTile();
      const before = game.score(game.state.turnTeamId);
      const turn = game.state.turnTeamId;
      game.play(tile.id, turn);
      const multiplier = game.tile(tile.id).multiplier;
      expect([1, 2, 3]).toContain(multiplier);
      multipliers.add(multiplier ?? 0);
      expect(game.score(turn) - before).toBe(tile.points * (multiplier ?? 0));
    }
    expect(multipliers).toEqual(new Set([1, 2, 3]));
  });

  it('the multiplier is shown before the question and the question time is halved', () => {
    const game = startedGame({ mode: 'crazy', questionTimeSec: 45 });
    game.do({ type: 'select_tile', tileId: EASY });
    expect(game.state.phase).toBe('intro');
    expect(game.tile(EASY).multiplier).not.toBeNull();
    game.do({ type: 'begin_question' });
    expect(game.state.openTile?.countdown).toEqual({ status: 'running', deadline: T0 + 22_500 });
  });
});

describe('the end', () => {
  it('the game finishes when all 36 tiles are played; the highest score wins', () => {
    const game = startedGame();
    game.play(EASY, 'team-2');
    while (game.state.phase !== 'finished') game.play(game.nextTile().id, null);
    expect(game.state.tiles.filter((tile) => tile.isPlayed)).toHaveLength(36);
    expect(game.state.result).toMatchObject({
      reason: 'all_tiles_played',
      winnerTeamIds: ['team-2'],
      isDraw: false,
    });
  });

  it('the host may end the game early; equal top scores are a draw', () => {
    const game = startedGame({ teams: 3 }).play(EASY, 'team-1').play(EASY_2, 'team-2');
    game.open(MEDIUM);
    game.do({ type: 'use_lifeline', teamId: 'team-3', lifeline: 'two_answers' });
    game.do({ type: 'end_game' });
    expect(game.state.result).toMatchObject({
      reason: 'ended_by_host',
      winnerTeamIds: ['team-1', 'team-2'],
      isDraw: true,
    });
    expect(game.state.openTile).toBeNull();
    expect(game.lifelineState('team-3', 'two_answers')).toBe('used');
  });

  it('nothing but corrections is accepted after the end', () => {
    const game = startedGame();
    game.do({ type: 'end_game' });
    expect(game.refuse({ type: 'select_tile', tileId: EASY }).code).toBe('wrongPhase');
    expect(game.refuse({ type: 'end_game' }).code).toBe('wrongPhase');
  });
});

describe('the reducer', () => {
  it('refuses a replayed command id without changing anything', () => {
    const game = startedGame();
    const command = {
      type: 'select_tile',
      tileId: EASY,
      commandId: 'same',
      actor: { role: 'host' },
    } as const;
    const first = apply(game.state, command, { now: T0 });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(apply(first.state, command, { now: T0 })).toEqual({
      ok: false,
      rejection: { code: 'duplicateCommand', i18nKey: 'game.errors.duplicateCommand' },
    });
  });

  it('counts versions, and a refused command leaves the state as it was', () => {
    const game = startedGame();
    const before = structuredClone(game.state);
    expect(before.version).toBe(1);
    game.refuse({ type: 'reveal' });
    expect(game.state).toEqual(before);
    game.do({ type: 'select_tile', tileId: EASY });
    expect(game.state.version).toBe(2);
    expect(before.phase).toBe('board');
  });

  it('never throws on malformed input', () => {
    const game = startedGame();
    for (const junk of [null, 1, 'x', {}, { type: 'nope' }, { type: 'select_tile' }, []]) {
      expect(apply(game.state, junk as never, { now: T0 })).toMatchObject({
        ok: false,
        rejection: { code: 'invalidCommand' },
      });
    }
  });

  it('the state survives a JSON round trip unchanged', () => {
    const game = startedGame({ mode: 'surprise' }).play(EASY, 'team-1');
    game.open(MEDIUM);
    game.do({ type: 'use_lifeline', teamId: 'team-2', lifeline: 'phone_a_friend' });
    game.answer('team-2', { kind: 'option', index: 1 });
    expect(JSON.parse(JSON.stringify(game.state))).toEqual(game.state);
  });

  it('every score equals the sum of its logged changes', () => {
    const game = startedGame().open(HARD);
    game.do({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'flip_table' });
    game.mark('team-1').play(EASY, 'team-1');
    game.do({ type: 'correct_score', teamId: 'team-2', amount: 50, reason: 'VAR' });
    for (const team of game.state.teams) expect(loggedTotal(game.state.scoreLog, team.id)).toBe(team.score);
  });
});
