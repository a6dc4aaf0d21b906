import { type ComponentType, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/idle';

/**
 * The status, connection quality and install/update cards, loaded once the page is interactive and the browser is
 * idle (they read the PWA store, which keeps what happened before, such as a waiting update). A failed load is tried
 * again when the connection returns.
 */
export function DeferredPwaCards() {
  const [Cards, setCards] = useState<ComponentType | null>(null);
  useEffect(() => {
    let isMounted = true;
    const load = () =>
      import('./pwa-cards').then(
        (module) => {
          if (isMounted) setCards(() => module.PwaCards);
        },
        () => window.addEventListener('online', load, { once: true }),
      );
    whenIdle(() => void load());
    return () => {
      isMounted = false;
      window.removeEventListener('online', load);
    };
  }, []);
  // The cards' texts (`common`) may still be on their way: only the cards wait for them.
  return Cards ? (
    <Suspense fallback={null}>
      <Cards />
    </Suspense>
  ) : null;
}
