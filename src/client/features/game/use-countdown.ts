import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { TimerView } from '../../../shared/game/views';
import { countdownAt, secondsShown, serverNow, type CountdownNow } from './countdown';
import { playBuzzer, playTick } from './sound';

const TICK_MS = 200;
/** The last seconds that tick audibly. */
const TICKING_SECONDS = 5;

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

/** Ticks in the last seconds and buzzes at zero, once per second, when the game's sound is on. */
export function useCountdownSound(countdown: CountdownNow | null, isSoundOn: boolean): void {
  const lastSecond = useRef<number | null>(null);
  const seconds = countdown ? secondsShown(countdown.remainingMs) : null;
  const isRunning = countdown?.status === 'running' || countdown?.status === 'expired';
  useEffect(() => {
    if (!isSoundOn || seconds === null || !isRunning) {
      lastSecond.current = seconds;
      return;
    }
    if (lastSecond.current === seconds) return;
    const previous = lastSecond.current;
    lastSecond.current = seconds;
    // Only a second that passed while watching makes a sound, not the value found on arrival.
    if (previous === null || previous < seconds) return;
    if (seconds === 0) playBuzzer();
    else if (seconds <= TICKING_SECONDS) playTick();
  }, [seconds, isSoundOn, isRunning]);
}
