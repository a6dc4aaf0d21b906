import type { TournamentInput } from '../../../shared/contracts/tournaments';
import { roundWindows } from '../../../shared/solo/tournament';
import type { Database } from '../../db/client';
import { tournamentRounds, tournaments } from '../../db/solo-schema';
import { AppError } from '../../http/app-error';
import type { Tx } from '../leaderboard/award-points';

/** A start a little in the past is still accepted (the form's minute, a slow submit). */
const START_SLACK_MS = 5 * 60_000;

/** Refuses a start date in the past (the schema checks everything the clock is not needed for). */
export function assertStartAhead(input: TournamentInput, now: number): void {
  if (Date.parse(input.startsAt) < now - START_SLACK_MS) {
    throw new AppError('VALIDATION', 'tournaments.validation.startInPast', {
      startsAt: 'tournaments.validation.startInPast',
    });
  }
}

/** The tournament's rounds, their windows sharing the time between the start and the end. */
export async function writeRounds(tx: Tx, tournamentId: string, input: TournamentInput): Promise<void> {
  const windows = roundWindows(Date.parse(input.startsAt), Date.parse(input.endsAt), input.rounds);
  await tx.insert(tournamentRounds).values(
    windows.map((window) => ({
      tournamentId,
      number: window.number,
      opensAt: new Date(window.opensAt),
      closesAt: new Date(window.closesAt),
    })),
  );
}

/** Any signed-in player creates a tournament (decision 020); they are its creator, who may edit it until it starts. */
export async function createTournament(
  db: Database,
  creatorId: string,
  input: TournamentInput,
  now: number,
): Promise<string> {
  assertStartAhead(input, now);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tournaments)
      .values({
        name: input.name,
        description: input.description,
        maxParticipants: input.maxParticipants,
        prizeValue: input.prizeValue,
        rounds: input.rounds,
        startsAt: new Date(input.startsAt),
        endsAt: new Date(input.endsAt),
        creatorId,
      })
      .returning({ id: tournaments.id });
    await writeRounds(tx, row!.id, input);
    return row!.id;
  });
}
