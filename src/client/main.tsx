import './lib/zod-settings';
import './index.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppShell } from './app/app-shell';
import { afterFirstPageCommit } from './app/first-page-commit';
import { createRouter, loadMatchedRoutes } from './app/router';
import { preloadErrorScreens } from './features/errors/deferred-error-screens';
import { catchEarlyErrors, startErrorReporting } from './features/errors/early-errors';
import { applyLanguage, readLanguage } from './features/preferences/preferences';
import { watchInstallPrompt } from './features/pwa/install-prompt';
import { initI18n } from './lib/i18n';
import { whenIdle, yieldToBrowser } from './lib/idle';

/** Resolves when the browser is next idle: each deferred step below runs in its own idle period. */
const nextIdle = () => new Promise<void>((resolve) => whenIdle(resolve));

/**
 * What the page does not need to render or answer a click, loaded once it is interactive, one module per idle
 * period so that no step becomes a long task on a slow phone (each import is evaluated in its own task): the error
 * reporter (errors before it are kept, early-errors.ts), the error screens, the connection watcher and the service
 * worker's registration (after the load event, so its precaching does not compete with the page).
 */
async function afterHydration(): Promise<void> {
  await startErrorReporting();
  await nextIdle();
  await preloadErrorScreens();
  await nextIdle();
  const { watchConnection } = await import('./features/pwa/pwa-store');
  watchConnection();
  if (!import.meta.env.PROD) return;
  await nextIdle();
  const { registerServiceWorker } = await import('./features/pwa/register-service-worker');
  if (document.readyState === 'complete') void registerServiceWorker();
  else window.addEventListener('load', () => void registerServiceWorker(), { once: true });
}

async function start(): Promise<void> {
  catchEarlyErrors();
  afterFirstPageCommit(() => whenIdle(() => void afterHydration()));
  // The browser's install prompt comes once: listen from the start.
  watchInstallPrompt();
  const language = readLanguage();
  applyLanguage(language);
  const container = document.getElementById('root')!;
  // A page prerendered in the stored language hydrates; any other (or none) is rendered afresh.
  const isPrerendered = container.dataset.language === language;
  const namespaces = isPrerendered ? (container.dataset.namespaces ?? '').split(',') : [];
  const [i18n] = await Promise.all([
    initI18n(language, namespaces),
    isPrerendered ? loadMatchedRoutes(window.location.pathname) : null,
  ]);
  // The route modules were evaluated as they arrived; the router and then the hydration each start a new task, so
  // that none of the three is a long one on a slow phone (links are plain anchors and work meanwhile).
  await yieldToBrowser();
  const router = createRouter();
  await yieldToBrowser();
  const app = (
    <AppShell i18n={i18n}>
      <RouterProvider router={router} />
    </AppShell>
  );
  // Hydrating the prerendered page, or rendering any other, as a transition lets React yield to the browser every
  // few milliseconds (a click or a key meanwhile is replayed), instead of one long task that blocks the page.
  startTransition(() => {
    if (isPrerendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start();
