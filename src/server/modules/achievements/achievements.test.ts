import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AchievementItem } from '../../../shared/contracts/achievements';
import { clientCommandSchema, type CreateGameResult } from '../../../shared/contracts/game';
import { TEAM_WIN_POINTS } from '../../../shared/contracts/leaderboard';
import type { AchievementEarned, SocketAuth } from '../../../shared/contracts/realtime';
import type { SoloQuestion, SoloRound } from '../../../shared/contracts/solo';
import { ACHIEVEMENTS } from '../../../shared/solo/achievements';
import { playerAchievements, playerPoints } from '../../db/solo-schema';
import { GameClient } from '../../realtime/realtime-test-client';
import { type AuthTestContext, createAuthTestApp, type TestBrowser } from '../../testing/auth-test-app';
import { applyCommand } from '../games/apply-command';
import { createGamesContext } from '../games/games-context';
import { newDeviceId, seedGameContent, TWO_TEAMS } from '../games/games-test-support';
import { addSoloQuestions } from '../solo/solo-test-support';

const SLOW_TEST_MS = 120_000;
/** 09:00 in Dubai on 24 November 2026. */
const MORNING = Date.UTC(2026, 10, 24, 5);

const rightAnswer = (question: SoloQuestion) =>
  question.type === 'open'
    ? { kind: 'text' as const, text: 'القاهره' }
    : { kind: 'option' as const, index: 1 };

let commandCounter = 0;
const hostCommand = (body: Record<string, unknown>) =>
  clientCommandSchema.parse({ ...body, commandId: `achievement-test-${++commandCounter}` });

