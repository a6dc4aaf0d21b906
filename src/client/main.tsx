import './lib/zod-settings';
import './index.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppShell } from './app/app-shell';
import { createRouter, loadMatchedRoutes } from './app/router';
import { installGlobalErrorReporting } from './features/errors/error-reporter';
import { applyLanguage, readLanguage } from './features/preferences/preferences';
import { watchInstallPrompt } from './features/pwa/install-prompt';
import { watchConnection } from './features/pwa/pwa-store';
import { registerServiceWorker } from './features/pwa/register-service-worker';
import { initI18n } from './lib/i18n';

async function start(): Promise<void> {
  installGlobalErrorReporting();
  watchConnection();
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
  const app = (
    <AppShell i18n={i18n}>
      <RouterProvider router={createRouter()} />
    </AppShell>
  );
  if (isPrerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);

  if (import.meta.env.PROD) {
    // Register after the page has loaded so the worker's precaching does not compete with the first paint.
    if (document.readyState === 'complete') void registerServiceWorker();
    else window.addEventListener('load', () => void registerServiceWorker(), { once: true });
  }
}

void start();
