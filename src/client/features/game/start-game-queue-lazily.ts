import { STORAGE_KEYS } from '../../../shared/constants';
import { whenIdle } from '../../lib/idle';
import { readJson } from '../../lib/storage';

/** Whether actions wait in the offline queue, read without the queue's schemas. */
function hasQueuedActions(): boolean {
  const stored = readJson<unknown>(STORAGE_KEYS.offlineQueue, []);
  return Array.isArray(stored) && stored.length > 0;
}

/**
 * Starts the offline queue (game-queue.ts, once per page load) when actions wait in it: when the browser is first
 * idle, and again each time the connection returns (an action queued on this page while offline). The queue checks
 * what it replays with the shared schemas, so loading it with every page would put zod on a first visit's main
 * thread, for a queue that is nearly always empty. Returns what stops listening for the connection.
 */
export function startGameQueueLazily(): () => void {
  const startIfQueued = () => {
    if (hasQueuedActions()) void import('./game-queue').then(({ startGameQueue }) => startGameQueue());
  };
  whenIdle(startIfQueued);
  window.addEventListener('online', startIfQueued);
  return () => window.removeEventListener('online', startIfQueued);
}
