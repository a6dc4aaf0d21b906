/**
 * A small seeded PRNG (mulberry32). Its whole state is one unsigned 32-bit integer, kept in GameState, so a game
 * replays exactly from its seed and command log.
 */

const UINT32 = 0x1_0000_0000;
const MULBERRY_INCREMENT = 0x6d2b79f5;

/** A random source whose current state can be read back and stored. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, maxExclusive). */
  int(maxExclusive: number): number;
  /** The state to store; createRandom(state) continues the same sequence. */
  readonly state: number;
}

/** One mulberry32 step: the next state and the 32-bit output. */
export function stepMulberry32(state: number): { state: number; value: number } {
  const next = (state + MULBERRY_INCREMENT) >>> 0;
  let t = Math.imul(next ^ (next >>> 15), 1 | next);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return { state: next, value: (t ^ (t >>> 14)) >>> 0 };
}

/** A random source starting at `state` (a seed is a valid first state). */
export function createRandom(state: number): Random {
  let current = state >>> 0;
  const next = () => {
    const step = stepMulberry32(current);
    current = step.state;
    return step.value / UINT32;
  };
  return {
    next,
    int: (maxExclusive) => Math.floor(next() * maxExclusive),
    get state() {
      return current;
    },
  };
}

/** A 32-bit seed from any text (FNV-1a), for seeds chosen by name in tests and tools. */
export function seedFromText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** An independent seed for one purpose of a game (the board draw), so it does not disturb the game's stream. */
export function deriveSeed(seed: number, purpose: string): number {
  return (seedFromText(purpose) ^ stepMulberry32(seed >>> 0).value) >>> 0;
}

/** A new array with the items in random order (Fisher-Yates). */
export function shuffle<T>(items: readonly T[], rng: Random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = rng.int(i + 1);
    const a = result[i] as T;
    result[i] = result[j] as T;
    result[j] = a;
  }
  return result;
}

/** One item picked uniformly, or undefined from an empty list. */
export function pick<T>(items: readonly T[], rng: Random): T | undefined {
  return items.length === 0 ? undefined : items[rng.int(items.length)];
}
