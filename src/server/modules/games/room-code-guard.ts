/** Unknown room codes one address may try within the window before it must pause. */
export const UNKNOWN_CODES_PER_WINDOW = 20;
export const UNKNOWN_CODE_WINDOW_MS = 10 * 60_000;
/** How long an address that walked the code space is refused room lookups and joins. */
export const UNKNOWN_CODE_PAUSE_MS = 10 * 60_000;

export interface RoomCodeGuard {
  /** Whether the address is paused now (a lookup or join is refused with 429 before it is tried). */
  isPaused: (address: string) => boolean;
  /** Counts a miss (a code that leads nowhere); true exactly when this miss starts a pause. */
  recordMiss: (address: string) => boolean;
}

/**
 * Per-address counters of unknown room codes (docs/decisions/024). Only misses count, so a family on one address
 * looking up and joining a code that exists is never slowed; a script walking the six-digit codes is paused after
 * a few tries. Kept in this process: each process of a scaled-out deployment counts its own misses, which still
 * leaves a walker a vanishing share of the code space.
 */
export function createRoomCodeGuard(now: () => number): RoomCodeGuard {
  const misses = new Map<string, number[]>();
  const pausedUntil = new Map<string, number>();

  const sweep = (time: number) => {
    // Bounded memory: forget addresses whose window and pause are over.
    if (misses.size + pausedUntil.size < 10_000) return;
    for (const [address, times] of misses) {
      if (times.every((at) => at <= time - UNKNOWN_CODE_WINDOW_MS)) misses.delete(address);
    }
    for (const [address, until] of pausedUntil) if (until <= time) pausedUntil.delete(address);
  };

  return {
    isPaused: (address) => (pausedUntil.get(address) ?? 0) > now(),
    recordMiss: (address) => {
      const time = now();
      sweep(time);
      const recent = (misses.get(address) ?? []).filter((at) => at > time - UNKNOWN_CODE_WINDOW_MS);
      recent.push(time);
      misses.set(address, recent);
      if (recent.length < UNKNOWN_CODES_PER_WINDOW || (pausedUntil.get(address) ?? 0) > time) return false;
      pausedUntil.set(address, time + UNKNOWN_CODE_PAUSE_MS);
      misses.delete(address);
      return true;
    },
  };
}
