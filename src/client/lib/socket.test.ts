import { describe, expect, it } from 'vitest';
import { clockOffsetFrom } from './socket';

describe('the clock offset', () => {
  it('is the server time minus the middle of the round trip', () => {
    expect(clockOffsetFrom([{ clientSentAt: 1000, serverNow: 6050, receivedAt: 1100 }])).toBe(5000);
  });

  it('trusts the sample with the shortest round trip', () => {
    const samples = [
      { clientSentAt: 0, serverNow: 9000, receivedAt: 800 },
      { clientSentAt: 1000, serverNow: 3020, receivedAt: 1040 },
      { clientSentAt: 2000, serverNow: 5000, receivedAt: 2600 },
    ];
    expect(clockOffsetFrom(samples)).toBe(2000);
  });

  it('is zero without samples', () => {
    expect(clockOffsetFrom([])).toBe(0);
  });
});
