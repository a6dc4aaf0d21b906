import { describe, expect, it } from 'vitest';
import { advancingPlayers, finalStandings, roundWindows, tournamentStatus } from './tournament';

describe('tournament rules', () => {
  it('the status follows the dates', () => {
    expect(tournamentStatus(10, 20, 9)).toBe('upcoming');
    expect(tournamentStatus(10, 20, 10)).toBe('active');
    expect(tournamentStatus(10, 20, 20)).toBe('completed');
  });

  it('rounds share the time equally and the last closes at the end', () => {
    expect(roundWindows(0, 100, 3)).toEqual([
      { number: 1, opensAt: 0, closesAt: 33 },
      { number: 2, opensAt: 33, closesAt: 67 },
      { number: 3, opensAt: 67, closesAt: 100 },
    ]);
  });

  it('the upper half advances, ties at the cut advance together', () => {
    const scores = (...values: number[]) => values.map((score, i) => ({ userId: `p${i}`, score }));
    expect([...advancingPlayers(scores(500, 300, 200, 0))].sort()).toEqual(['p0', 'p1']);
    expect([...advancingPlayers(scores(500, 300, 0))].sort()).toEqual(['p0', 'p1']);
    expect([...advancingPlayers(scores(500, 300, 300, 0))].sort()).toEqual(['p0', 'p1', 'p2']);
    expect([...advancingPlayers(scores(0))]).toEqual(['p0']);
    expect(advancingPlayers([]).size).toBe(0);
  });

  it('standings: further first, then the last round, then the total; equal players share a rank', () => {
    const standings = finalStandings([
      { userId: 'out-early', roundReached: 1, lastRoundScore: 400, totalScore: 400 },
      { userId: 'second', roundReached: 2, lastRoundScore: 200, totalScore: 700 },
      { userId: 'first', roundReached: 2, lastRoundScore: 300, totalScore: 500 },
      { userId: 'tied', roundReached: 2, lastRoundScore: 200, totalScore: 700 },
    ]);
    expect(standings.map((row) => [row.userId, row.rank])).toEqual([
      ['first', 1],
      ['second', 2],
      ['tied', 2],
      ['out-early', 4],
    ]);
  });
});
