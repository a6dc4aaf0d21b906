import { describe, expect, it } from 'vitest';
import {
  basePoints,
  giftPointChange,
  leadingOtherTeam,
  questionTimeMs,
  resultPointChanges,
  secondAnswerPoints,
  standings,
  tileValue,
  type ResultInput,
} from './scoring';

const teams = [
  { id: 'a', score: 0 },
  { id: 'b', score: 0 },
  { id: 'c', score: 0 },
];
const result = (overrides: Partial<ResultInput>): ResultInput => ({
  value: 400,
  turnTeamId: 'a',
  winnerTeamId: 'a',
  attempt: 'first',
  flipOpponentTeamId: null,
  surprise: null,
  teams,
  ...overrides,
});
const net = (changes: { teamId: string; amount: number }[]) =>
  Object.fromEntries(
    ['a', 'b', 'c'].map((id) => [
      id,
      changes.filter((c) => c.teamId === id).reduce((s, c) => s + c.amount, 0),
    ]),
  );

describe('tile points', () => {
  it('the scale sets the base points', () => {
    expect(basePoints('standard', 'easy')).toBe(200);
    expect(basePoints('half', 'hard')).toBe(300);
    expect(basePoints('double', 'medium')).toBe(800);
  });

  it('a double surprise doubles the tile and a crazy multiplier multiplies it', () => {
    expect(tileValue({ points: 400, surprise: null, multiplier: null })).toBe(400);
    expect(tileValue({ points: 400, surprise: 'double', multiplier: null })).toBe(800);
    expect(tileValue({ points: 400, surprise: 'gift', multiplier: null })).toBe(400);
    expect(tileValue({ points: 600, surprise: null, multiplier: 3 })).toBe(1800);
  });

  it('a right second answer earns half, rounded down to a multiple of 10', () => {
    expect(secondAnswerPoints(400)).toBe(200);
    expect(secondAnswerPoints(300)).toBe(150);
    expect(secondAnswerPoints(250)).toBe(120);
    expect(secondAnswerPoints(130)).toBe(60);
    expect(secondAnswerPoints(100)).toBe(50);
  });

  it('the question time is halved in crazy mode', () => {
    expect(questionTimeMs({ questionTimeSec: 60, mode: 'traditional' })).toBe(60_000);
    expect(questionTimeMs({ questionTimeSec: 45, mode: 'crazy' })).toBe(22_500);
  });
});

describe('marking a result', () => {
  it('the team in turn answering right gets the tile points', () => {
    expect(resultPointChanges(result({}))).toEqual([
      { teamId: 'a', amount: 400, reason: 'tile', lifeline: null, surprise: null },
    ]);
  });

  it('a steal earns the stealer the tile points; nobody changes nothing', () => {
    expect(net(resultPointChanges(result({ winnerTeamId: 'b' })))).toEqual({ a: 0, b: 400, c: 0 });
    expect(resultPointChanges(result({ winnerTeamId: null }))).toEqual([]);
  });

  it('flip the table: right doubles and the opponent loses the tile points', () => {
    expect(net(resultPointChanges(result({ flipOpponentTeamId: 'c' })))).toEqual({ a: 800, b: 0, c: -400 });
  });

  it('flip the table: wrong or nobody loses the tile points', () => {
    expect(net(resultPointChanges(result({ flipOpponentTeamId: 'c', winnerTeamId: null })))).toEqual({
      a: -400,
      b: 0,
      c: 0,
    });
  });

  it('a steal on a flipped tile earns normal points, even by the chosen opponent', () => {
    expect(net(resultPointChanges(result({ flipOpponentTeamId: 'b', winnerTeamId: 'b' })))).toEqual({
      a: -400,
      b: 400,
      c: 0,
    });
  });

  it('flip with a right second answer doubles the half points', () => {
    expect(net(resultPointChanges(result({ flipOpponentTeamId: 'b', attempt: 'second' })))).toEqual({
      a: 400,
      b: -400,
      c: 0,
    });
  });

  it('the steal surprise takes the tile points from the leading other team', () => {
    const scored = [
      { id: 'a', score: 100 },
      { id: 'b', score: 900 },
      { id: 'c', score: 500 },
    ];
    expect(net(resultPointChanges(result({ surprise: 'steal', teams: scored })))).toEqual({
      a: 400,
      b: -400,
      c: 0,
    });
    // When the leader itself answers, the next best other team loses.
    expect(net(resultPointChanges(result({ surprise: 'steal', teams: scored, winnerTeamId: 'b' })))).toEqual({
      a: 0,
      b: 400,
      c: -400,
    });
    expect(resultPointChanges(result({ surprise: 'steal', winnerTeamId: null }))).toEqual([]);
  });

  it('the leading other team on equal scores is the next in turn order after the scorer', () => {
    expect(leadingOtherTeam(teams, 'a')).toBe('b');
    expect(leadingOtherTeam(teams, 'b')).toBe('c');
    expect(leadingOtherTeam(teams, 'c')).toBe('a');
    expect(leadingOtherTeam([{ id: 'a', score: 0 }], 'a')).toBeNull();
  });

  it('the gift gives the tile points at once', () => {
    expect(giftPointChange('a', 600)).toEqual({
      teamId: 'a',
      amount: 600,
      reason: 'surprise',
      lifeline: null,
      surprise: 'gift',
    });
  });
});

describe('standings', () => {
  it('the highest score wins; equal top scores are a draw', () => {
    expect(
      standings([
        { id: 'a', score: -200 },
        { id: 'b', score: -400 },
      ]),
    ).toEqual({ winnerTeamIds: ['a'], isDraw: false });
    expect(
      standings([
        { id: 'a', score: 600 },
        { id: 'b', score: 200 },
        { id: 'c', score: 600 },
      ]),
    ).toEqual({ winnerTeamIds: ['a', 'c'], isDraw: true });
  });
});
