import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { LoadingIndicator } from '../components/ui/loading-indicator';
import { RouteErrorScreen } from '../features/errors/route-error-screen';
import { RootLayout } from './root-layout';
import { PLACEHOLDER_SCREENS } from './screens';

const placeholder = () => import('../routes/placeholder/page');

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
          { path: 'play', loader: () => redirect('/categories') },
          { path: 'play-now', loader: () => redirect('/categories') },
          ...PLACEHOLDER_SCREENS.map(({ path, screen }) => ({ path, handle: { screen }, lazy: placeholder })),
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
