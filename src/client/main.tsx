import './index.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { LoadingIndicator } from './components/ui/loading-indicator';
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
  const i18n = await initI18n(language);
  const router = createRouter();

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<LoadingIndicator size="xl" className="min-h-dvh" />}>
          <RouterProvider router={router} />
        </Suspense>
      </I18nextProvider>
    </StrictMode>,
  );

  if (import.meta.env.PROD) {
    // Register after the page has loaded so the worker's precaching does not compete with the first paint.
    if (document.readyState === 'complete') void registerServiceWorker();
    else window.addEventListener('load', () => void registerServiceWorker(), { once: true });
  }
}

void start();
