/** Calendar days of the daily challenge: the day in Asia/Dubai (UTC+4, no daylight saving) and streaks. Pure. */

export const CHALLENGE_TIME_ZONE = 'Asia/Dubai';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: CHALLENGE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The challenge day of an instant, `YYYY-MM-DD` in Asia/Dubai. */
export function challengeDay(now: number): string {
  return dayFormat.format(new Date(now));
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
