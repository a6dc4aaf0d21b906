import type { IncomingHttpHeaders } from 'node:http';
import type { Viewer } from '../../shared/contracts/game';
import { socketAuthSchema } from '../../shared/contracts/realtime';
import { findPlayerByToken, isHostOf, requireGame } from '../modules/games/authorize';
import { findGameByRoomCode } from '../modules/games/find-room';
import { gameError } from '../modules/games/game-errors';
import type { GameRecord } from '../modules/games/game-record';
import type { GamesContext } from '../modules/games/games-context';

/**
 * Who a handshake is: the host (host token or the signed-in host), a player (player token) or a display (room
 * code). Throws an AppError with a game.errors key otherwise.
 */
export async function authenticateSocket(
  ctx: GamesContext,
  auth: unknown,
  headers: IncomingHttpHeaders,
): Promise<{ record: GameRecord; viewer: Viewer; isWaiting: boolean }> {
  const parsed = socketAuthSchema.safeParse(auth);
  if (!parsed.success) throw gameError('UNAUTHORIZED', 'invalidToken');
  const input = parsed.data;
  switch (input.role) {
    case 'host': {
      const record = await requireGame(ctx, input.gameId);
      if (!isHostOf(record, input.token, await ctx.resolveUserId({ headers }))) {
        throw gameError('FORBIDDEN', 'notHost');
      }
      return { record, viewer: { role: 'host' }, isWaiting: false };
    }
    case 'player': {
      const record = await requireGame(ctx, input.gameId);
      const holder = await findPlayerByToken(ctx, record, input.token);
      if (!holder) throw gameError('UNAUTHORIZED', 'invalidToken');
      const { isWaiting, ...player } = holder;
      return { record, viewer: { role: 'player', ...player }, isWaiting };
    }
    case 'display': {
      const record = await findGameByRoomCode(ctx, input.roomCode);
      return { record, viewer: { role: 'display' }, isWaiting: false };
    }
    default:
      return input satisfies never;
  }
}
