import type { i18n as I18n } from 'i18next';
import { type ReactNode, StrictMode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LoadingIndicator } from '../components/ui/loading-indicator';

/** What wraps the router, the same in the browser and at build time (prerendered pages hydrate against it). */
export function AppShell({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<LoadingIndicator size="xl" className="min-h-dvh" />}>{children}</Suspense>
      </I18nextProvider>
    </StrictMode>
  );
}
