import { REALTIME_EVENTS_PER_SECOND, REALTIME_WINDOW_MS } from '../../shared/contracts/realtime';

/**
 * Counts one connection's events in fixed one-second windows (SPEC.md section 7: 10 events per second). Beyond
 * the limit an event is refused; the caller tells the client once per window instead of disconnecting it.
 */
export class EventRateLimiter {
  private windowStart = 0;
  private count = 0;
  private hasWarned = false;

  constructor(
    private readonly limit = REALTIME_EVENTS_PER_SECOND,
    private readonly windowMs = REALTIME_WINDOW_MS,
  ) {}

  /** Counts an event at `now`; false when it is over the limit. */
  take(now: number): boolean {
    if (now - this.windowStart >= this.windowMs) {
      this.windowStart = now;
      this.count = 0;
      this.hasWarned = false;
    }
    this.count += 1;
    return this.count <= this.limit;
  }

  /** True the first time it is asked in a window that went over the limit. */
  shouldWarn(): boolean {
    if (this.hasWarned) return false;
    this.hasWarned = true;
    return true;
  }
}
