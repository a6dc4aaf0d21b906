import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '../../../shared/contracts/analytics';
import { clientCommandSchema } from '../../../shared/contracts/game';
import type { GameRecord } from '../games/game-record';
import { games } from '../../db/game-schema';
import { type AuthTestContext, createAuthTestApp, type TestBrowser } from '../../testing/auth-test-app';
import { applyCommand } from '../games/apply-command';
import { createGamesContext, type GamesContext } from '../games/games-context';
import { newDeviceId, TWO_TEAMS } from '../games/games-test-support';
import { createFullSet } from '../community/community-test-support';
import { deviceClassOf } from './record-play';

const SLOW_TEST_MS = 300_000;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const TV = 'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 SamsungBrowser/4.0 TV Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

let counter = 0;
const HOST = { role: 'host' } as const;

describe('analytics', { timeout: SLOW_TEST_MS }, () => {
  let ctx: AuthTestContext;
  let author: TestBrowser;
  let analyst: TestBrowser;
  let admin: TestBrowser;
  let player: TestBrowser;
  let engine: GamesContext;
  let clientDir: string;

  const run = async (gameId: string, body: Record<string, unknown>): Promise<GameRecord> =>
    (
      await applyCommand(
        engine,
        gameId,
        clientCommandSchema.parse({ ...body, commandId: `analytics-${++counter}` }),
        HOST,
      ).catch((error: unknown) => {
        throw new Error(`${String(body.type)}: ${String(error)}`);
      })
    ).record;

  /** Plays `count` tiles: hard ones answered right by the team in turn, easy ones by nobody, medium alternately. */
  const playTiles = async (gameId: string, count: number, withLifeline: boolean) => {
    let record = await run(gameId, { type: 'start' });
    for (let played = 0; played < count; played += 1) {
      const tile = record.state.tiles.find((t) => !t.isPlayed)!;
      record = await run(gameId, { type: 'select_tile', tileId: tile.id });
      if (record.state.phase === 'intro') record = await run(gameId, { type: 'begin_question' });
      const teamId = record.state.openTile!.teamId;
      if (withLifeline && played === 0) {
        await run(gameId, { type: 'use_lifeline', teamId, lifeline: 'phone_a_friend' });
        await run(gameId, { type: 'end_call' });
      }
      await run(gameId, { type: 'reveal' });
      const isRight = tile.difficulty === 'hard' || (tile.difficulty === 'medium' && played % 2 === 0);
      record = await run(gameId, { type: 'mark_result', winnerTeamId: isRight ? teamId : null });
      if (record.state.phase !== 'board' && record.state.phase !== 'finished') {
        record = await run(gameId, { type: 'choose_refill', lifeline: null });
      }
    }
    return record;
  };

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'jawib-analytics-client-'));
    writeFileSync(
      join(clientDir, 'index.html'),
      '<!doctype html><html><head><title>Jawib</title></head></html>',
    );
    ctx = await createAuthTestApp(
      {
        ANALYST_EMAILS: 'Analyst@Example.ae',
        ANALYTICS_ID: 'site-123',
        ANALYTICS_SCRIPT_URL: 'https://stats.example.ae/script.js',
      },
      { clientDir },
    );
    engine = createGamesContext(ctx.database.db);
    author = await ctx.createVerifiedUser('teacher@example.ae');
    analyst = await ctx.createVerifiedUser('analyst@example.ae');
    admin = await ctx.createVerifiedUser('boss@example.ae', { role: 'admin' });
    player = await ctx.createVerifiedUser('player@example.ae');
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('tells devices apart by their user agent', () => {
    expect(deviceClassOf(IPHONE)).toBe('phone');
    expect(deviceClassOf(TV)).toBe('tv');
    expect(deviceClassOf(DESKTOP)).toBe('desktop');
    expect(deviceClassOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
  });

  it('refuses everyone but admins and analysts', async () => {
    expect((await ctx.browser().request('GET', '/api/analytics')).statusCode).toBe(401);
    const refused = await player.request('GET', '/api/analytics');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.key).toBe('errors.forbidden');
    expect((await player.request('GET', '/api/analytics/export')).statusCode).toBe(403);
    expect((await player.request('GET', '/api/analytics/access')).json()).toEqual({ isAllowed: false });
    expect((await analyst.request('GET', '/api/analytics/access')).json()).toEqual({ isAllowed: true });
    expect((await admin.request('GET', '/api/analytics?period=week')).statusCode).toBe(200);
    expect((await analyst.request('GET', '/api/analytics?period=year')).statusCode).toBe(400);
    const events = await ctx.database.db.execute(
      sql`select count(*) as n from security_events where type = 'unauthorized_access'`,
    );
    expect(Number((events as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBeGreaterThanOrEqual(2);
  });

  it('counts games, players, hosts, categories, lifelines, devices and languages, and flags mislabelled questions', async () => {
    const set = await createFullSet(author);
    const gameIds: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const played = await author.request(
        'POST',
        `/api/community/sets/${set.id}/play`,
        { options: TWO_TEAMS },
        { 'user-agent': i === 0 ? TV : DESKTOP, 'x-ui-language': 'ar' },
      );
      expect(played.statusCode, played.body).toBe(201);
      const { gameId, roomCode } = played.json();
      gameIds.push(gameId);
      const joined = await ctx.browser().request(
        'POST',
        '/api/games/join',
        {
          clientId: crypto.randomUUID(),
          roomCode,
          nickname: `Sara ${i}`,
          teamId: 'team-1',
          deviceId: newDeviceId(),
        },
        { 'user-agent': IPHONE, 'x-ui-language': 'en' },
      );
      expect(joined.statusCode).toBe(201);
      // The third game ends after 30 tiles: its 6 unopened tiles were skipped.
      const record = await playTiles(gameId, i === 2 ? 30 : 36, i === 0);
      if (i === 2) await run(gameId, { type: 'end_game' });
      else expect(record.state.phase).toBe('finished');
    }
    // The host came back on another day.
    await ctx.database.db
      .update(games)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(games.id, gameIds[0]!));

    const response = await analyst.request('GET', '/api/analytics?period=day');
    expect(response.statusCode).toBe(200);
    const data = response.json<Analytics>();
    expect(data.activity.reduce((sum, a) => sum + a.games, 0)).toBe(3);
    expect(data.activity.reduce((sum, a) => sum + a.players, 0)).toBe(3);
    expect(data.activity).toHaveLength(2);
    expect(data.hosts).toEqual({ total: 1, returning: 1 });
    expect(data.categories.played).toHaveLength(6);
    expect(data.categories.played.reduce((sum, c) => sum + c.count, 0)).toBe(36 + 36 + 30);
    expect(data.categories.skipped.reduce((sum, c) => sum + c.count, 0)).toBe(6);
    const setColumnIds = set.categories.map((c) => c.id);
    expect(data.categories.played.every((c) => setColumnIds.includes(c.id))).toBe(true);

    const hardIds = set.categories.flatMap((c) =>
      c.questions.filter((q) => q.difficulty === 'hard').map((q) => q.id),
    );
    const easyIds = set.categories.flatMap((c) =>
      c.questions.filter((q) => q.difficulty === 'easy').map((q) => q.id),
    );
    expect(data.questions.tooEasy.length).toBeGreaterThan(0);
    expect(data.questions.tooEasy.every((q) => hardIds.includes(q.id) && q.share === 1)).toBe(true);
    expect(data.questions.tooHard.length).toBeGreaterThan(0);
    expect(data.questions.tooHard.every((q) => easyIds.includes(q.id) && q.share === 0)).toBe(true);
    expect(data.questions.all).toHaveLength(36);

    expect(data.lifelines).toEqual([{ lifeline: 'phone_a_friend', uses: 1, won: expect.any(Number) }]);
    expect(data.devices).toEqual(
      expect.arrayContaining([
        { key: 'phone', count: 3 },
        { key: 'tv', count: 1 },
        { key: 'desktop', count: 2 },
      ]),
    );
    expect(data.languages).toEqual(
      expect.arrayContaining([
        { key: 'ar', count: 3 },
        { key: 'en', count: 3 },
      ]),
    );
    expect(JSON.stringify(data)).not.toMatch(/@example|teacher|Sara/);

    const csv = await analyst.request('GET', '/api/analytics/export?period=month');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['section', 'item', 'value', 'detail']);
    expect(rows.filter((row) => row[0] === 'question_share')).toHaveLength(36);
    expect(rows).toContainEqual(['device', 'phone', '3', '']);
  });

  it('loads the Umami script only when ANALYTICS_ID is set, and allows it in the CSP', async () => {
    const page = await ctx.browser().request('GET', '/community');
    expect(page.body).toContain(
      '<script defer src="https://stats.example.ae/script.js" data-website-id="site-123">',
    );
    expect(page.headers['content-security-policy']).toContain('https://stats.example.ae');

    const { createTestApp } = await import('../../testing/test-app');
    const plain = await createTestApp({ clientDir });
    try {
      const html = await plain.app.inject({ url: '/community' });
      expect(html.body).not.toContain('data-website-id');
      expect(html.headers['content-security-policy']).not.toContain('stats.example.ae');
    } finally {
      await plain.close();
    }
  });
});
