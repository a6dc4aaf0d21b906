import { describe, expect, it } from 'vitest';
import { connectionQuality } from './connection-quality';

describe('connection quality (SPEC.md section 9)', () => {
  it.each([
    [true, { effectiveType: '4g', downlink: 10 }, 'excellent'],
    [true, { effectiveType: '4g', downlink: 2 }, 'good'],
    [true, { effectiveType: '3g', downlink: 1.5 }, 'good'],
    [true, { effectiveType: '3g', downlink: 0.4 }, 'fair'],
    [true, { effectiveType: '2g', downlink: 0.6 }, 'fair'],
    [true, { effectiveType: '2g', downlink: 0.2 }, 'poor'],
    [true, { effectiveType: 'slow-2g' }, 'poor'],
    [false, { effectiveType: '4g', downlink: 10 }, 'offline'],
    [true, undefined, 'good'],
  ] as const)('online=%s %j is %s', (isOnline, info, expected) => {
    expect(connectionQuality(isOnline, info)).toBe(expected);
  });
});
