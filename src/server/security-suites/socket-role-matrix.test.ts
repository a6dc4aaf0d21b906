import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientCommandInput, clientCommandSchema } from '../../shared/contracts/game';
import type { SocketAuth } from '../../shared/contracts/realtime';
import { PLAYER_COMMAND_TYPES } from '../../shared/game/commands';
import {
  buildGameApp,
  createGameOverHttp,
  joinOverHttp,
  openGamesDatabase,
  TWO_TEAMS,
  type GamesTestContext,
} from '../modules/games/games-test-support';
import { type CommandBody, GameClient } from '../realtime/realtime-test-client';

type CommandType = ClientCommandInput['type'];

/**
 * A well-formed command of every type a client may send. The keys must be the shared contract's command types: a
 * new command without a sample fails to compile, and the test checks the list against the contract at run time.
 */
const SAMPLES: { [K in CommandType]: Extract<CommandBody, { type: K }> } = {
  set_options: { type: 'set_options', options: TWO_TEAMS },
  start: { type: 'start' },
  select_tile: { type: 'select_tile', tileId: 'tile-0-200-a' },
  choose_refill: { type: 'choose_refill', lifeline: null },
  begin_question: { type: 'begin_question' },
  use_lifeline: { type: 'use_lifeline', teamId: 'team-1', lifeline: 'two_answers' },
  end_call: { type: 'end_call' },
  pause: { type: 'pause' },
  resume: { type: 'resume' },
  submit_answer: { type: 'submit_answer', answer: { kind: 'option', index: 0 } },
  reveal: { type: 'reveal' },
  mark_result: { type: 'mark_result', winnerTeamId: 'team-1' },
  switch_turn: { type: 'switch_turn', teamId: 'team-2' },
  correct_score: { type: 'correct_score', teamId: 'team-2', amount: 200, reason: 'role matrix' },
  end_game: { type: 'end_game' },
  set_approval: { type: 'set_approval', isOn: true },
  admit_player: { type: 'admit_player', playerId: 'player-unknown' },
  turn_away_player: { type: 'turn_away_player', playerId: 'player-unknown' },
  leave_waiting: { type: 'leave_waiting' },
};

const FORBIDDEN_KEY = 'game.errors.forbidden';
const countBy = (items: string[]) =>
  Object.fromEntries(
    [...new Set(items)].map((item) => [item, items.filter((other) => other === item).length]),
  );
type Outcome = 'applied' | 'forbidden' | 'refused';

describe(
  'socket role matrix: every client command of the contract, by every role',
  { timeout: 120_000 },
  () => {
    let env: GamesTestContext;
    let app: FastifyInstance;
    let url = '';
    const clients: GameClient[] = [];
    const client = (name: string, auth: SocketAuth) => {
      const created = new GameClient(name, url, auth);
      clients.push(created);
      return created;
    };

    beforeAll(async () => {
      env = await openGamesDatabase();
      app = await buildGameApp(env.database, true);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });
    afterAll(async () => {
      for (const c of clients) c.close();
      await app.close();
      await env.close();
    });

    it('has a sample of every command type the contract names', () => {
      const contractTypes = clientCommandSchema.options.map((option) => option.shape.type.value).sort();
      expect(Object.keys(SAMPLES).sort()).toEqual(contractTypes);
    });

    it('refuses host commands from players and the TV, player commands from the host and the TV', async () => {
      const game = await createGameOverHttp(app, env.categories.playable);
      const other = await createGameOverHttp(app, env.categories.playable);
      const joined = await joinOverHttp(app, game.roomCode, 'Aisha', 'team-1');
      const host = client('host', { role: 'host', gameId: game.gameId, token: game.hostToken });
      const player = client('player', { role: 'player', gameId: game.gameId, token: joined.playerToken });
      const display = client('tv', { role: 'display', roomCode: game.roomCode });
      await Promise.all([host, player, display].map((c) => c.untilSnapshots(1)));
      const versionBefore = (await host.resync()).view.version;

      const outcomes: Record<string, Outcome> = {};
      const statuses: string[] = [];
      const attempt = async (by: GameClient, role: string, type: CommandType): Promise<Outcome> => {
        const ack = await by.send(SAMPLES[type]);
        const outcome: Outcome = ack.ok
          ? 'applied'
          : ack.error.key === FORBIDDEN_KEY
            ? 'forbidden'
            : 'refused';
        outcomes[`${role} ${type}`] = outcome;
        statuses.push(ack.ok ? 'ok' : ack.error.code);
        return outcome;
      };

      const types = Object.keys(SAMPLES) as CommandType[];
      // The refusals first: the role is checked before the game's phase, so the order of the commands does not matter.
      for (const type of types) {
        const isPlayerCommand = PLAYER_COMMAND_TYPES.includes(type);
        expect(await attempt(display, 'display', type), `display ${type}`).toBe('forbidden');
        if (isPlayerCommand) expect(await attempt(host, 'host', type), `host ${type}`).toBe('forbidden');
        else expect(await attempt(player, 'player', type), `player ${type}`).toBe('forbidden');
      }
      // Then each role's own commands reach the game (applied, or refused by the game's rules, never as forbidden).
      for (const type of types) {
        const isPlayerCommand = PLAYER_COMMAND_TYPES.includes(type);
        const outcome = await attempt(
          isPlayerCommand ? player : host,
          isPlayerCommand ? 'player' : 'host',
          type,
        );
        expect(outcome, `${isPlayerCommand ? 'player' : 'host'} ${type}`).not.toBe('forbidden');
      }
      // Nothing the refused commands carried reached the game: the applied ones made every new version.
      const applied = Object.values(outcomes).filter((outcome) => outcome === 'applied').length;
      expect(applied).toBeGreaterThan(0);
      expect((await host.resync()).view.version).toBe(versionBefore + applied);

      // Another game's tokens open nothing here, for a host or a player (each refusal is listened for as the
      // connection is made, before anything else is awaited).
      const refusalOf = (stranger: GameClient) =>
        new Promise<unknown>((resolve) =>
          stranger.socket.once('connect_error', (error) => resolve(error.data)),
        );
      const otherHost = refusalOf(
        client('other host', { role: 'host', gameId: game.gameId, token: other.hostToken }),
      );
      const otherPlayerToken = (await joinOverHttp(app, other.roomCode, 'Omar', 'team-2')).playerToken;
      const otherPlayer = refusalOf(
        client('other player', { role: 'player', gameId: game.gameId, token: otherPlayerToken }),
      );
      expect(await otherHost).toEqual({ code: 'FORBIDDEN', key: 'game.errors.notHost' });
      expect(await otherPlayer).toEqual({ code: 'UNAUTHORIZED', key: 'game.errors.invalidToken' });
      const forbidden = Object.values(outcomes).filter((outcome) => outcome === 'forbidden').length;
      console.log(
        `Socket role matrix: ${types.length} command types, ${statuses.length} commands as host, player and TV ` +
          `(${forbidden} forbidden, ${applied} applied, the rest refused by the game's rules); ` +
          `answers ${JSON.stringify(countBy(statuses))}; 2 connections with another game's tokens refused`,
      );
    });
  },
);