describe('achievements', { timeout: SLOW_TEST_MS }, () => {
  let ctx: AuthTestContext;
  const clock = { now: MORNING };
  let maryam: TestBrowser;
  let omar: TestBrowser;

  beforeAll(async () => {
    ctx = await createAuthTestApp({}, { now: () => clock.now });
    await addSoloQuestions(ctx.database.db, 'ach');
    maryam = await ctx.createVerifiedUser('maryam.ach@example.ae');
    omar = await ctx.createVerifiedUser('omar.ach@example.ae');
  }, SLOW_TEST_MS);

  afterAll(async () => {
    await ctx.close();
  });

  const userIdOf = async (browser: TestBrowser) =>
    (await browser.request('GET', '/api/account/profile')).json().id as string;
  const list = async (browser: TestBrowser) => {
    const response = await browser.request('GET', '/api/achievements');
    expect(response.statusCode).toBe(200);
    return response.json() as { items: AchievementItem[]; earned: number; total: number };
  };
  const itemOf = (items: AchievementItem[], key: string) => items.find((item) => item.key === key)!;

  it('a perfect daily challenge earns its achievements once, with the answer that finishes it, toasted once', async () => {
    const before = await list(maryam);
    expect(before.total).toBe(ACHIEVEMENTS.length);
    expect(before.total).toBeGreaterThanOrEqual(20);
    expect(before.earned).toBe(0);
    expect(itemOf(before.items, 'first_daily')).toMatchObject({ current: 0, goal: 1, earnedAt: null });

    const round: SoloRound = (await maryam.request('POST', '/api/challenges/today/start', {})).json();
    let last: Record<string, unknown> = {};
    let lastBody: Record<string, unknown> = {};
    for (const question of round.questions) {
      lastBody = {
        clientId: randomUUID(),
        roundId: round.roundId,
        questionIndex: question.index,
        answer: rightAnswer(question),
      };
      const response = await maryam.request('POST', '/api/answers', lastBody);
      expect(response.statusCode).toBe(200);
      last = response.json();
      // Only the finishing answer awards.
      if (question.index < round.questions.length - 1) expect(last.achievements).toEqual([]);
    }
    const earned = last.achievements as string[];
    expect(earned).toEqual(
      expect.arrayContaining([
        'first_daily',
        'perfect_daily',
        'correct_10',
        'fast_1',
        'written_1',
        'points_1000',
      ]),
    );
    expect(earned).not.toContain('streak_3');
    expect(earned).not.toContain('first_win');

    // The offline queue replays the finishing answer: nothing is awarded twice.
    const replay = await maryam.request('POST', '/api/answers', lastBody);
    expect(replay.json()).toMatchObject({ isDuplicate: true, achievements: [] });
    const userId = await userIdOf(maryam);
    const rows = await ctx.database.db
      .select()
      .from(playerAchievements)
      .where(eq(playerAchievements.userId, userId));
    expect(rows.map((row) => row.achievement).sort()).toEqual([...earned].sort());

    const after = await list(maryam);
    expect(after.earned).toBe(earned.length);
    expect(itemOf(after.items, 'perfect_daily').earnedAt).not.toBeNull();
    expect(itemOf(after.items, 'daily_10')).toMatchObject({ current: 1, goal: 10, earnedAt: null });
    expect(itemOf(after.items, 'correct_100')).toMatchObject({ current: 10, goal: 100 });
    expect(itemOf(after.items, 'streak_7')).toMatchObject({ current: 1, goal: 7 });

    // The toast: each earned achievement is announced once.
    const announced = await maryam.request('POST', '/api/achievements/announce');
    expect((announced.json().keys as string[]).sort()).toEqual([...earned].sort());
    const again = await maryam.request('POST', '/api/achievements/announce');
    expect(again.json().keys).toEqual([]);
  });

  it('a finished team game gives the winners leaderboard points and the host and players their achievements', async () => {
    // Seeded after the daily challenge was drawn, so today's questions stay the ones with known answers.
    const { playable } = await seedGameContent(ctx.database);
    const created = await maryam.request('POST', '/api/games', {
      options: TWO_TEAMS,
      categoryIds: playable,
      deviceId: newDeviceId(),
    });
    expect(created.statusCode).toBe(201);
    const game: CreateGameResult = created.json();
    const joined = await omar.request('POST', '/api/games/join', {
      clientId: randomUUID(),
      roomCode: game.roomCode,
      nickname: 'Omar',
      teamId: 'team-1',
      deviceId: newDeviceId(),
    });
    expect(joined.statusCode).toBe(201);

    const games = createGamesContext(ctx.database.db);
    const HOST = { role: 'host' as const };
    await applyCommand(games, game.gameId, hostCommand({ type: 'start' }), HOST);
    const started = await games.store.reload(game.gameId);
    const tile = started!.state.tiles.find((candidate) => candidate.answerType === 'choice')!;
    await applyCommand(games, game.gameId, hostCommand({ type: 'select_tile', tileId: tile.id }), HOST);
    await applyCommand(games, game.gameId, hostCommand({ type: 'reveal' }), HOST);
    await applyCommand(
      games,
      game.gameId,
      hostCommand({ type: 'mark_result', winnerTeamId: 'team-1' }),
      HOST,
    );
    await applyCommand(games, game.gameId, hostCommand({ type: 'end_game' }), HOST);

    const omarId = await userIdOf(omar);
    const points = await ctx.database.db
      .select()
      .from(playerPoints)
      .where(and(eq(playerPoints.userId, omarId), eq(playerPoints.source, 'team_win')));
    expect(points).toEqual([expect.objectContaining({ sourceId: game.gameId, points: TEAM_WIN_POINTS })]);

    const omarNew = (await omar.request('POST', '/api/achievements/announce')).json().keys as string[];
    expect(omarNew.sort()).toEqual(['first_game', 'first_win']);
    const maryamNew = (await maryam.request('POST', '/api/achievements/announce')).json().keys as string[];
    expect(maryamNew).toEqual(['first_host']);
    expect(itemOf((await list(omar)).items, 'wins_10')).toMatchObject({ current: 1, goal: 10 });
  });

  it('is for signed-in players only', async () => {
    const guest = await ctx.browser().request('GET', '/api/achievements');
    expect(guest.statusCode).toBe(401);
    const announce = await ctx.browser().request('POST', '/api/achievements/announce');
    expect(announce.statusCode).toBe(401);
  });
});

