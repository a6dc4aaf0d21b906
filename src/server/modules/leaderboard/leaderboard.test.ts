import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents, users } from '../../db/auth-schema';
import { leaderboardRankBuckets, leaderboardScores, playerProfiles } from '../../db/solo-schema';
import { type AuthTestContext, createAuthTestApp, type TestBrowser } from '../../testing/auth-test-app';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../testing/test-database';
import { createTestApp } from '../../testing/test-app';
import { awardPoints } from './award-points';
import { getLeaderboard } from './get-leaderboard';
import { savePlayerProfile } from './player-profile';
import { rebuildRankBuckets } from './rebuild-rank-buckets';

const SLOW_TEST_MS = 120_000;
/** Wednesday 25 November 2026, noon in Dubai. */
const NOW = Date.UTC(2026, 10, 25, 8);
const DAY_MS = 86_400_000;

describe('leaderboards', { timeout: SLOW_TEST_MS }, () => {
  let ctx: AuthTestContext;
  let maryam: TestBrowser;
  let maryamId: string;

  beforeAll(async () => {
    ctx = await createAuthTestApp({}, { now: () => NOW });
    maryam = await ctx.createVerifiedUser('maryam@example.ae');
    maryamId = (await maryam.request('GET', '/api/account/profile')).json().id;
    const db = ctx.database.db;
    // 120 players with more points than Maryam this month; 3 of them from the Gulf, tied at the top.
    await db.insert(users).values(
      Array.from({ length: 120 }, (_, i) => ({
        id: `player-${i}`,
        name: `Player ${i}`,
        email: `player-${i}@example.com`,
      })),
    );
    for (let i = 0; i < 120; i++) {
      await awardPoints(db, {
        userId: `player-${i}`,
        source: 'daily',
        sourceId: `r-${i}`,
        points: 1000 - i,
        at: NOW - 3 * DAY_MS,
      });
    }
    await db.insert(playerProfiles).values([0, 1, 2].map((i) => ({ userId: `player-${i}`, country: 'AE' })));
    await db
      .update(leaderboardScores)
      .set({ region: 'gulf' })
      .where(inArray(leaderboardScores.userId, ['player-0', 'player-1', 'player-2']));
    // Monday this week: a tie for the weekly top.
    await awardPoints(db, {
      userId: 'player-5',
      source: 'daily',
      sourceId: 'w-5',
      points: 500,
      at: NOW - 2 * DAY_MS,
    });
    await awardPoints(db, {
      userId: 'player-6',
      source: 'daily',
      sourceId: 'w-6',
      points: 500,
      at: NOW - 2 * DAY_MS,
    });
    await awardPoints(db, { userId: maryamId, source: 'daily', sourceId: 'w-m', points: 300, at: NOW });
    // Last month only counts for all time.
    await awardPoints(db, {
      userId: 'player-119',
      source: 'daily',
      sourceId: 'old',
      points: 5000,
      at: NOW - 40 * DAY_MS,
    });
  }, SLOW_TEST_MS);
  afterAll(async () => {
    await ctx.close();
  });

  it('awards a source once', async () => {
    const again = await awardPoints(ctx.database.db, {
      userId: maryamId,
      source: 'daily',
      sourceId: 'w-m',
      points: 300,
      at: NOW,
    });
    expect(again).toBe(false);
  });

  it('ranks the top 100 of all time with the player’s own rank outside it', async () => {
    const board = (await maryam.request('GET', '/api/leaderboard?period=global')).json();
    expect(board.entries).toHaveLength(100);
    expect(board.entries[0]).toMatchObject({ rank: 1, name: 'Player 119', points: 5000 + 881 });
    expect(board.players).toBe(121);
    expect(board.you).toEqual({ rank: 121, points: 300 });
  });

  it('gives equal points the same rank, and counts only the week or the month', async () => {
    const weekly = (await maryam.request('GET', '/api/leaderboard?period=weekly')).json();
    expect(weekly.periodKey).toBe('w:2026-11-23');
    expect(weekly.entries.map((e: { rank: number; points: number }) => [e.rank, e.points])).toEqual([
      [1, 500],
      [1, 500],
      [3, 300],
    ]);
    expect(weekly.entries[2]).toMatchObject({ isYou: true });
    expect(weekly.you).toEqual({ rank: 3, points: 300 });
    const monthly = (await maryam.request('GET', '/api/leaderboard?period=monthly')).json();
    expect(monthly.periodKey).toBe('m:2026-11');
    expect(monthly.players).toBe(121);
    expect(monthly.entries.some((e: { points: number }) => e.points >= 5000)).toBe(false);
  });

  it('filters by the region of the profile country, and moves a player when the country changes', async () => {
    const gulf = (await maryam.request('GET', '/api/leaderboard?region=gulf')).json();
    expect(gulf.entries.map((e: { name: string }) => e.name)).toEqual(['Player 0', 'Player 1', 'Player 2']);
    expect(gulf.you).toBeNull();
    const saved = await maryam.request('PUT', '/api/account/player-profile', {
      country: 'EG',
      showOnLeaderboards: true,
      showProfile: true,
    });
    expect(saved.statusCode).toBe(200);
    const northAfrica = (await maryam.request('GET', '/api/leaderboard?region=north_africa')).json();
    expect(northAfrica.you).toEqual({ rank: 1, points: 300 });
  });

  it('hides the name of a player who chose privacy, and records the change as a security event', async () => {
    const response = await maryam.request('PUT', '/api/account/player-profile', {
      country: 'EG',
      showOnLeaderboards: false,
      showProfile: false,
    });
    expect(response.json()).toEqual({ country: 'EG', showOnLeaderboards: false, showProfile: false });
    const events = await ctx.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, maryamId), eq(securityEvents.type, 'privacy_settings_changed')));
    expect(events).toHaveLength(1);
    const weekly = (await ctx.browser().request('GET', '/api/leaderboard?period=weekly')).json();
    expect(weekly.entries[2]).toMatchObject({ name: null, points: 300, isYou: false });
    expect(weekly.you).toBeNull();
    // The player still sees their own name.
    const own = (await maryam.request('GET', '/api/leaderboard?period=weekly')).json();
    expect(own.entries[2].name).toBe('maryam');
  });

  it('refuses a bad country and a bad period', async () => {
    const bad = await maryam.request('PUT', '/api/account/player-profile', {
      country: 'Egypt',
      showOnLeaderboards: true,
      showProfile: true,
    });
    expect(bad.statusCode).toBe(400);
    expect((await maryam.request('GET', '/api/leaderboard?period=yearly')).statusCode).toBe(400);
    expect((await ctx.browser().request('GET', '/api/account/player-profile')).statusCode).toBe(401);
  });
});

