/** The question countdown, derived from timestamps in the state: no timer runs anywhere. */
import type { Countdown } from './types';

/** The countdown as it stands at `now`: a call that has ended becomes a running countdown with the time it had. */
export function effectiveCountdown(countdown: Countdown, now: number): Countdown {
  if (countdown.status === 'call' && now >= countdown.callEndsAt) {
    return { status: 'running', deadline: countdown.callEndsAt + countdown.remainingMs };
  }
  return countdown;
}

/** Milliseconds the question countdown has left at `now` (frozen during a call, a pause and after the reveal). */
export function remainingMs(countdown: Countdown, now: number): number {
  const current = effectiveCountdown(countdown, now);
  return current.status === 'running' ? Math.max(0, current.deadline - now) : current.remainingMs;
}

/** Time running out ends the countdown but does not reveal; the host reveals. */
export function isTimeUp(countdown: Countdown | null, now: number): boolean {
  if (!countdown) return false;
  const current = effectiveCountdown(countdown, now);
  return current.status === 'running' && now >= current.deadline;
}
