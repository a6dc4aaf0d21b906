import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents, sessions, users } from '../../db/auth-schema';
import { gamePlayers, games } from '../../db/game-schema';
import {
  type AuthTestContext,
  createAuthTestApp,
  DEFAULT_PASSWORD,
  type TestBrowser,
} from '../../testing/auth-test-app';
import { newDeviceId, seedGameContent, TWO_TEAMS } from '../games/games-test-support';

/** Sign-ups hash passwords (scrypt); on a loaded 2-core machine a test can take a while. */
const SLOW_TEST_MS = 120_000;

describe('my data: export and account deletion', { timeout: SLOW_TEST_MS }, () => {
  let ctx: AuthTestContext;
  let huda: TestBrowser;
  let gameId: string;
  let roomCode: string;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    const seeded = await seedGameContent(ctx.database);
    huda = await ctx.createVerifiedUser('huda@example.ae');
    const created = await huda.request('POST', '/api/games', {
      options: TWO_TEAMS,
      categoryIds: seeded.playable,
    });
    expect(created.statusCode).toBe(201);
    ({ gameId, roomCode } = created.json());
    const room = (await huda.request('GET', `/api/games/rooms/${roomCode}`)).json();
    const join = await ctx.browser().request('POST', '/api/games/join', {
      clientId: crypto.randomUUID(),
      roomCode,
      nickname: 'Guest',
      teamId: room.teams[0].id,
      deviceId: newDeviceId(),
    });
    expect(join.statusCode).toBe(201);
  }, SLOW_TEST_MS);
  afterAll(async () => {
    await ctx.close();
  });

  it('asks for the password again, and exports everything as JSON with a data_export event', async () => {
    expect(
      (await ctx.browser().request('POST', '/api/account/export', { password: DEFAULT_PASSWORD })).statusCode,
    ).toBe(401);
    const wrong = await huda.request('POST', '/api/account/export', { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.key).toBe('errors.currentPasswordIncorrect');
    expect((await huda.request('POST', '/api/account/export', {})).statusCode).toBe(400);

    const response = await huda.request('POST', '/api/account/export', { password: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="jawib-my-data-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const data = response.json();
    expect(data.profile.email).toBe('huda@example.ae');
    expect(data.gamesHosted).toEqual([expect.objectContaining({ id: gameId, roomCode })]);
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining([
        'gamesPlayed',
        'varReports',
        'contactMessages',
        'securityEvents',
        'challengeResults',
      ]),
    );
    expect(JSON.stringify(data)).not.toMatch(/password|tokenHash|token_secret|tokenSecret|deviceHash/i);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, 'huda@example.ae'));
    const events = await ctx.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, user!.id));
    expect(events.filter((event) => event.type === 'data_export')).toHaveLength(1);
  });

  it('deletes the account after the password and the typed word; hosted games keep their scores, anonymised', async () => {
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, 'huda@example.ae'));
    const noWord = await huda.request('POST', '/api/account/delete', { password: DEFAULT_PASSWORD });
    expect(noWord.statusCode).toBe(400);
    const wrong = await huda.request('POST', '/api/account/delete', {
      password: 'nope',
      confirmation: true,
    });
    expect(wrong.statusCode).toBe(400);
    expect((await ctx.database.db.select().from(users).where(eq(users.id, user!.id))).length).toBe(1);

    const [gameBefore] = await ctx.database.db.select().from(games).where(eq(games.id, gameId));
    const deleted = await huda.request('POST', '/api/account/delete', {
      password: DEFAULT_PASSWORD,
      confirmation: true,
    });
    expect(deleted.statusCode).toBe(200);
    expect(huda.hasSessionCookie()).toBe(false);
    expect((await huda.request('GET', '/api/account/profile')).statusCode).toBe(401);

    expect(await ctx.database.db.select().from(users).where(eq(users.id, user!.id))).toEqual([]);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);
    const [gameAfter] = await ctx.database.db.select().from(games).where(eq(games.id, gameId));
    expect(gameAfter!.hostUserId).toBeNull();
    expect(gameAfter!.hostKey).toBe(`game:${gameId}`);
    expect(gameAfter!.state.teams).toEqual(gameBefore!.state.teams);
    expect(
      await ctx.database.db.select().from(gamePlayers).where(eq(gamePlayers.gameId, gameId)),
    ).toHaveLength(1);
    // The address is free again: a new account may use it.
    const again = await ctx.createVerifiedUser('huda@example.ae');
    expect(again.hasSessionCookie()).toBe(true);
  });
});