describe('rank buckets', { timeout: SLOW_TEST_MS }, () => {
  let database: DatabaseHandle;
  const facts = { ip: '127.0.0.1', userAgent: 'vitest' };
  const award = (userId: string, sourceId: string, points: number) =>
    awardPoints(database.db, { userId, source: 'daily', sourceId, points, at: NOW });
  const board = (userId: string | null, region: 'global' | 'gulf' | 'north_africa' = 'global') =>
    getLeaderboard(database.db, { period: 'weekly', region }, userId, NOW);
  const buckets = () =>
    database.db
      .select()
      .from(leaderboardRankBuckets)
      .orderBy(
        asc(leaderboardRankBuckets.period),
        asc(leaderboardRankBuckets.region),
        asc(leaderboardRankBuckets.bucket),
      );
  const counted = async () => (await buckets()).filter((row) => row.players !== 0);

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db
      .insert(users)
      .values(
        Array.from({ length: 8 }, (_, i) => ({ id: `b-${i}`, name: `B ${i}`, email: `b-${i}@example.com` })),
      );
  }, SLOW_TEST_MS);
  afterAll(async () => {
    await database.close();
  });

  it('follow awards, ties across bucket edges, region changes and deleted accounts', async () => {
    // 250, 199 (ties with 199 below), 199, 100 (the bucket edge), 99, 0.
    await award('b-0', 'a', 150);
    await award('b-0', 'b', 100); // 250: moves from bucket 1 to bucket 2
    await award('b-1', 'a', 199);
    await award('b-2', 'a', 199);
    await award('b-3', 'a', 100);
    await award('b-4', 'a', 99);
    await award('b-5', 'a', 0);
    const ranks = async (...ids: string[]) =>
      Promise.all(ids.map(async (id) => (await board(id)).you?.rank ?? null));
    expect(await ranks('b-0', 'b-1', 'b-2', 'b-3', 'b-4', 'b-5', 'b-6')).toEqual([1, 2, 2, 4, 5, 6, null]);
    const top = await board(null);
    expect(top.players).toBe(6);
    expect(top.entries.map((entry) => [entry.rank, entry.points])).toEqual([
      [1, 250],
      [2, 199],
      [2, 199],
      [4, 100],
      [5, 99],
      [6, 0],
    ]);
    const maintained = await counted();
    await rebuildRankBuckets(database.db);
    expect(await buckets()).toEqual(maintained);

    // A country moves every period row of the player to the region's buckets.
    await savePlayerProfile(
      database.db,
      'b-2',
      { country: 'AE', showOnLeaderboards: true, showProfile: true },
      facts,
    );
    await savePlayerProfile(
      database.db,
      'b-3',
      { country: 'SA', showOnLeaderboards: true, showProfile: true },
      facts,
    );
    await award('b-3', 'b', 150); // 250 in the Gulf, tied with b-0 on the global board
    const gulf = await board('b-2', 'gulf');
    expect(gulf.players).toBe(2);
    expect(gulf.you).toEqual({ rank: 2, points: 199 });
    expect((await board('b-3')).you).toEqual({ rank: 1, points: 250 });
    expect((await board('b-1')).you).toEqual({ rank: 3, points: 199 });
    await savePlayerProfile(
      database.db,
      'b-2',
      { country: 'EG', showOnLeaderboards: true, showProfile: true },
      facts,
    );
    expect((await board('b-2', 'gulf')).you).toBeNull();
    expect((await board('b-2', 'north_africa')).you).toEqual({ rank: 1, points: 199 });
    expect((await board(null, 'gulf')).players).toBe(1);

    // A deleted account leaves the boards and the counts.
    await database.db.delete(users).where(eq(users.id, 'b-0'));
    const after = await board('b-1');
    expect(after.players).toBe(5);
    expect(after.you).toEqual({ rank: 2, points: 199 });
    const kept = await counted();
    await rebuildRankBuckets(database.db);
    expect(await buckets()).toEqual(kept);
  });
});

describe('FEATURE_LEADERBOARD off', () => {
  it('hides the leaderboard API', async () => {
    const { app, close } = await createTestApp({ env: { FEATURE_LEADERBOARD: 'off' } });
    try {
      const off = await app.inject({ method: 'GET', url: '/api/leaderboard' });
      expect(off.statusCode).toBe(404);
    } finally {
      await close();
    }
  });
});
