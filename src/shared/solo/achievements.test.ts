import { describe, expect, it } from 'vitest';
import {
  ACHIEVEMENT_KEYS,
  ACHIEVEMENTS,
  achievementProgress,
  emptyStats,
  reachedAchievements,
} from './achievements';

describe('the achievements catalogue', () => {
  it('has at least 20 achievements with distinct keys and positive goals', () => {
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(ACHIEVEMENT_KEYS).size).toBe(ACHIEVEMENTS.length);
    for (const achievement of ACHIEVEMENTS) expect(achievement.goal).toBeGreaterThan(0);
  });

  it('reaches an achievement exactly at its goal, and caps the progress there', () => {
    const stats = { ...emptyStats(), bestStreak: 6, teamWins: 1, totalPoints: 25_000 };
    const reached = reachedAchievements(stats);
    expect(reached).toEqual(expect.arrayContaining(['streak_3', 'first_win', 'points_1000', 'points_10000']));
    expect(reached).not.toContain('streak_7');
    expect(reachedAchievements({ ...stats, bestStreak: 7 })).toContain('streak_7');
    expect(achievementProgress(stats, 'streak_7')).toEqual({ current: 6, goal: 7 });
    expect(achievementProgress(stats, 'points_10000')).toEqual({ current: 10_000, goal: 10_000 });
    expect(reachedAchievements(emptyStats())).toEqual([]);
  });
});
