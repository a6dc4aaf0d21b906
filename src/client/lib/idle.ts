/** Runs `run` when the browser is idle (at the latest after `timeout` ms), or soon where it cannot tell. */
export function whenIdle(run: () => void, timeout = 2000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout });
  else setTimeout(run, 200);
}

/** Ends the current task: what follows runs in a new one, after the browser has had a turn (input, paint). */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
