import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { describe, expect, it, vi } from 'vitest';
import type { GameSnapshot, GameView } from '../../shared/contracts/game';
import { SOCKET_PATH } from '../../shared/contracts/realtime';
import { encodeView } from '../../shared/game/compact-view';
import { sampleLookup, startedGame, T0 } from '../../shared/game/testing';
import { viewFor } from '../../shared/game/views';
import { clockOffsetFrom, connectGame, type GameConnectionHandlers } from './socket';

describe('the clock offset', () => {
  it('is the server time minus the middle of the round trip', () => {
    expect(clockOffsetFrom([{ clientSentAt: 1000, serverNow: 6050, receivedAt: 1100 }])).toBe(5000);
  });

  it('trusts the sample with the shortest round trip', () => {
    const samples = [
      { clientSentAt: 0, serverNow: 9000, receivedAt: 800 },
      { clientSentAt: 1000, serverNow: 3020, receivedAt: 1040 },
      { clientSentAt: 2000, serverNow: 5000, receivedAt: 2600 },
    ];
    expect(clockOffsetFrom(samples)).toBe(2000);
  });

  it('is zero without samples', () => {
    expect(clockOffsetFrom([])).toBe(0);
  });
});

describe('game:state on a real socket', () => {
  const listen = async () => {
    const http = createServer();
    const io = new Server(http, { path: SOCKET_PATH, serveClient: false });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const { port } = http.address() as AddressInfo;
    // The client connects to its page's origin.
    vi.stubGlobal('location', { protocol: 'http:', host: `127.0.0.1:${port}` });
    return {
      io,
      close: async () => {
        vi.unstubAllGlobals();
        await io.close();
      },
    };
  };

  const handlersWith = (overrides: Partial<GameConnectionHandlers>): GameConnectionHandlers => ({
    onSnapshot: () => undefined,
    onState: () => undefined,
    onRoom: () => undefined,
    onRemoved: () => undefined,
    onRematch: () => undefined,
    onWaiting: () => undefined,
    onTurnedAway: () => undefined,
    onVarReport: () => undefined,
    onVarResolved: () => undefined,
    onAchievementsEarned: () => undefined,
    onAppError: () => undefined,
    onStatus: () => undefined,
    onClockOffset: () => undefined,
    ...overrides,
  });

  const game = startedGame().play('tile-0-easy-1', 'team-1').open('tile-1-medium-1');
  const view = viewFor(game.state, 'player', { now: T0, questionLookup: sampleLookup, teamId: 'team-1' });
  const auth = { role: 'player', gameId: crypto.randomUUID(), token: 'a'.repeat(32) } as const;

  it('gives the screens the whole view decoded from the short form', async () => {
    const server = await listen();
    server.io.on('connection', (socket) => socket.emit('game:state', { view: encodeView(view) }));
    const states: GameView[] = [];
    const received = new Promise<void>((resolve) => {
      void connectGame(auth, handlersWith({ onState: (state) => (states.push(state), resolve()) })).then(
        (connection) => received.finally(() => connection.close()),
      );
    });
    await received;
    expect(states).toEqual([view]);
    await server.close();
  });

  it('asks for a snapshot when a view cannot be read, and gives the screens that instead', async () => {
    const server = await listen();
    const snapshot = { room: { gameId: auth.gameId }, view, viewer: { role: 'host' } };
    let resyncs = 0;
    server.io.on('connection', (socket) => {
      socket.on('game:resync', (ack: (result: unknown) => void) => {
        resyncs += 1;
        ack({ ok: true, snapshot });
      });
      // A difficulty this client does not know, as from a newer server.
      const unreadable = encodeView(view);
      unreadable.tiles[0] = [0, 0, 9, 200, 0];
      socket.emit('game:state', { view: unreadable });
    });
    const states: GameView[] = [];
    const snapshots: GameSnapshot[] = [];
    const received = new Promise<void>((resolve) => {
      void connectGame(
        auth,
        handlersWith({
          onState: (state) => states.push(state),
          onSnapshot: (next) => (snapshots.push(next), resolve()),
        }),
      ).then((connection) => received.finally(() => connection.close()));
    });
    await received;
    expect(resyncs).toBe(1);
    expect(states).toEqual([]);
    expect(snapshots).toEqual([snapshot]);
    await server.close();
  });
});
