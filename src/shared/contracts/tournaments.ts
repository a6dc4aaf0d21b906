/**
 * Tournaments (SPEC.md sections 2, 3 and 8, decision 020): create and edit, join, the rounds and the standings.
 * Messages are i18n keys of the `solo` namespace.
 */
import { z } from 'zod';
import {
  PARTICIPANT_STATUSES,
  TOURNAMENT_ROUND_MIN_MS,
  TOURNAMENT_ROUNDS_MAX,
  TOURNAMENT_STATUSES,
} from '../solo/tournament';
import { gameIdSchema } from './game';

export const TOURNAMENT_NAME_MAX = 80;
export const TOURNAMENT_DESCRIPTION_MAX = 1000;
export const TOURNAMENT_PARTICIPANTS_MAX = 1000;
export const TOURNAMENT_PRIZE_MAX = 100_000;

const whole = (min: number, max: number, key: string) =>
  z.number({ error: key }).int(key).min(min, key).max(max, key);
const date = z.iso.datetime({ offset: true, error: 'tournaments.validation.date' });

/** POST /api/tournaments and PATCH /api/tournaments/:id. */
export const tournamentInputSchema = z
  .object({
    name: z
      .string({ error: 'tournaments.validation.nameRequired' })
      .trim()
      .min(3, 'tournaments.validation.nameShort')
      .max(TOURNAMENT_NAME_MAX, 'tournaments.validation.tooLong'),
    description: z
      .string({ error: 'tournaments.validation.tooLong' })
      .trim()
      .max(TOURNAMENT_DESCRIPTION_MAX, 'tournaments.validation.tooLong'),
    maxParticipants: whole(2, TOURNAMENT_PARTICIPANTS_MAX, 'tournaments.validation.maxParticipants'),
    prizeValue: whole(0, TOURNAMENT_PRIZE_MAX, 'tournaments.validation.prizeValue'),
    rounds: whole(1, TOURNAMENT_ROUNDS_MAX, 'tournaments.validation.rounds'),
    startsAt: date,
    endsAt: date,
  })
  .refine((input) => Date.parse(input.endsAt) > Date.parse(input.startsAt), {
    path: ['endsAt'],
    message: 'tournaments.validation.endBeforeStart',
  })
  .refine(
    (input) =>
      Date.parse(input.endsAt) - Date.parse(input.startsAt) >= input.rounds * TOURNAMENT_ROUND_MIN_MS,
    { path: ['endsAt'], message: 'tournaments.validation.tooShort' },
  );
export type TournamentInput = z.infer<typeof tournamentInputSchema>;

export const tournamentListQuerySchema = z.object({
  tab: z.enum(['all', 'active', 'mine']).default('all'),
});

export const tournamentSummarySchema = z.object({
  id: gameIdSchema,
  name: z.string(),
  description: z.string(),
  maxParticipants: z.number().int(),
  prizeValue: z.number().int(),
  rounds: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
  participantCount: z.number().int(),
  /** The creator's name, or null when their profile is private. */
  creatorName: z.string().nullable(),
  canEdit: z.boolean(),
  canJoin: z.boolean(),
  /** The signed-in player's place in it, if they joined. */
  me: z.object({ status: z.enum(PARTICIPANT_STATUSES), rank: z.number().int().nullable() }).nullable(),
});
export type TournamentSummary = z.infer<typeof tournamentSummarySchema>;

export const tournamentListSchema = z.object({ tournaments: z.array(tournamentSummarySchema) });
export type TournamentList = z.infer<typeof tournamentListSchema>;

export const tournamentDetailSchema = tournamentSummarySchema.extend({
  roundList: z.array(
    z.object({
      number: z.number().int(),
      opensAt: z.string(),
      closesAt: z.string(),
      state: z.enum(['upcoming', 'open', 'closed']),
      /** The signed-in player's round: not started, playing or finished, and its score. */
      mine: z.object({ status: z.enum(['new', 'playing', 'finished']), score: z.number().int() }).nullable(),
      canPlay: z.boolean(),
      /** The round has closed and the signed-in player played it: their answers may be reviewed. */
      canReview: z.boolean(),
    }),
  ),
  /**
   * The round open now, while the tournament runs: who has finished it so far, by its score (points only: no
   * answer of a round is shown before it closes). Null when no round is open.
   */
  liveRound: z
    .object({
      number: z.number().int(),
      /** Players still in the tournament, who may play this round. */
      players: z.number().int(),
      finished: z.array(
        z.object({
          /** Shared by equal scores (1, 1, 3). */
          rank: z.number().int(),
          name: z.string().nullable(),
          isYou: z.boolean(),
          roundScore: z.number().int(),
          correct: z.number().int(),
          /** The closed rounds' total with this round's score. */
          totalScore: z.number().int(),
        }),
      ),
    })
    .nullable(),
  standings: z.array(
    z.object({
      rank: z.number().int().nullable(),
      name: z.string().nullable(),
      isYou: z.boolean(),
      status: z.enum(PARTICIPANT_STATUSES),
      roundReached: z.number().int(),
      totalScore: z.number().int(),
    }),
  ),
});
export type TournamentDetail = z.infer<typeof tournamentDetailSchema>;

export const tournamentParamsSchema = z.object({ id: gameIdSchema });
export const tournamentRoundParamsSchema = z.object({
  id: gameIdSchema,
  number: z.coerce.number().int().min(1).max(TOURNAMENT_ROUNDS_MAX),
});
