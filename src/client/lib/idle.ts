/** Runs `run` when the browser is idle (at the latest after `timeout` ms), or soon where it cannot tell. */
export function whenIdle(run: () => void, timeout = 2000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout });
  else setTimeout(run, 200);
}
