/**
 * The error screens load after the page is interactive (main.tsx preloads them when the browser is idle), so the
 * home page does not carry them; until they are in, a loading indicator shows, and if they cannot load (a failed
 * chunk is the usual route error), a minimal screen that needs nothing else.
 */
import { type ComponentProps, lazy, Suspense } from 'react';
import { FirstPageCommit } from '../../app/first-page-commit';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { useTranslation } from '../../lib/use-translation';
import type { ErrorScreen } from './error-screen';

/** The error title and a plain link to the main page. */
export function MinimalErrorScreen() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center">
      <h1 className="text-3xl font-extrabold">{t('errorScreen.title')}</h1>
      <p className="mt-3 text-lg text-ink-700 dark:text-ink-300">{t('errorScreen.text')}</p>
      <a href="/" className="mt-6 font-semibold text-brand-800 underline dark:text-brand-300">
        {t('errorScreen.mainPage')}
      </a>
    </div>
  );
}

const minimal = { default: MinimalErrorScreen };
const loadErrorScreen = () => import('./error-screen');
const loadRouteErrorScreen = () => import('./route-error-screen');

/** Loads both screens ahead of need, one after the other (each module is evaluated in its own task). */
export async function preloadErrorScreens(): Promise<void> {
  await loadErrorScreen().catch(() => undefined);
  await loadRouteErrorScreen().catch(() => undefined);
}

const LazyErrorScreen = lazy(() =>
  loadErrorScreen().then(
    (module) => ({ default: module.ErrorScreen }),
    () => minimal,
  ),
);
const LazyRouteErrorScreen = lazy(() =>
  loadRouteErrorScreen().then(
    (module) => ({ default: module.RouteErrorScreen }),
    () => minimal,
  ),
);

export function DeferredErrorScreen(props: ComponentProps<typeof ErrorScreen>) {
  return (
    <Suspense fallback={<LoadingIndicator size="lg" className="py-24" />}>
      <LazyErrorScreen {...props} />
    </Suspense>
  );
}

/** The router's error element. */
export function DeferredRouteErrorScreen() {
  return (
    <Suspense fallback={<LoadingIndicator size="xl" className="min-h-dvh" />}>
      <LazyRouteErrorScreen />
      <FirstPageCommit />
    </Suspense>
  );
}
