import type { Database } from '../../db/client';
import type { UserIdResolver } from '../games/resolve-user-id';

/** What the solo operations need: the database, who is signed in, and the clock (tests move it). */
export type SoloContext = { db: Database; resolveUserId: UserIdResolver; now: () => number };

export function createSoloContext(
  db: Database,
  options: { resolveUserId: UserIdResolver; now?: () => number },
): SoloContext {
  return { db, resolveUserId: options.resolveUserId, now: options.now ?? (() => Date.now()) };
}
