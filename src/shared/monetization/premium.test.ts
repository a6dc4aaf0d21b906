import { describe, expect, it } from 'vitest';
import { isCategoryUnlocked } from './premium';

const owned = (packIds: string[], premiumUntil: string | null = null) => ({
  credits: 0,
  premiumUntil,
  packIds,
  freeGamesLeft: 0,
});

describe('isCategoryUnlocked', () => {
  it('leaves every category free while buying is off, and free categories always', () => {
    expect(isCategoryUnlocked('gulf-pack', { isBuyingEnabled: false, entitlements: null })).toBe(true);
    expect(isCategoryUnlocked(null, { isBuyingEnabled: true, entitlements: null })).toBe(true);
  });

  it('opens a premium category to its pack owners and plan holders only', () => {
    expect(isCategoryUnlocked('gulf-pack', { isBuyingEnabled: true, entitlements: null })).toBe(false);
    expect(isCategoryUnlocked('gulf-pack', { isBuyingEnabled: true, entitlements: owned(['other']) })).toBe(
      false,
    );
    expect(
      isCategoryUnlocked('gulf-pack', { isBuyingEnabled: true, entitlements: owned(['gulf-pack']) }),
    ).toBe(true);
    const plan = owned([], '2027-01-01T00:00:00.000Z');
    expect(isCategoryUnlocked('gulf-pack', { isBuyingEnabled: true, entitlements: plan })).toBe(true);
  });
});
