import { whenIdle } from '../../lib/idle';

/**
 * Starts the offline queue (game-queue.ts, once per page load) when the browser is idle: the queue checks what it
 * replays with the shared schemas, so loading it with the page would put zod on a first visit's main thread. What
 * it replays waited for a connection; it can wait for the page to settle too.
 */
export function startGameQueueLazily(): void {
  whenIdle(() => void import('./game-queue').then(({ startGameQueue }) => startGameQueue()));
}
