/**
 * Screens that later parts of the product fill in; until then each shows its title and a short line.
 * `screen` is the key under `screens.` in the locale files.
 */
export const PLACEHOLDER_SCREENS = [
  { path: 'tournaments', screen: 'tournaments' },
  { path: 'challenges', screen: 'challenges' },
  { path: 'achievements', screen: 'achievements' },
  { path: 'leaderboard', screen: 'leaderboard' },
] as const;
