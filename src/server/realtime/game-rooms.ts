/** Socket.IO room names of a game: everyone, each role, each team and each player. */
export const gameRooms = {
  all: (gameId: string) => `game:${gameId}`,
  host: (gameId: string) => `game:${gameId}:host`,
  display: (gameId: string) => `game:${gameId}:display`,
  team: (gameId: string, teamId: string) => `game:${gameId}:team:${teamId}`,
  player: (gameId: string, playerId: string) => `game:${gameId}:player:${playerId}`,
};
