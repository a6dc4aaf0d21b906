import { encodeView, type CompactGameView } from '../../shared/game/compact-view';
import { viewFor } from '../../shared/game/views';
import { prepareViews } from '../modules/games/build-views';
import type { GameRecord } from '../modules/games/game-record';
import type { GameNotifier, GamesContext } from '../modules/games/games-context';
import { gameRooms } from './game-rooms';
import type { GameServer } from './socket-types';

/**
 * Sends each role its own projection after a change: the host's view to the host, one per team to its players and
 * the display's to the TV. The correct answer exists only in the host's view until the reveal.
 */
export function createRealtimeNotifier(
  io: GameServer,
  ctx: GamesContext,
  options: { isClustered: boolean },
): GameNotifier {
  // With one process the local rooms are all the rooms, so a view nobody watches is not even built.
  const hasAudience = (room: string) =>
    options.isClustered || (io.sockets.adapter.rooms.get(room)?.size ?? 0) > 0;

  // Each view is built only for a room someone watches (the display's rarely exists).
  const sendViews = (record: GameRecord) => {
    const id = record.id;
    const opts = { now: ctx.now(), questionLookup: ctx.questions.lookup };
    const send = (room: string, build: () => CompactGameView) => {
      if (hasAudience(room)) io.to(room).emit('game:state', { view: build() });
    };
    const { state } = record;
    send(gameRooms.host(id), () => encodeView(viewFor(state, 'host', opts)));
    send(gameRooms.display(id), () => encodeView(viewFor(state, 'display', opts)));
    // Teams' views differ only while a question is open with answers sent (each team sees its own); otherwise one
    // view, encoded once, goes to every team.
    const hasPrivateAnswers = state.phase === 'question' && (state.openTile?.answers.length ?? 0) > 0;
    const teamRooms = state.teams.map((team) => gameRooms.team(id, team.id)).filter(hasAudience);
    if (!hasPrivateAnswers && teamRooms.length > 0) {
      io.to(teamRooms).emit('game:state', { view: encodeView(viewFor(state, 'player', opts)) });
      return;
    }
    for (const team of state.teams) {
      send(gameRooms.team(id, team.id), () =>
        encodeView(viewFor(state, 'player', { ...opts, teamId: team.id })),
      );
    }
  };

  return {
    gameChanged: (record) => {
      const open = record.state.openTile;
      const tile = open ? record.state.tiles.find((candidate) => candidate.id === open.tileId) : undefined;
      if (!tile || ctx.questions.lookup(tile.questionId)) {
        sendViews(record);
        return;
      }
      // apply-command prepares the views first; this is only a safety net, kept in order by the same queue.
      void prepareViews(ctx, record).then(() => sendViews(record));
    },
    roomChanged: (room) => {
      io.to(gameRooms.all(room.gameId)).emit('room:update', room);
    },
    playerRemoved: (gameId, playerId) => {
      const room = gameRooms.player(gameId, playerId);
      io.to(room).emit('room:removed', { gameId });
      io.in(room).disconnectSockets(true);
    },
    playerMoved: (gameId, playerId) => {
      // The team is read at the handshake (rooms, actor), so the phone connects again and joins its new team.
      const room = gameRooms.player(gameId, playerId);
      io.to(room).emit('room:moved', { gameId });
      io.in(room).disconnectSockets(true);
    },
    playerAdmitted: (gameId, playerId) => {
      // A waiting connection is in no game room; the phone connects again and is a player this time.
      const room = gameRooms.player(gameId, playerId);
      io.to(room).emit('room:admitted', { gameId });
      io.in(room).disconnectSockets(true);
    },
    playerTurnedAway: (gameId, playerId) => {
      const room = gameRooms.player(gameId, playerId);
      io.to(room).emit('room:turned_away', { gameId });
      io.in(room).disconnectSockets(true);
    },
    rematchCreated: (fromGameId, next) => {
      io.to(gameRooms.all(fromGameId)).emit('game:rematch', next);
    },
    varReported: (report) => {
      io.to(gameRooms.host(report.gameId)).emit('var:reported', report);
    },
    achievementsEarned: (gameId, earned) => {
      const rooms = earned.playerIds.map((playerId) => gameRooms.player(gameId, playerId));
      if (earned.isHost) rooms.push(gameRooms.host(gameId));
      if (rooms.length > 0) io.to(rooms).emit('achievement:earned', { gameId, keys: earned.keys });
    },
    varResolved: (outcome) => {
      io.to([gameRooms.player(outcome.gameId, outcome.playerId), gameRooms.host(outcome.gameId)]).emit(
        'var:resolved',
        outcome,
      );
    },
  };
}
