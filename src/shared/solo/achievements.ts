/**
 * The achievements (SPEC.md section 2, decision 020): each is a goal on one of the player's counters, which the
 * server computes from what happened (daily rounds, team games hosted and played, tournaments won). Pure: the server gives the
 * counters, this says what is earned and how far along each achievement is. Names, descriptions and icons live in
 * the client (locales `solo:achievements.items.<key>` and the icon map).
 */

export const ACHIEVEMENT_STATS = [
  'dailyPlayed',
  'dailyPerfect',
  'bestStreak',
  'correctAnswers',
  'fastAnswers',
  'writtenRight',
  'gamesHosted',
  'gamesPlayed',
  'teamWins',
  'allLifelinesGames',
  'tournamentsWon',
  'totalPoints',
] as const;
export type AchievementStat = (typeof ACHIEVEMENT_STATS)[number];
export type AchievementStats = Record<AchievementStat, number>;

/** A correct solo answer worth at least this many points came fast (within the first fifth of the countdown). */
export const FAST_ANSWER_POINTS = 90;

export const ACHIEVEMENTS = [
  { key: 'first_daily', stat: 'dailyPlayed', goal: 1 },
  { key: 'daily_10', stat: 'dailyPlayed', goal: 10 },
  { key: 'daily_50', stat: 'dailyPlayed', goal: 50 },
  { key: 'streak_3', stat: 'bestStreak', goal: 3 },
  { key: 'streak_7', stat: 'bestStreak', goal: 7 },
  { key: 'streak_30', stat: 'bestStreak', goal: 30 },
  { key: 'perfect_daily', stat: 'dailyPerfect', goal: 1 },
  { key: 'perfect_5', stat: 'dailyPerfect', goal: 5 },
  { key: 'correct_10', stat: 'correctAnswers', goal: 10 },
  { key: 'correct_100', stat: 'correctAnswers', goal: 100 },
  { key: 'correct_500', stat: 'correctAnswers', goal: 500 },
  { key: 'fast_1', stat: 'fastAnswers', goal: 1 },
  { key: 'fast_25', stat: 'fastAnswers', goal: 25 },
  { key: 'written_1', stat: 'writtenRight', goal: 1 },
  { key: 'written_25', stat: 'writtenRight', goal: 25 },
  { key: 'first_host', stat: 'gamesHosted', goal: 1 },
  { key: 'host_10', stat: 'gamesHosted', goal: 10 },
  { key: 'first_game', stat: 'gamesPlayed', goal: 1 },
  { key: 'first_win', stat: 'teamWins', goal: 1 },
  { key: 'wins_10', stat: 'teamWins', goal: 10 },
  { key: 'all_lifelines', stat: 'allLifelinesGames', goal: 1 },
  { key: 'tournament_won', stat: 'tournamentsWon', goal: 1 },
  { key: 'points_1000', stat: 'totalPoints', goal: 1_000 },
  { key: 'points_10000', stat: 'totalPoints', goal: 10_000 },
] as const satisfies ReadonlyArray<{ key: string; stat: AchievementStat; goal: number }>;

export type AchievementKey = (typeof ACHIEVEMENTS)[number]['key'];
export const ACHIEVEMENT_KEYS = ACHIEVEMENTS.map((achievement) => achievement.key) as AchievementKey[];

export const emptyStats = (): AchievementStats =>
  Object.fromEntries(ACHIEVEMENT_STATS.map((stat) => [stat, 0])) as AchievementStats;

/** The keys whose goal the counters reach, in catalogue order. */
export function reachedAchievements(stats: AchievementStats): AchievementKey[] {
  return ACHIEVEMENTS.filter((achievement) => stats[achievement.stat] >= achievement.goal).map(
    (achievement) => achievement.key,
  );
}

/** How far along an achievement is: the counter capped at the goal. */
export function achievementProgress(stats: AchievementStats, key: AchievementKey) {
  const achievement = ACHIEVEMENTS.find((candidate) => candidate.key === key)!;
  return { current: Math.min(stats[achievement.stat], achievement.goal), goal: achievement.goal };
}
