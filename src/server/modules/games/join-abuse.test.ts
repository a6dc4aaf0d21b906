import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents } from '../../db/auth-schema';
import {
  buildGameApp,
  createGameOverHttp,
  newDeviceId,
  openGamesDatabase,
  type GamesTestContext,
} from './games-test-support';
import { isBlockedNickname } from './nickname-filter';
import { UNKNOWN_CODES_PER_WINDOW } from './room-code-guard';

/** A JSON request over a real socket from the loopback address `from` (127.0.0.x: one household each). */
function call(
  port: number,
  from: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: { error?: { code: string; key: string } } & Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        localAddress: from,
        headers: payload ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : {} }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('room-code abuse', () => {
  let ctx: GamesTestContext;
  let app: FastifyInstance;
  let port: number;
  let roomCode: string;
  let teamId: string;
  beforeAll(async () => {
    ctx = await openGamesDatabase();
    app = await buildGameApp(ctx.database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
    const created = await createGameOverHttp(app, ctx.categories.playable);
    roomCode = created.roomCode;
    const room = await call(port, '127.0.0.1', 'GET', `/api/games/rooms/${roomCode}`);
    teamId = (room.json.teams as { id: string }[])[0]!.id;
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  /** A six-digit code that is not the room's. */
  const unknownCode = (n: number) => String(100000 + n).replace(roomCode, '999999');

  it('lets a family on one address look up and join a known code as often as it likes', async () => {
    const family = '127.0.0.5';
    for (let i = 0; i < UNKNOWN_CODES_PER_WINDOW + 10; i += 1) {
      expect((await call(port, family, 'GET', `/api/games/rooms/${roomCode}`)).status).toBe(200);
    }
    for (const nickname of ['Mama', 'Baba', 'Sara', 'Omar', 'جدة', 'خالد']) {
      const joined = await call(port, family, 'POST', '/api/games/join', {
        clientId: crypto.randomUUID(),
        roomCode,
        nickname,
        teamId,
        deviceId: newDeviceId(),
      });
      expect(joined.status, nickname).toBe(201);
    }
    // A few typos do not matter either.
    for (let i = 0; i < 3; i += 1) {
      expect((await call(port, family, 'GET', `/api/games/rooms/${unknownCode(i)}`)).status).toBe(404);
    }
    expect((await call(port, family, 'GET', `/api/games/rooms/${roomCode}`)).status).toBe(200);
  });

  it('pauses an address that walks the code space, records suspicious_activity once, and spares others', async () => {
    const walker = '127.0.0.9';
    const statuses: Record<number, number> = {};
    for (let i = 0; i < 40; i += 1) {
      const response = await call(port, walker, 'GET', `/api/games/rooms/${unknownCode(100 + i)}`);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (i < UNKNOWN_CODES_PER_WINDOW) expect(response.status).toBe(404);
      else {
        expect(response.status).toBe(429);
        expect(response.json.error).toMatchObject({
          code: 'RATE_LIMITED',
          key: 'game.errors.tooManyRoomCodes',
        });
      }
    }
    // The pause covers known codes and joins from that address too: the walk cannot go on through them.
    expect((await call(port, walker, 'GET', `/api/games/rooms/${roomCode}`)).status).toBe(429);
    const join = await call(port, walker, 'POST', '/api/games/join', {
      clientId: crypto.randomUUID(),
      roomCode,
      nickname: 'Walker',
      teamId,
      deviceId: newDeviceId(),
    });
    expect(join.status).toBe(429);
    // Another address is not affected.
    expect((await call(port, '127.0.0.10', 'GET', `/api/games/rooms/${roomCode}`)).status).toBe(200);

    const events = await ctx.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.type, 'suspicious_activity'));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ ip: walker, severity: 'high' });
    console.log(`room-code walk: 40 lookups from one address, statuses ${JSON.stringify(statuses)}`);
  });

  it('refuses slurs as nicknames in English and Arabic, and keeps ordinary names', async () => {
    const refused = [
      'fuck',
      'FuCk3r',
      'sh1t head',
      'شرموطة',
      'يا شرموط',
      'ابن الكلب',
      'قحبة',
      'ش ر م و ط',
      'كُسّ',
    ];
    const allowed = [
      'Sara',
      'Scunthorpe',
      'Cassandra',
      'كسرى',
      'مكسرات',
      'نور',
      'زبيدة',
      'Player 455',
      'لاعب 455',
      'Dick Grayson Fan',
    ];
    for (const nickname of refused) expect(isBlockedNickname(nickname), nickname).toBe(true);
    for (const nickname of allowed.slice(0, -1)) expect(isBlockedNickname(nickname), nickname).toBe(false);
    const response = await call(port, '127.0.0.20', 'POST', '/api/games/join', {
      clientId: crypto.randomUUID(),
      roomCode,
      nickname: 'شرموطة',
      teamId,
      deviceId: newDeviceId(),
    });
    expect(response.status).toBe(400);
    expect(response.json.error?.key).toBe('game.errors.nicknameNotAllowed');
  });
});
