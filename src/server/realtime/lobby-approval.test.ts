import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JoinGameResult, WaitingInfo } from '../../shared/contracts/game';
import type { SocketAuth } from '../../shared/contracts/realtime';
import {
  buildGameApp,
  createGameOverHttp,
  newDeviceId,
  openGamesDatabase,
  type GamesTestContext,
} from '../modules/games/games-test-support';
import { GameClient } from './realtime-test-client';

/** Approve each player, end to end: HTTP joins, real sockets, a real (PGlite) database, and a restart. */
describe('approve each player', () => {
  let env: GamesTestContext;
  let app: FastifyInstance;
  let url = '';
  let port = 0;
  const clients: GameClient[] = [];

  const client = (name: string, auth: SocketAuth) => {
    const created = new GameClient(name, url, auth);
    clients.push(created);
    return created;
  };

  const join = async (roomCode: string, nickname: string, teamId: string, deviceId = newDeviceId()) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/games/join',
      payload: { clientId: crypto.randomUUID(), roomCode, nickname, teamId, deviceId },
    });
    return { status: response.statusCode, body: response.json<JoinGameResult>() };
  };

  const snapshotStatus = async (gameId: string, token: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/games/${gameId}/snapshot`,
      headers: { 'x-game-token': token },
    });
    return { status: response.statusCode, key: (response.json() as { error?: { key: string } }).error?.key };
  };

  /** A game whose host has turned approval on, with the host connected. */
  async function approvingRoom() {
    const created = await createGameOverHttp(app, env.categories.playable);
    const host = client('host', { role: 'host', gameId: created.gameId, token: created.hostToken });
    await host.untilSnapshots(1);
    await host.do({ type: 'set_approval', isOn: true });
    await host.until(() => host.room?.isApprovalOn === true, 'approval on');
    const waitingPhone = (joined: JoinGameResult) => {
      const phone = client(joined.nickname, {
        role: 'player',
        gameId: created.gameId,
        token: joined.playerToken,
      });
      const waiting = () =>
        phone.received.findLast((entry) => entry.event === 'room:waiting')?.payload as
          WaitingInfo | undefined;
      return { phone, waiting };
    };
    return { created, host, waitingPhone };
  }

  beforeAll(async () => {
    env = await openGamesDatabase();
    app = await buildGameApp(env.database, true);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    url = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await app.close();
    await env.close();
  });

  it('a waiting player is in no team, sees nothing of the game and can do nothing until let in', async () => {
    const { created, host, waitingPhone } = await approvingRoom();
    const joined = await join(created.roomCode, 'Aisha', 'team-2');
    expect(joined).toMatchObject({ status: 201, body: { isWaiting: true, teamId: 'team-2' } });
    await host.until(() => host.room?.waitingPlayers.length === 1, 'the waiting list');
    expect(host.room).toMatchObject({
      players: [],
      waitingPlayers: [{ id: joined.body.playerId, nickname: 'Aisha', teamId: 'team-2' }],
    });

    const { phone, waiting } = waitingPhone(joined.body);
    await phone.until(() => waiting() !== undefined, 'room:waiting');
    expect(waiting()).toEqual({
      gameId: created.gameId,
      roomCode: created.roomCode,
      playerId: joined.body.playerId,
      nickname: 'Aisha',
      team: { id: 'team-2', name: 'Falcons', colour: 'red' },
    });
    for (const command of [
      { type: 'submit_answer', answer: { kind: 'option', index: 0 } },
      { type: 'start' },
      { type: 'admit_player', playerId: joined.body.playerId },
    ] as const) {
      expect(await phone.send(command)).toMatchObject({ ok: false, error: { key: expect.any(String) } });
    }
    expect(await phone.send({ type: 'submit_answer', answer: { kind: 'option', index: 0 } })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN', key: 'game.errors.playerWaiting' },
    });
    expect(await phone.socket.timeout(5000).emitWithAck('game:resync')).toMatchObject({
      ok: false,
      error: { key: 'game.errors.playerWaiting' },
    });
    expect(await snapshotStatus(created.gameId, joined.body.playerToken)).toEqual({
      status: 403,
      key: 'game.errors.playerWaiting',
    });
    const report = await app.inject({
      method: 'POST',
      url: `/api/games/${created.gameId}/var-reports`,
      headers: { 'x-game-token': joined.body.playerToken },
      payload: { clientId: crypto.randomUUID(), tileId: 'tile-0-easy-1', reason: 'why' },
    });
    expect(report.statusCode).toBe(403);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/answers',
      payload: {
        clientId: crypto.randomUUID(),
        gameId: created.gameId,
        playerToken: joined.body.playerToken,
        answer: { kind: 'option', index: 0 },
      },
    });
    expect(answer.statusCode).toBe(403);

    // The host's commands meanwhile reach the host, never the waiting phone.
    await host.do({ type: 'set_approval', isOn: true });
    expect(phone.received.map((entry) => entry.event)).not.toContain('game:state');
    expect(phone.received.map((entry) => entry.event)).not.toContain('game:snapshot');
    expect(phone.received.map((entry) => entry.event)).not.toContain('room:update');

    // Let in: told, the connection closes, and the phone connects again as a player of its team.
    await host.do({ type: 'admit_player', playerId: joined.body.playerId });
    await phone.until(() => phone.received.some((entry) => entry.event === 'room:admitted'), 'admitted');
    await phone.until(() => !phone.socket.connected, 'closed');
    await host.until(() => host.room?.players.length === 1, 'the new player');
    expect(host.room).toMatchObject({
      waitingPlayers: [],
      players: [{ nickname: 'Aisha', teamId: 'team-2' }],
    });
    const admitted = client('Aisha again', {
      role: 'player',
      gameId: created.gameId,
      token: joined.body.playerToken,
    });
    await admitted.untilSnapshots(1);
    expect(admitted.room?.players.map((p) => p.nickname)).toEqual(['Aisha']);
    await host.do({ type: 'start' });
    await admitted.until(() => admitted.view?.phase === 'board', 'the board');
    expect(await snapshotStatus(created.gameId, joined.body.playerToken)).toMatchObject({ status: 200 });
  }, 30_000);

  it('a turned-away player is told, their token stops working, and their device only waits again', async () => {
    const { created, host, waitingPhone } = await approvingRoom();
    const deviceId = newDeviceId();
    const joined = await join(created.roomCode, 'Omar', 'team-1', deviceId);
    const { phone, waiting } = waitingPhone(joined.body);
    await phone.until(() => waiting() !== undefined, 'room:waiting');

    await host.do({ type: 'turn_away_player', playerId: joined.body.playerId });
    await phone.until(
      () => phone.received.some((entry) => entry.event === 'room:turned_away'),
      'turned away',
    );
    await host.until(() => host.room?.waitingPlayers.length === 0, 'the list emptied');
    expect(host.room?.players).toEqual([]);
    expect(await snapshotStatus(created.gameId, joined.body.playerToken)).toEqual({
      status: 403,
      key: 'game.errors.playerTurnedAway',
    });
    const refused = client('Omar refused', {
      role: 'player',
      gameId: created.gameId,
      token: joined.body.playerToken,
    });
    const error = await new Promise<{ data?: unknown }>((resolve) =>
      refused.socket.once('connect_error', resolve),
    );
    expect(error.data).toEqual({ code: 'FORBIDDEN', key: 'game.errors.playerTurnedAway' });

    // The same device asks again (even with the same nickname): a new player, on the host's list again.
    const again = await join(created.roomCode, 'Omar', 'team-1', deviceId);
    expect(again).toMatchObject({ status: 201, body: { isWaiting: true } });
    expect(again.body.playerId).not.toBe(joined.body.playerId);
    await host.until(() => host.room?.waitingPlayers.length === 1, 'waiting again');
    expect(host.room?.waitingPlayers[0]).toMatchObject({ id: again.body.playerId, nickname: 'Omar' });
  }, 30_000);

  it('turning it off lets everyone waiting in; a waiting player may leave', async () => {
    const { created, host, waitingPhone } = await approvingRoom();
    const sara = (await join(created.roomCode, 'Sara', 'team-1')).body;
    const khalid = (await join(created.roomCode, 'Khalid', 'team-2')).body;
    const noor = (await join(created.roomCode, 'Noor', 'team-2')).body;
    await host.until(() => host.room?.waitingPlayers.length === 3, 'three waiting');

    const leaving = waitingPhone(noor);
    await leaving.phone.until(() => leaving.waiting() !== undefined, 'room:waiting');
    expect(await leaving.phone.send({ type: 'leave_waiting' })).toMatchObject({ ok: true });
    await host.until(() => host.room?.waitingPlayers.length === 2, 'Noor left');
    expect(await snapshotStatus(created.gameId, noor.playerToken)).toMatchObject({ status: 403 });

    await host.do({ type: 'set_approval', isOn: false });
    await host.until(() => host.room?.players.length === 2, 'both let in');
    expect(host.room).toMatchObject({ isApprovalOn: false, waitingPlayers: [] });
    expect(host.room?.players.map((p) => p.nickname).sort()).toEqual(['Khalid', 'Sara']);
    for (const token of [sara.playerToken, khalid.playerToken]) {
      expect(await snapshotStatus(created.gameId, token)).toMatchObject({ status: 200 });
    }
    // Off again: a new player is in at once.
    expect((await join(created.roomCode, 'Layla', 'team-1')).body.isWaiting).toBe(false);
  }, 30_000);

  it('a join replayed long after the host let the player in leaves them in', async () => {
    const { created, host } = await approvingRoom();
    const payload = {
      clientId: crypto.randomUUID(),
      roomCode: created.roomCode,
      nickname: 'Yusuf',
      teamId: 'team-1',
      deviceId: newDeviceId(),
    };
    const first = await app.inject({ method: 'POST', url: '/api/games/join', payload });
    const joined = first.json<JoinGameResult>();
    expect(joined.isWaiting).toBe(true);
    await host.do({ type: 'admit_player', playerId: joined.playerId });
    // More commands than the engine remembers ids of: only the log still knows the ask.
    for (let i = 0; i < 65; i += 1) await host.do({ type: 'set_approval', isOn: true });
    const replayed = await app.inject({ method: 'POST', url: '/api/games/join', payload });
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json<JoinGameResult>()).toMatchObject({ playerId: joined.playerId, isWaiting: false });
    await host.until(() => host.room?.players.length === 1 && host.room.waitingPlayers.length === 0, 'in');
  }, 30_000);

  it('keeps the waiting list across a server restart', async () => {
    const { created, host, waitingPhone } = await approvingRoom();
    const huda = (await join(created.roomCode, 'Huda', 'team-1')).body;
    const { phone, waiting } = waitingPhone(huda);
    await phone.until(() => waiting() !== undefined, 'room:waiting');
    const waitingEvents = () => phone.received.filter((entry) => entry.event === 'room:waiting').length;
    const hostSnapshots = host.snapshots;

    await app.close();
    app = await buildGameApp(env.database, true);
    await app.listen({ port, host: '127.0.0.1' });

    await host.untilSnapshots(hostSnapshots + 1);
    expect(host.room).toMatchObject({
      isApprovalOn: true,
      players: [],
      waitingPlayers: [{ id: huda.playerId, nickname: 'Huda' }],
    });
    await phone.until(() => waitingEvents() >= 2, 'room:waiting after the restart');
    expect(await phone.send({ type: 'submit_answer', answer: { kind: 'option', index: 0 } })).toMatchObject({
      ok: false,
      error: { key: 'game.errors.playerWaiting' },
    });
    await host.do({ type: 'admit_player', playerId: huda.playerId });
    await host.until(() => host.room?.players.length === 1, 'let in after the restart');
  }, 30_000);
});
