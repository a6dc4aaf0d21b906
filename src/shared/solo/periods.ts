/**
 * Leaderboard periods and regions (decision 020). Periods are Asia/Dubai calendar periods keyed as `all`,
 * `w:<Monday YYYY-MM-DD>` and `m:<YYYY-MM>`; a player's region comes from the country on their profile.
 */
import { addDays } from './calendar';

export const LEADERBOARD_PERIODS = ['global', 'weekly', 'monthly'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

export const REGIONS = ['global', 'middle_east', 'gulf', 'north_africa'] as const;
export type Region = (typeof REGIONS)[number];
export type PlayerRegion = Exclude<Region, 'global'>;

/** The countries of each region (ISO 3166-1 alpha-2); the regions do not overlap. */
export const REGION_COUNTRIES: Record<PlayerRegion, readonly string[]> = {
  gulf: ['AE', 'SA', 'KW', 'QA', 'BH', 'OM'],
  middle_east: ['JO', 'LB', 'SY', 'PS', 'IQ', 'YE', 'IR', 'TR'],
  north_africa: ['EG', 'LY', 'TN', 'DZ', 'MA', 'MR', 'SD'],
};

/** The region of a country, or null (no country, or a country outside the three regions). */
export function regionOf(country: string | null): PlayerRegion | null {
  if (!country) return null;
  const code = country.toUpperCase();
  for (const [region, countries] of Object.entries(REGION_COUNTRIES)) {
    if (countries.includes(code)) return region as PlayerRegion;
  }
  return null;
}

/** The Monday of a day's week. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The key of a period on a challenge day. */
export function periodKey(period: LeaderboardPeriod, day: string): string {
  if (period === 'weekly') return `w:${weekStart(day)}`;
  if (period === 'monthly') return `m:${day.slice(0, 7)}`;
  return 'all';
}

/** Every period row an award on `day` adds to. */
export const periodKeys = (day: string) => LEADERBOARD_PERIODS.map((period) => periodKey(period, day));
