import {
  CIRCUIT_BREAKER_BLOCK_MS,
  CIRCUIT_BREAKER_THRESHOLD,
  CIRCUIT_BREAKER_WINDOW_MS,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
} from '../../../shared/constants';

/** Delay before retry number `retryCount` (0-based): 1000 ms x 2^n, capped at 10 s. */
export function retryDelayMs(retryCount: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** Math.max(0, retryCount), RETRY_MAX_DELAY_MS);
}

/**
 * Counts errors by name; more than 5 of one name within 10 minutes blocks retrying for 5 minutes.
 * Time is passed in so the rule is testable without a clock.
 */
export class CircuitBreaker {
  private readonly seen = new Map<string, number[]>();
  private readonly blockedUntil = new Map<string, number>();

  record(name: string, now: number): void {
    const recent = (this.seen.get(name) ?? []).filter((t) => now - t < CIRCUIT_BREAKER_WINDOW_MS);
    recent.push(now);
    this.seen.set(name, recent);
    if (recent.length > CIRCUIT_BREAKER_THRESHOLD) {
      this.blockedUntil.set(name, now + CIRCUIT_BREAKER_BLOCK_MS);
    }
  }

  isOpen(name: string, now: number): boolean {
    const until = this.blockedUntil.get(name);
    return until !== undefined && now < until;
  }

  reset(): void {
    this.seen.clear();
    this.blockedUntil.clear();
  }
}

/** One breaker for the whole page, shared by every error boundary. */
export const circuitBreaker = new CircuitBreaker();
