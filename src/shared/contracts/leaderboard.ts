/** Leaderboards and the player's country and privacy (SPEC.md sections 2 and 6, decision 020). */
import { z } from 'zod';
import { LEADERBOARD_PERIODS, REGIONS } from '../solo/periods';

export const LEADERBOARD_TOP = 100;
/** Leaderboard points each signed-in player of the winning team earns when a team game ends (not a draw). */
export const TEAM_WIN_POINTS = 300;

export const leaderboardQuerySchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS).default('global'),
  region: z.enum(REGIONS).default('global'),
});
export type LeaderboardQuery = z.input<typeof leaderboardQuerySchema>;

export const leaderboardEntrySchema = z.object({
  /** Equal points share a rank (1, 2, 2, 4). */
  rank: z.number().int(),
  /** null when the player keeps their name off leaderboards. */
  name: z.string().nullable(),
  country: z.string().nullable(),
  points: z.number().int(),
  isYou: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardSchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  region: z.enum(REGIONS),
  /** The period's key (`all`, `w:<Monday>`, `m:<YYYY-MM>`). */
  periodKey: z.string(),
  entries: z.array(leaderboardEntrySchema),
  /** The signed-in player's own rank, also when outside the top 100; null for guests and players without points. */
  you: z.object({ rank: z.number().int(), points: z.number().int() }).nullable(),
  players: z.number().int(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** GET and PUT /api/account/player-profile: country and privacy. */
export const playerProfileSchema = z.object({
  /** ISO 3166-1 alpha-2, or null. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'validation.invalid')
    .nullable(),
  showOnLeaderboards: z.boolean(),
  showProfile: z.boolean(),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;
