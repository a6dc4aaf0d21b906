import { useEffect } from 'react';

let onCommit: (() => void) | undefined;
let isCommitted = false;

/** Runs `run` once, after the first page (or route error screen) has been committed: the page is interactive. */
export function afterFirstPageCommit(run: () => void): void {
  onCommit = run;
}

/**
 * Rendered by the root layout and the route error screen, so it commits with the page itself (not with the router's
 * loading fallback): marks the page interactive (`html[data-hydrated]` and the performance mark `hydrated`, which
 * bench/bundle-size.mjs waits for) and runs what main.tsx deferred.
 */
export function FirstPageCommit() {
  useEffect(() => {
    if (isCommitted) return;
    isCommitted = true;
    performance.mark('hydrated');
    document.documentElement.dataset.hydrated = '';
    onCommit?.();
  }, []);
  return null;
}
