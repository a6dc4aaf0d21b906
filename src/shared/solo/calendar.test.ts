import { describe, expect, it } from 'vitest';
import { addDays, challengeDay, currentStreak, longestStreak } from './calendar';

describe('the challenge calendar', () => {
  it('starts the day at midnight in Dubai (20:00 UTC)', () => {
    expect(challengeDay(Date.UTC(2026, 10, 24, 19, 59))).toBe('2026-11-24');
    expect(challengeDay(Date.UTC(2026, 10, 24, 20, 0))).toBe('2026-11-25');
    expect(challengeDay(Date.UTC(2026, 11, 31, 20, 30))).toBe('2027-01-01');
    // The same day as the time-zone database gives for Asia/Dubai, hour by hour over a year.
    const dubai = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' });
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 3_600_000 * 7) {
      expect(challengeDay(at)).toBe(dubai.format(at));
    }
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('counts the streak up to today, or yesterday while today is still open', () => {
    const days = ['2026-11-20', '2026-11-22', '2026-11-23', '2026-11-24'];
    expect(currentStreak(days, '2026-11-24')).toBe(3);
    expect(currentStreak(days.slice(0, 3), '2026-11-24')).toBe(2);
    expect(currentStreak(days.slice(0, 3), '2026-11-25')).toBe(0);
    expect(currentStreak([], '2026-11-25')).toBe(0);
    expect(longestStreak([...days, '2026-11-21', '2026-11-21'])).toBe(5);
  });
});
