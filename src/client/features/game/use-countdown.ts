import { useSyncExternalStore } from 'react';
import type { TimerView } from '../../../shared/game/views';
import { countdownAt, serverNow, type CountdownNow } from './countdown';

const TICK_MS = 200;

/** This device's clock, read a few times a second while a countdown moves (one interval for every screen part). */
const clock = (() => {
  let now = Date.now();
  let timer: ReturnType<typeof setInterval> | null = null;
  const listeners = new Set<() => void>();
  return {
    read: () => now,
    subscribe(listener: () => void) {
      listeners.add(listener);
      now = Date.now();
      timer ??= setInterval(() => {
        now = Date.now();
        for (const notify of listeners) notify();
      }, TICK_MS);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
  };
})();

const still = () => () => undefined;

/** The countdown of the open question, re-rendered a few times a second while it moves. */
export function useCountdown(timer: TimerView | null, clockOffsetMs: number): CountdownNow | null {
  const isMoving = timer !== null && (timer.status === 'running' || timer.status === 'call');
  const clientNow = useSyncExternalStore(isMoving ? clock.subscribe : still, clock.read, clock.read);
  return timer ? countdownAt(timer, serverNow(clockOffsetMs, clientNow)) : null;
}
