/** Calendar days of the daily challenge: the day in Asia/Dubai (UTC+4, no daylight saving) and streaks. Pure. */

export const CHALLENGE_TIME_ZONE = 'Asia/Dubai';

/**
 * Asia/Dubai is UTC+4 all year (no daylight saving since 1920): the day there is the UTC day of the instant four
 * hours later. Plain arithmetic, not an Intl.DateTimeFormat with the time zone: creating one loads the time-zone
 * data, one of the longest tasks of a phone's first visit to the pages that import this module.
 */
const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000;

/** The challenge day of an instant, `YYYY-MM-DD` in Asia/Dubai. */
export function challengeDay(now: number): string {
  return new Date(now + DUBAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day before or after (`offset` days) a `YYYY-MM-DD` day. */
export function addDays(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/**
 * The current streak: consecutive played days ending today, or yesterday while today is not played yet (a streak
 * is not lost before the day is over). `days` in any order, repeats allowed.
 */
export function currentStreak(days: readonly string[], today: string): number {
  const played = new Set(days);
  let day = played.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (played.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

/** The longest run of consecutive played days. */
export function longestStreak(days: readonly string[]): number {
  const sorted = [...new Set(days)].sort();
  let best = 0;
  let run = 0;
  sorted.forEach((day, i) => {
    run = i > 0 && addDays(sorted[i - 1]!, 1) === day ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return best;
}
