import type { Viewer, WaitingInfo } from '../../../shared/contracts/game';
import { gameError } from './game-errors';
import type { GamesContext } from './games-context';

/** What a waiting player's phone shows: the room, their nickname and the team they chose (nothing of the game). */
export async function waitingInfoOf(
  ctx: GamesContext,
  gameId: string,
  viewer: Extract<Viewer, { role: 'player' }>,
): Promise<WaitingInfo> {
  const record = await ctx.store.get(gameId);
  if (!record) throw gameError('NOT_FOUND', 'gameNotFound');
  const team = record.state.teams.find((candidate) => candidate.id === viewer.teamId);
  return {
    gameId,
    roomCode: record.roomCode,
    playerId: viewer.playerId,
    nickname: viewer.nickname,
    team: team ? { id: team.id, name: team.name, colour: team.colour } : null,
  };
}
