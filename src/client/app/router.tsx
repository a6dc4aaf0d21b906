import { createBrowserRouter, matchRoutes, redirect, type RouteObject } from 'react-router';
import { LoadingIndicator } from '../components/ui/loading-indicator';
import { requireSession } from '../features/auth/require-session';
import { DeferredRouteErrorScreen } from '../features/errors/deferred-error-screens';
import { RootLayout, SHOW_LAYOUT } from './root-layout';

/** Every route of SPEC.md section 2; each page is its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <DeferredRouteErrorScreen />,
    hydrateFallbackElement: <LoadingIndicator size="xl" className="min-h-dvh" />,
    children: [
      { index: true, lazy: () => import('../routes/home/page') },
      {
        // Every page but home fetches data; the query cache loads with the first of them.
        lazy: () => import('./query-layout'),
        children: [
          { path: 'how-to-play', lazy: () => import('../routes/how-to-play/page') },
          { path: 'contact', lazy: () => import('../routes/contact/page') },
          { path: 'categories', lazy: () => import('../routes/categories/page') },
          { path: 'about', lazy: () => import('../routes/about/page') },
          { path: 'privacy', lazy: () => import('../routes/privacy/page') },
          { path: 'terms', lazy: () => import('../routes/terms/page') },
          { path: 'offline', lazy: () => import('../routes/offline/page') },
          { path: '403', lazy: () => import('../routes/forbidden/page') },
          { path: 'auth', lazy: () => import('../routes/auth/page') },
          { path: 'auth/reset', lazy: () => import('../routes/auth-reset/page') },
          { path: 'verify', lazy: () => import('../routes/verify/page') },
          { path: 'change-password', lazy: () => import('../routes/change-password/page') },
          { path: 'profile', lazy: () => import('../routes/profile/page') },
          { path: 'security', lazy: () => import('../routes/security/page') },
          { path: 'admin', lazy: () => import('../routes/admin/page') },
          { path: 'admin/profile', lazy: () => import('../routes/admin-profile/page') },
          { path: 'admin/unlock', lazy: () => import('../routes/admin-unlock/page') },
          { path: 'admin/content', lazy: () => import('../routes/admin-content/page') },
          { path: 'admin/assets', lazy: () => import('../routes/admin-assets/page') },
          { path: 'admin/ai-studio', lazy: () => import('../routes/admin-ai-studio/page') },
          { path: 'admin/users', lazy: () => import('../routes/admin-users/page') },
          { path: 'admin/users/:userId', lazy: () => import('../routes/admin-user/page') },
          { path: 'admin/games', lazy: () => import('../routes/admin-games/page') },
          { path: 'admin/payments', lazy: () => import('../routes/admin-payments/page') },
          { path: 'admin/games/:gameId', lazy: () => import('../routes/admin-game/page') },
          { path: 'admin/reports', lazy: () => import('../routes/admin-reports/page') },
          { path: 'admin/lifelines', lazy: () => import('../routes/admin-lifelines/page') },
          { path: 'admin/contact', lazy: () => import('../routes/admin-contact/page') },
          { path: 'admin/system', lazy: () => import('../routes/admin-system/page') },
          { path: 'moderator', lazy: () => import('../routes/moderator/page') },
          { path: 'pre-game', lazy: () => import('../routes/pre-game/page') },
          { path: 'room/create', loader: () => redirect('/pre-game') },
          { path: 'room/join', lazy: () => import('../routes/room-join/page') },
          { path: 'room/:roomCode', lazy: () => import('../routes/room-lobby/page') },
          {
            path: 'room/:roomCode/display',
            handle: SHOW_LAYOUT,
            lazy: () => import('../routes/room-display/page'),
          },
          { path: 'game', lazy: () => import('../routes/game-resume/page') },
          { path: 'game/enhanced', lazy: () => import('../routes/game-resume/page') },
          { path: 'game/:gameId', handle: SHOW_LAYOUT, lazy: () => import('../routes/game/page') },
          {
            path: 'analytics',
            loader: requireSession(),
            lazy: () => import('../routes/analytics/page'),
          },
          { path: 'community', lazy: () => import('../routes/community/page') },
          { path: 'monetization', lazy: () => import('../routes/monetization/page') },
          { path: 'challenges', lazy: () => import('../routes/challenges/page') },
          { path: 'leaderboard', lazy: () => import('../routes/leaderboard/page') },
          { path: 'achievements', lazy: () => import('../routes/achievements/page') },
          { path: 'tournaments', lazy: () => import('../routes/tournaments/page') },
          { path: 'play', loader: () => redirect('/categories') },
          { path: 'play-now', loader: () => redirect('/categories') },
          { path: ':slug', lazy: () => import('../routes/dynamic-page/page') },
          { path: '*', lazy: () => import('../routes/not-found/page') },
        ],
      },
    ],
  },
];

/**
 * Loads the lazy routes that match `pathname` into the route table, so a prerendered page hydrates at once with
 * the same components it was rendered with (React Router would otherwise show its fallback while loading them).
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

export function createRouter() {
  return createBrowserRouter(routes);
}
