/**
 * Screens that later parts of the product fill in; until then each shows its title and a short line.
 * `screen` is the key under `screens.` in the locale files.
 */
export const PLACEHOLDER_SCREENS = [
  { path: 'admin/users', screen: 'adminUsers' },
  { path: 'admin/games', screen: 'adminGames' },
  { path: 'admin/reports', screen: 'adminReports' },
  { path: 'admin/lifelines', screen: 'adminLifelines' },
  { path: 'admin/contact', screen: 'adminContact' },
  { path: 'admin/system', screen: 'adminSystem' },
  { path: 'community', screen: 'community' },
  { path: 'analytics', screen: 'analytics' },
  { path: 'monetization', screen: 'monetization' },
] as const;
