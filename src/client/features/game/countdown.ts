/**
 * The countdown as a screen shows it: derived from the server's timer view (deadlines on the server clock) and this
 * device's clock offset, so every phone and the TV show the same second. No timer runs on the server.
 */
import type { TimerStatus, TimerView } from '../../../shared/game/views';

export interface CountdownNow {
  status: TimerStatus;
  /** The question time left. */
  remainingMs: number;
  /** Phone a friend: the call time left; null when no call is on. */
  callRemainingMs: number | null;
  durationMs: number;
}

/** The server clock as this device estimates it. */
export function serverNow(clockOffsetMs: number, clientNow: number = Date.now()): number {
  return clientNow + clockOffsetMs;
}

/** The countdown at `now` (server clock), from the last timer view received. */
export function countdownAt(timer: TimerView, now: number): CountdownNow {
  const base = { durationMs: timer.durationMs, callRemainingMs: null };
  switch (timer.status) {
    case 'waiting':
    case 'stopped':
      return { ...base, status: timer.status, remainingMs: timer.remainingMs };
    case 'paused':
      return {
        ...base,
        status: 'paused',
        remainingMs: timer.remainingMs,
        callRemainingMs: timer.callRemainingMs,
      };
    case 'expired':
      return { ...base, status: 'expired', remainingMs: 0 };
    case 'running':
    case 'call': {
      if (timer.status === 'call' && timer.callEndsAt !== null && now < timer.callEndsAt) {
        return {
          ...base,
          status: 'call',
          remainingMs: timer.remainingMs,
          callRemainingMs: timer.callEndsAt - now,
        };
      }
      // A running countdown, or a call that has ended: the question time runs again from where it stopped.
      const deadline =
        timer.status === 'call' && timer.callEndsAt !== null
          ? timer.callEndsAt + timer.remainingMs
          : (timer.deadline ?? now + timer.remainingMs);
      const remainingMs = Math.max(0, deadline - now);
      return { ...base, status: remainingMs === 0 ? 'expired' : 'running', remainingMs };
    }
    default:
      return timer.status satisfies never;
  }
}

/** Whole seconds as shown: 0.2 s left still shows 1. */
export function secondsShown(ms: number): number {
  return Math.max(0, Math.ceil(ms / 1000));
}

/** The moments a screen reader hears about (not every second): these many seconds left, and time up. */
export const ANNOUNCED_SECONDS = [60, 30, 10, 0] as const;

/**
 * The last announced moment reached, or null before the first one. A live region shows the text for it, so it
 * changes a handful of times per question.
 */
export function announcedMoment(secondsLeft: number, durationSec: number): number | null {
  const moments = ANNOUNCED_SECONDS.filter((moment) => moment < durationSec);
  let reached: number | null = null;
  for (const moment of moments) if (secondsLeft <= moment) reached = moment;
  return reached;
}

/** The share of the question time left, 0 to 1, for the ring. */
export function fractionLeft(countdown: Pick<CountdownNow, 'remainingMs' | 'durationMs'>): number {
  if (countdown.durationMs <= 0) return 0;
  return Math.min(1, Math.max(0, countdown.remainingMs / countdown.durationMs));
}
