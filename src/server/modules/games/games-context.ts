import type { RoomInfo, VarReport } from '../../../shared/contracts/game';
import type { VarResolution } from '../../../shared/contracts/realtime';
import type { Database } from '../../db/client';
import type { EarnedInGame } from '../achievements/record-team-game';
import { CommandQueue } from './command-queue';
import { GameStore, type GameRecord } from './game-record';
import { CommandWriter } from './persist-command';
import { QuestionContentCache } from './question-content';
import { resolveNoUser, type UserIdResolver } from './resolve-user-id';

/** What the game services tell the connected clients; the realtime layer implements it. */
export interface GameNotifier {
  /** A command was applied: send each role its new projection. */
  gameChanged(record: GameRecord): void;
  /** Players, lock or status of the lobby changed. */
  roomChanged(room: RoomInfo): void;
  playerRemoved(gameId: string, playerId: string): void;
  /** The host's new teams moved a player to another team: their connections start again in it. */
  playerMoved(gameId: string, playerId: string): void;
  /** Approve each player: the host let a waiting player in; their connections start again as a player. */
  playerAdmitted(gameId: string, playerId: string): void;
  /** The host turned a waiting player away (or they left): their connections are told and closed. */
  playerTurnedAway(gameId: string, playerId: string): void;
  rematchCreated(fromGameId: string, next: { gameId: string; roomCode: string }): void;
  varReported(report: VarReport): void;
  /** An admin resolved a report: the reporter's phone and the host hear it. */
  varResolved(outcome: VarResolution): void;
  /** The game ended and a signed-in person earned achievements: their phones (and the host's screen) hear which. */
  achievementsEarned(gameId: string, earned: EarnedInGame): void;
}

const SILENT: GameNotifier = {
  gameChanged: () => undefined,
  roomChanged: () => undefined,
  playerRemoved: () => undefined,
  playerMoved: () => undefined,
  playerAdmitted: () => undefined,
  playerTurnedAway: () => undefined,
  rematchCreated: () => undefined,
  varReported: () => undefined,
  varResolved: () => undefined,
  achievementsEarned: () => undefined,
};

/**
 * What hosting costs (the monetization's rules, decision 027); everything is free without it. The engine's command
 * path calls it, so a start spends once whatever the retries, and an early end gives back once.
 */
export interface HostingPolicy {
  /** Before a room is created: refuses a premium category the host does not own, or paid hosting with nothing left. */
  assertCanHost(hostUserId: string | null, categoryIds: readonly string[]): Promise<void>;
  /** The game starts: checks the categories again and spends a credit or a free game, once per game id. */
  chargeStart(game: { id: string; hostUserId: string | null; categoryIds: readonly string[] }): Promise<void>;
  /** The host ended the game before its first question: what the start spent comes back, once. */
  returnCharge(gameId: string): Promise<void>;
}

export const FREE_HOSTING: HostingPolicy = {
  assertCanHost: async () => undefined,
  chargeStart: async () => undefined,
  returnCharge: async () => undefined,
};

/** The parts every game operation shares in one process. */
/** How a command ended: applied (or found applied before), refused by the rules or its sender's rights, failed. */
export type CommandOutcome = 'applied' | 'refused' | 'failed';

export interface GamesContext {
  db: Database;
  queue: CommandQueue;
  store: GameStore;
  /** Writes applied commands, several games per statement under load. */
  writer: CommandWriter;
  questions: QuestionContentCache;
  /** Replaced by the realtime layer when it is attached. */
  notifier: GameNotifier;
  /** Told of each socket command's outcome and time (the app's /metrics); nothing by default. */
  onCommand: (outcome: CommandOutcome, seconds: number) => void;
  /** The server clock (epoch ms), the `now` the engine gets. */
  now: () => number;
  /** The signed-in user of a request or handshake (null for guests). */
  resolveUserId: UserIdResolver;
  /** Replaced by the monetization when buying is configured. */
  hosting: HostingPolicy;
}

export function createGamesContext(
  db: Database,
  options: { resolveUserId?: UserIdResolver } = {},
): GamesContext {
  return {
    db,
    resolveUserId: options.resolveUserId ?? resolveNoUser,
    queue: new CommandQueue(),
    store: new GameStore(db),
    writer: new CommandWriter(db),
    questions: new QuestionContentCache(db),
    notifier: SILENT,
    onCommand: () => undefined,
    hosting: FREE_HOSTING,
    now: () => Date.now(),
  };
}
