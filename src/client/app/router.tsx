import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { LoadingIndicator } from '../components/ui/loading-indicator';
import { requireSession } from '../features/auth/require-session';
import { RouteErrorScreen } from '../features/errors/route-error-screen';
import { RootLayout } from './root-layout';
import { PLACEHOLDER_SCREENS } from './screens';

const placeholder = () => import('../routes/placeholder/page');

/** Admin screens are for admins, the moderator panel for moderators and admins; the server checks again. */
function guardOf(path: string) {
  if (path.startsWith('admin')) return requireSession(['admin']);
  if (path.startsWith('moderator')) return requireSession(['admin', 'moderator']);
  return undefined;
}

/** Every route of SPEC.md section 2; each page is its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
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
          { path: 'moderator', lazy: () => import('../routes/moderator/page') },
          { path: 'pre-game', lazy: () => import('../routes/pre-game/page') },
          { path: 'room/create', loader: () => redirect('/pre-game') },
          { path: 'room/join', lazy: () => import('../routes/room-join/page') },
          { path: 'room/:roomCode', lazy: () => import('../routes/room-lobby/page') },
          { path: 'room/:roomCode/display', lazy: () => import('../routes/room-display/page') },
          { path: 'game', lazy: () => import('../routes/game-resume/page') },
          { path: 'game/enhanced', lazy: () => import('../routes/game-resume/page') },
          { path: 'game/:gameId', lazy: () => import('../routes/game/page') },
          { path: 'challenges', lazy: () => import('../routes/challenges/page') },
          { path: 'leaderboard', lazy: () => import('../routes/leaderboard/page') },
          { path: 'achievements', lazy: () => import('../routes/achievements/page') },
          { path: 'tournaments', lazy: () => import('../routes/tournaments/page') },
          { path: 'play', loader: () => redirect('/categories') },
          { path: 'play-now', loader: () => redirect('/categories') },
          ...PLACEHOLDER_SCREENS.map(({ path, screen }) => ({
            path,
            handle: { screen },
            loader: guardOf(path),
            lazy: placeholder,
          })),
          { path: ':slug', lazy: () => import('../routes/dynamic-page/page') },
          { path: '*', lazy: () => import('../routes/not-found/page') },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
