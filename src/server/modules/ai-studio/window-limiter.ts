/** A sliding-window counter per key, in this process: `take` answers false once `max` were taken in `windowMs`. */
export function createWindowLimiter(max: number, windowMs: number, now: () => number = Date.now) {
  const taken = new Map<string, number[]>();
  return {
    take(key: string): boolean {
      const since = now() - windowMs;
      const times = (taken.get(key) ?? []).filter((t) => t > since);
      if (times.length >= max) {
        taken.set(key, times);
        return false;
      }
      times.push(now());
      taken.set(key, times);
      return true;
    },
  };
}
