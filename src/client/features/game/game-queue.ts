/** The game's use of the offline queue: start replaying, and keep the credentials a replayed join returns. */
import { joinGameResultSchema } from '../../../shared/contracts/game';
import { offlineQueue } from '../../lib/offline-queue';
import { saveJoinedGame } from './game-storage';

let isInstalled = false;

/** Starts the offline queue (once) and saves the player token of a join replayed after the connection returned. */
export function startGameQueue(): void {
  if (isInstalled) return;
  isInstalled = true;
  offlineQueue.onReplayed((action, body) => {
    if (action.type !== 'join_game') return;
    const joined = joinGameResultSchema.safeParse(body);
    if (joined.success) saveJoinedGame(joined.data);
  });
  offlineQueue.start();
}
