import { type ReactNode, StrictMode, Suspense } from 'react';
import type { I18n } from '../lib/i18n';
import { I18nProvider } from '../lib/use-translation';
import { LoadingIndicator } from '../components/ui/loading-indicator';

/** What wraps the router, the same in the browser and at build time (prerendered pages hydrate against it). */
export function AppShell({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<LoadingIndicator size="xl" className="min-h-dvh" />}>{children}</Suspense>
      </I18nProvider>
    </StrictMode>
  );
}
