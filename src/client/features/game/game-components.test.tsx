// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GameView } from '../../../shared/game/views';
import type { I18n } from '../../lib/i18n';
import arGame from '../../locales/ar/game.json';
import enGame from '../../locales/en/game.json';
import { setupTestI18n } from '../../testing/setup-i18n';
import { AnswerPad, answersLeft } from './answer-pad';
import { AnswersList } from './answers-list';
import { Board } from './board';
import { Celebration } from './celebration';

const team = (id: string, name: string, colour: 'blue' | 'red' | 'green', score: number) => ({
  id,
  name,
  colour,
  score,
  lifelines: [{ lifeline: 'two_answers' as const, state: 'available' as const }],
});

function viewWith(patch: Partial<GameView>): GameView {
  return {
    role: 'host',
    version: 1,
    serverNow: 0,
    phase: 'board',
    options: {
      teams: [],
      pointScale: 'standard',
      questionTimeSec: 60,
      isSoundOn: false,
      isFullscreen: false,
      mode: 'traditional',
      lifelines: ['phone_a_friend', 'two_answers', 'flip_table'],
    },
    teams: [team('team-1', 'Falcons', 'blue', 600), team('team-2', 'Tigers', 'red', 200)],
    turnTeamId: 'team-1',
    categoryIds: ['c1'],
    tiles: [
      {
        id: 't2',
        categoryId: 'c1',
        difficulty: 'hard',
        points: 600,
        isPlayed: false,
        isOpen: false,
        winnerTeamId: null,
        surprise: null,
        multiplier: null,
        questionId: null,
      },
      {
        id: 't1',
        categoryId: 'c1',
        difficulty: 'easy',
        points: 200,
        isPlayed: true,
        isOpen: false,
        winnerTeamId: 'team-2',
        surprise: null,
        multiplier: null,
        questionId: 'q1',
      },
    ],
    openTile: null,
    scoreLog: [],
    result: null,
    ...patch,
  };
}

type OpenTileView = NonNullable<GameView['openTile']>;

/** Tile t2 open for team-1 with its countdown running. */
function openTileWith(patch: Partial<OpenTileView>): OpenTileView {
  return {
    tileId: 't2',
    teamId: 'team-1',
    openedAt: 0,
    questionStartedAt: 0,
    value: 600,
    surprise: null,
    multiplier: null,
    flipOpponentTeamId: null,
    isRefillPending: false,
    activeLifelines: [],
    timer: {
      status: 'running',
      remainingMs: 1,
      durationMs: 1,
      deadline: 1,
      callEndsAt: null,
      callRemainingMs: null,
    },
    question: null,
    answers: [],
    ...patch,
  };
}