describe('achievements earned in a team game, told to the devices in it', { timeout: SLOW_TEST_MS }, () => {
  let ctx: AuthTestContext;
  let url = '';
  const sockets: GameClient[] = [];

  beforeAll(async () => {
    ctx = await createAuthTestApp({}, { realtime: {} });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, SLOW_TEST_MS);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await ctx.close();
  });

  const connect = (name: string, auth: SocketAuth) => {
    const client = new GameClient(name, url, auth);
    sockets.push(client);
    return client;
  };
  const earnedEvents = (client: GameClient) =>
    client.received
      .filter((r) => r.event === 'achievement:earned')
      .map((r) => r.payload as AchievementEarned);

  it("a signed-in player's phone hears what it earned when the game ends, and a guest's phone hears nothing", async () => {
    const { playable } = await seedGameContent(ctx.database);
    const hostBrowser = await ctx.createVerifiedUser('hessa.live@example.ae');
    const player = await ctx.createVerifiedUser('saeed.live@example.ae');
    const created = await hostBrowser.request('POST', '/api/games', {
      options: TWO_TEAMS,
      categoryIds: playable,
      deviceId: newDeviceId(),
    });
    expect(created.statusCode).toBe(201);
    const game: CreateGameResult = created.json();
    const join = async (browser: TestBrowser, nickname: string, teamId: string) => {
      const joined = await browser.request('POST', '/api/games/join', {
        clientId: randomUUID(),
        roomCode: game.roomCode,
        nickname,
        teamId,
        deviceId: newDeviceId(),
      });
      expect(joined.statusCode).toBe(201);
      return joined.json().playerToken as string;
    };
    const saeedToken = await join(player, 'Saeed', 'team-1');
    const guestToken = await join(ctx.browser(), 'Guest', 'team-2');

    const host = connect('host', { role: 'host', gameId: game.gameId, token: game.hostToken });
    const saeed = connect('saeed', { role: 'player', gameId: game.gameId, token: saeedToken });
    const guest = connect('guest', { role: 'player', gameId: game.gameId, token: guestToken });
    const tv = connect('tv', { role: 'display', roomCode: game.roomCode });
    await Promise.all([host, saeed, guest, tv].map((client) => client.untilSnapshots(1)));

    await host.untilVersion(await host.do({ type: 'start' }));
    const tile = host.view!.tiles.find((candidate) => !candidate.surprise)!;
    await host.do({ type: 'select_tile', tileId: tile.id });
    await host.do({ type: 'reveal' });
    await host.do({ type: 'mark_result', winnerTeamId: 'team-1' });
    // Nothing is told before the game ends.
    expect(earnedEvents(saeed)).toEqual([]);
    await host.do({ type: 'end_game' });

    await saeed.until(() => earnedEvents(saeed).length > 0, 'achievement:earned');
    expect(earnedEvents(saeed)).toEqual([{ gameId: game.gameId, keys: ['first_game', 'first_win'] }]);
    await host.until(() => earnedEvents(host).length > 0, 'achievement:earned on the host');
    expect(earnedEvents(host)).toEqual([{ gameId: game.gameId, keys: ['first_host'] }]);
    await saeed.until(() => saeed.view?.phase === 'finished', 'the end');
    await guest.until(() => guest.view?.phase === 'finished', 'the end');
    await tv.until(() => tv.view?.phase === 'finished', 'the end');
    // Only the person who earned them hears of them: not the other team's guest, not the TV.
    expect(earnedEvents(guest)).toEqual([]);
    expect(earnedEvents(tv)).toEqual([]);

    // The phone announces them: each once, so the next visit does not show them again.
    const announced = await player.request('POST', '/api/achievements/announce');
    expect((announced.json().keys as string[]).sort()).toEqual(['first_game', 'first_win']);
    expect((await player.request('POST', '/api/achievements/announce')).json().keys).toEqual([]);
  });
});
