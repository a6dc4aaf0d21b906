import { describe, expect, it } from 'vitest';
import { createRandom, deriveSeed, seedFromText, shuffle } from './random';

describe('the seeded random source', () => {
  it('the same seed gives the same sequence', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    const sequence = () => [a.next(), a.next(), a.next()];
    expect(sequence()).toEqual([b.next(), b.next(), b.next()]);
  });

  it('continues the same sequence from its stored state', () => {
    const rng = createRandom(99);
    rng.next();
    const stored = rng.state;
    const expected = rng.next();
    expect(createRandom(stored).next()).toBe(expected);
  });

  it('draws floats in [0, 1) and fair-looking integers', () => {
    const rng = createRandom(1);
    const counts = [0, 0, 0];
    for (let i = 0; i < 3000; i += 1) {
      const value = rng.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      counts[rng.int(3)]! += 1;
    }
    for (const count of counts) expect(count).toBeGreaterThan(900);
  });

  it('shuffles without losing items and derives independent seeds', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(shuffle(items, createRandom(3)).sort()).toEqual(items);
    expect(seedFromText('game')).toBe(seedFromText('game'));
    expect(deriveSeed(5, 'board')).not.toBe(deriveSeed(5, 'other'));
    expect(deriveSeed(5, 'board')).not.toBe(deriveSeed(6, 'board'));
  });
});