describe('the game components', () => {
  let i18n: I18n;
  beforeAll(() => {
    // jsdom draws nothing: the confetti canvas gets no context and stays still.
    HTMLCanvasElement.prototype.getContext = () => null;
    i18n = setupTestI18n('en', { game: { ar: arGame, en: enGame } });
  });
  afterEach(cleanup);

  it('shows the winner in green and the other teams in red', () => {
    const view = viewWith({
      phase: 'finished',
      result: { reason: 'all_tiles_played', winnerTeamIds: ['team-1'], isDraw: false, finishedAt: 0 },
    });
    render(<Celebration view={view} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('\u2068Falcons\u2069 wins!');
    const [first, second] = screen.getAllByTestId('final-team');
    expect(first!.className).toContain('bg-green-700');
    expect(second!.className).toContain('bg-red-700');
  });

  it('says so when the top scores are equal', () => {
    const view = viewWith({
      teams: [team('team-1', 'Falcons', 'blue', 400), team('team-2', 'Tigers', 'red', 400)],
      phase: 'finished',
      result: { reason: 'ended_by_host', winnerTeamIds: ['team-1', 'team-2'], isDraw: true, finishedAt: 0 },
    });
    render(<Celebration view={view} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('A draw between');
    expect(screen.getAllByTestId('final-team').every((item) => item.className.includes('bg-green-700'))).toBe(
      true,
    );
  });

  it('orders tiles easy to hard and marks a played tile as not pickable, with who won it', () => {
    render(<Board view={viewWith({})} categoryName={() => 'Capitals'} onSelect={() => undefined} />);
    const tiles = screen.getAllByTestId('tile');
    expect(tiles.map((tile) => tile.dataset.tileId)).toEqual(['t1', 't2']);
    expect(tiles[0]!.getAttribute('aria-disabled')).toBe('true');
    expect(tiles[0]!.getAttribute('aria-label')).toBe('Capitals, 200 points, won by \u2068Tigers\u2069');
    expect(tiles[1]!.getAttribute('aria-label')).toBe('Capitals, 600 points, available');
  });

  it('lets a team answer once, and twice with two answers active', () => {
    const openTile = openTileWith({ answers: [{ teamId: 'team-1', playerId: null, at: 0, answer: null }] });
    expect(answersLeft(viewWith({ openTile }), 'team-1')).toBe(0);
    expect(answersLeft(viewWith({ openTile }), 'team-2')).toBe(1);
    expect(
      answersLeft(viewWith({ openTile: { ...openTile, activeLifelines: ['two_answers'] } }), 'team-1'),
    ).toBe(1);
  });

  it("says at the reveal when the player's team sent no answer, and not when it did", () => {
    const question = {
      isAnswerShown: true,
      questionId: 'q2',
      answerType: 'choice' as const,
      body: { ar: 'س', en: 'Q' },
      options: { ar: ['أ', 'ب', 'ج', 'د'], en: ['A', 'B', 'C', 'D'] },
      correctIndex: 0,
      correctAnswer: null,
      media: null,
    };
    const openTile = openTileWith({
      question,
      answers: [{ teamId: 'team-2', playerId: null, at: 1, answer: { kind: 'option', index: 1 } }],
    });
    const pad = (teamId: string) => (
      <AnswerPad
        view={viewWith({ phase: 'reveal', openTile })}
        teamId={teamId}
        countdown={null}
        onAnswer={async () => true}
        queuedAnswer={null}
        isBusy={false}
      />
    );
    const { rerender } = render(pad('team-1'));
    expect(screen.getByTestId('no-team-answer').textContent).toBe('Your team sent no answer.');
    rerender(pad('team-2'));
    expect(screen.queryByTestId('no-team-answer')).toBeNull();
    expect(screen.getByTestId('own-answer').textContent).toContain('B');
  });

  it('says who sent each answer and how many seconds after the question started, in both languages', async () => {
    const openTile = openTileWith({
      openedAt: 1_000,
      questionStartedAt: 5_000,
      answers: [
        { teamId: 'team-1', playerId: 'p1', at: 12_400, answer: null },
        { teamId: 'team-2', playerId: null, at: 6_000, answer: null },
      ],
    });
    const players = [{ id: 'p1', nickname: 'Mariam', teamId: 'team-1' }];
    const view = viewWith({});
    const list = (
      <AnswersList openTile={openTile} teams={view.teams} question={null} isContentHidden players={players} />
    );
    const { rerender } = render(list);
    const [first, second] = screen.getAllByTestId('answer');
    expect(first!.textContent).toContain('by \u2068Mariam\u2069');
    expect(first!.textContent).toContain('after 7 seconds');
    expect(second!.textContent).toContain('after 1 second');
    expect(screen.getAllByTestId('answer-player')).toHaveLength(1);
    await act(() => i18n.changeLanguage('ar'));
    rerender(list);
    expect(screen.getAllByTestId('answer')[0]!.textContent).toContain('بعد 7 ثوانٍ');
    expect(screen.getAllByTestId('answer')[1]!.textContent).toContain('بعد ثانية');
    await act(() => i18n.changeLanguage('en'));
  });

  it('hints "looks right" to the host on a written answer the matcher accepts, and not on another', () => {
    const openTile = openTileWith({
      openedAt: 1_000,
      questionStartedAt: 2_000,
      answers: [
        { teamId: 'team-1', playerId: null, at: 3_000, answer: { kind: 'text', text: 'قاهره' } },
        { teamId: 'team-2', playerId: null, at: 4_000, answer: { kind: 'text', text: 'الجيزة' } },
      ],
    });
    const view = viewWith({});
    render(
      <AnswersList
        openTile={openTile}
        teams={view.teams}
        question={{
          isAnswerShown: true,
          questionId: 'q1',
          answerType: 'text',
          body: { ar: 'ما عاصمة مصر؟', en: 'Capital of Egypt?' },
          options: null,
          media: null,
          correctIndex: null,
          correctAnswer: { ar: 'القاهرة', en: 'Cairo' },
        }}
      />,
    );
    const [first, second] = screen.getAllByTestId('answer');
    expect(first!.textContent).toContain('Looks right');
    expect(second!.textContent).not.toContain('Looks right');
  });
});
