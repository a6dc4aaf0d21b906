import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCommandSchema, type ClientCommandInput } from '../../../shared/contracts/game';
import type { Actor } from '../../../shared/game/commands';
import { gameEvents, gamePlayers, games, hostSeenQuestions, varReports } from '../../db/game-schema';
import { applyCommand } from './apply-command';
import { createGame } from './create-game';
import { loadGameRecord } from './game-record';
import { hashSecret } from './game-tokens';
import { createGamesContext, type GamesContext } from './games-context';
import {
  buildGameApp,
  createGameOverHttp,
  joinOverHttp,
  newDeviceId,
  openGamesDatabase,
  TWO_TEAMS,
  type GamesTestContext,
} from './games-test-support';
import { joinGame } from './join-game';
import { listGameHistory } from './list-game-history';

const HOST: Actor = { role: 'host' };
let counter = 0;
type CommandBody = ClientCommandInput extends infer C
  ? C extends unknown
    ? Omit<C, 'commandId'>
    : never
  : never;
const cmd = (body: CommandBody) => clientCommandSchema.parse({ ...body, commandId: `test-${++counter}` });

describe('games over HTTP', () => {
  let env: GamesTestContext;
  let app: FastifyInstance;
  /** A second service context on the same database, as another process would be. */
  let ctx: GamesContext;
  /** A third process that has cached nothing. */
  const other = () => createGamesContext(env.database.db);

  beforeAll(async () => {
    env = await openGamesDatabase();
    app = await buildGameApp(env.database);
    ctx = createGamesContext(env.database.db);
  });
  afterAll(async () => {
    await app.close();
    await env.close();
  });

  const host = (token: string) => ({ 'x-game-token': token });
  const easternDigits = (code: string) => code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

  it('creates a game with a 6-digit code in the lobby and keeps only the hash of the host token', async () => {
    const created = await createGameOverHttp(app, env.categories.playable);
    expect(created.roomCode).toMatch(/^\d{6}$/);
    expect(created.hostToken.length).toBeGreaterThan(30);
    expect(created.room).toMatchObject({ status: 'waiting', isLocked: false, players: [] });
    expect(created.room.teams.map((team) => team.name)).toEqual(['الصقور', 'Falcons']);
    const [row] = await env.database.db.select().from(games).where(eq(games.id, created.gameId));
    expect(row?.hostTokenHash).toBe(hashSecret(created.hostToken));
    expect(JSON.stringify(row)).not.toContain(created.hostToken);
  });

  it('refuses a category that needs questions, and anything but 6 distinct categories', async () => {
    const [first, ...rest] = env.categories.playable;
    const withThin = await app.inject({
      method: 'POST',
      url: '/api/games',
      payload: { options: TWO_TEAMS, categoryIds: [env.categories.thin, ...rest] },
    });
    expect(withThin.statusCode).toBe(400);
    expect(withThin.json().error.key).toBe('game.errors.categoryNotPlayable');
    for (const categoryIds of [rest, [first, first, ...rest.slice(1)]]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/games',
        payload: { options: TWO_TEAMS, categoryIds },
      });
      expect(response.statusCode).toBe(400);
    }
    const sameColours = await app.inject({
      method: 'POST',
      url: '/api/games',
      payload: {
        options: { ...TWO_TEAMS, teams: TWO_TEAMS.teams.map((team) => ({ ...team, colour: 'green' })) },
        categoryIds: env.categories.playable,
      },
    });
    expect(sameColours.statusCode).toBe(400);
    // The schema's own key reaches the form, not a generic one.
    expect(sameColours.json().error.fields['options.teams']).toBe('game.errors.duplicateColour');
  });

  it('finds a room by a code typed in Eastern Arabic digits, and says when a code is unknown', async () => {
    const created = await createGameOverHttp(app, env.categories.playable);
    const found = await app.inject({
      method: 'GET',
      url: `/api/games/rooms/${encodeURIComponent(easternDigits(created.roomCode))}`,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ gameId: created.gameId, status: 'waiting', blockedKey: null });
    const used = new Set(
      (await env.database.db.select({ code: games.roomCode }).from(games)).map((r) => r.code),
    );
    const unknownCode = ['000000', '000001', '000002'].find((code) => !used.has(code));
    const unknown = await app.inject({ method: 'GET', url: `/api/games/rooms/${unknownCode}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.key).toBe('game.errors.roomNotFound');
    const malformed = await app.inject({ method: 'GET', url: '/api/games/rooms/12ab' });
    expect(malformed.statusCode).toBe(400);
  });

  it('joins players with normalised nicknames that are unique in the room, once per request', async () => {
    const created = await createGameOverHttp(app, env.categories.playable);
    const deviceId = newDeviceId();
    const payload = {
      clientId: 'join-1',
      roomCode: easternDigits(created.roomCode),
      nickname: '  مُحمّد\u200f   الأول ',
      teamId: 'team-1',
      deviceId,
    };
    const first = await app.inject({ method: 'POST', url: '/api/games/join', payload });
    expect(first.statusCode).toBe(201);
    const joined = first.json();
    expect(joined).toMatchObject({ gameId: created.gameId, nickname: 'مُحمّد الأول', teamId: 'team-1' });

    for (let i = 0; i < 3; i++) {
      const replay = await app.inject({ method: 'POST', url: '/api/games/join', payload });
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toMatchObject({
        playerId: joined.playerId,
        playerToken: joined.playerToken,
        isExisting: true,
      });
    }
    const rows = await env.database.db
      .select()
      .from(gamePlayers)
      .where(eq(gamePlayers.gameId, created.gameId));
    expect(rows).toHaveLength(1);

    const sameName = await app.inject({
      method: 'POST',
      url: '/api/games/join',
      payload: { ...payload, clientId: 'join-2', deviceId: newDeviceId(), nickname: 'محمد الأول' },
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error.key).toBe('game.errors.nicknameTaken');

    const badTeam = await app.inject({
      method: 'POST',
      url: '/api/games/join',
      payload: {
        ...payload,
        clientId: 'join-3',
        deviceId: newDeviceId(),
        nickname: 'Sara',
        teamId: 'team-3',
      },
    });
    expect(badTeam.statusCode).toBe(400);
    expect(badTeam.json().error.key).toBe('game.errors.unknownTeam');

    for (const nickname of ['   ', 'x'.repeat(25), '\u200b\u200f']) {
      const bad = await app.inject({
        method: 'POST',
        url: '/api/games/join',
        payload: { ...payload, clientId: `bad-${nickname.length}`, deviceId: newDeviceId(), nickname },
      });
      expect(bad.statusCode, JSON.stringify(nickname)).toBe(400);
    }
  });

  it('lets the host lock the room and remove a player, who cannot come back from the same device', async () => {
    const created = await createGameOverHttp(app, env.categories.playable);
    const deviceId = newDeviceId();
    const player = await joinOverHttp(app, created.roomCode, 'Omar', 'team-2', deviceId);

    const byPlayer = await app.inject({
      method: 'POST',
      url: `/api/games/${created.gameId}/lock`,
      headers: host(player.playerToken),
      payload: { isLocked: true },
    });
    expect(byPlayer.statusCode).toBe(403);
    expect(byPlayer.json().error.key).toBe('game.errors.notHost');

    const locked = await app.inject({
      method: 'POST',
      url: `/api/games/${created.gameId}/lock`,
      headers: host(created.hostToken),
      payload: { isLocked: true },
    });
    expect(locked.json()).toMatchObject({
      isLocked: true,
      players: [{ nickname: 'Omar', teamId: 'team-2' }],
    });
    const lookup = await app.inject({ method: 'GET', url: `/api/games/rooms/${created.roomCode}` });
    expect(lookup.json().blockedKey).toBe('game.errors.roomLocked');
    const late = await app.inject({
      method: 'POST',
      url: '/api/games/join',
      payload: {
        clientId: 'late',
        roomCode: created.roomCode,
        nickname: 'Late',
        teamId: 'team-1',
        deviceId: newDeviceId(),
      },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.key).toBe('game.errors.roomLocked');
    await app.inject({
      method: 'POST',
      url: `/api/games/${created.gameId}/lock`,
      headers: host(created.hostToken),
      payload: { isLocked: false },
    });

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/games/${created.gameId}/players/${player.playerId}`,
      headers: host(created.hostToken),
    });
    expect(removed.json().players).toEqual([]);
    const again = await app.inject({
      method: 'POST',
      url: '/api/games/join',
      payload: {
        clientId: 'again',
        roomCode: created.roomCode,
        nickname: 'Omar 2',
        teamId: 'team-1',
        deviceId,
      },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().error.key).toBe('game.errors.playerRemoved');
    const snapshot = await app.inject({
      method: 'GET',
      url: `/api/games/${created.gameId}/snapshot`,
      headers: host(player.playerToken),
    });
    expect(snapshot.statusCode).toBe(403);
  });

  it('replays an offline answer and an offline score correction once, however often they arrive', async () => {
    const created = await createGameOverHttp(app, env.categories.playable);
    const player = await joinOverHttp(app, created.roomCode, 'Layla', 'team-1');
    await applyCommand(ctx, created.gameId, cmd({ type: 'start' }), HOST);
    const started = await ctx.store.reload(created.gameId);
    const tile = started!.state.tiles.find((candidate) => candidate.answerType === 'choice')!;
    await applyCommand(ctx, created.gameId, cmd({ type: 'select_tile', tileId: tile.id }), HOST);

    const answer = {
      clientId: 'offline-answer-1',
      gameId: created.gameId,
      playerToken: player.playerToken,
      answer: { kind: 'option', index: 1 },
    };
    const versions: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await app.inject({ method: 'POST', url: '/api/answers', payload: answer });
      expect(response.statusCode).toBe(200);
      versions.push(response.json().version);
      expect(response.json().isDuplicate).toBe(i > 0);
    }
    expect(new Set(versions).size).toBe(1);
    const afterAnswers = await ctx.store.reload(created.gameId);
    expect(afterAnswers!.state.openTile?.answers).toHaveLength(1);

    await applyCommand(ctx, created.gameId, cmd({ type: 'reveal' }), HOST);
    await applyCommand(ctx, created.gameId, cmd({ type: 'mark_result', winnerTeamId: null }), HOST);
    const score = {
      clientId: 'offline-score-1',
      gameId: created.gameId,
      hostToken: created.hostToken,
      teamId: 'team-2',
      amount: 150,
      reason: 'VAR',
    };
    for (let i = 0; i < 5; i++) {
      const response = await app.inject({ method: 'PUT', url: '/api/scores', payload: score });
      expect(response.statusCode).toBe(200);
      expect(response.json().isDuplicate).toBe(i > 0);
    }
    // Past the engine's memory of recent command ids, the event log still knows the command.
    for (let i = 0; i < 70; i++) await applyCommand(ctx, created.gameId, cmd({ type: 'switch_turn' }), HOST);
    const late = await app.inject({ method: 'PUT', url: '/api/scores', payload: score });
    expect(late.json()).toMatchObject({ ok: true, isDuplicate: true });
    const final = await ctx.store.reload(created.gameId);
    expect(final!.state.teams.find((team) => team.id === 'team-2')?.score).toBe(150);
    const logged = await env.database.db
      .select()
      .from(gameEvents)
      .where(and(eq(gameEvents.gameId, created.gameId), eq(gameEvents.commandId, 'offline-score-1')));
    expect(logged).toHaveLength(1);
  });

  it('moves the players of a team the host takes away in the lobby to the smallest remaining team', async () => {
    const threeTeams = {
      ...TWO_TEAMS,
      teams: [...TWO_TEAMS.teams, { name: 'Oryx', colour: 'blue' as const }],
    };
    const created = await createGameOverHttp(app, env.categories.playable, threeTeams);
    await joinOverHttp(app, created.roomCode, 'Noura', 'team-1');
    for (const nickname of ['Saeed', 'Hind', 'Rashid']) {
      await joinOverHttp(app, created.roomCode, nickname, 'team-3');
    }
    const moved: string[] = [];
    const watching = createGamesContext(env.database.db);
    watching.notifier = { ...watching.notifier, playerMoved: (_gameId, playerId) => moved.push(playerId) };
    await applyCommand(watching, created.gameId, cmd({ type: 'set_options', options: TWO_TEAMS }), HOST);
    const players = await env.database.db
      .select({ id: gamePlayers.id, nickname: gamePlayers.nickname, teamId: gamePlayers.teamId })
      .from(gamePlayers)
      .where(eq(gamePlayers.gameId, created.gameId));
    expect(players.find((player) => player.nickname === 'Noura')?.teamId).toBe('team-1');
    // One at a time to the team with fewer players, so the four end two and two.
    const sizes = ['team-1', 'team-2'].map((id) => players.filter((player) => player.teamId === id).length);
    expect(sizes).toEqual([2, 2]);
    expect(moved).toHaveLength(3);
  });

  it('applies commands from two processes on one game without losing any (version check and retry)', async () => {
    const created = await createGameOverHttp(app, env.categories.playable);
    const other = createGamesContext(env.database.db);
    await applyCommand(ctx, created.gameId, cmd({ type: 'start' }), HOST);
    const correction = (n: number) =>
      cmd({ type: 'correct_score', teamId: 'team-1', amount: n, reason: `r${n}` });
    const outcomes = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        applyCommand(i % 2 ? ctx : other, created.gameId, correction(i + 1), HOST),
      ),
    );
    expect(outcomes.every((outcome) => !outcome.isDuplicate)).toBe(true);
    const final = await ctx.store.reload(created.gameId);
    expect(final!.state.version).toBe(25);
    expect(final!.state.teams[0]!.score).toBe((24 * 25) / 2);
    const log = await env.database.db.select().from(gameEvents).where(eq(gameEvents.gameId, created.gameId));
    expect(log.map((row) => row.version).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });

  it('writes the commands of many games together, each once', async () => {
    const created = await Promise.all(
      Array.from({ length: 8 }, () => createGameOverHttp(app, env.categories.playable)),
    );
    await Promise.all(created.map((game) => applyCommand(ctx, game.gameId, cmd({ type: 'start' }), HOST)));
    const fix = (gameIndex: number) =>
      clientCommandSchema.parse({
        type: 'correct_score',
        commandId: `fix-${gameIndex}`,
        teamId: 'team-1',
        amount: 10 + gameIndex,
        reason: 'x',
      });
    const first = await Promise.all(created.map((game, i) => applyCommand(ctx, game.gameId, fix(i), HOST)));
    const again = await Promise.all(
      created.map((game, i) => applyCommand(other(), game.gameId, fix(i), HOST)),
    );
    expect(first.map((outcome) => outcome.isDuplicate)).toEqual(Array(8).fill(false));
    expect(again.map((outcome) => outcome.isDuplicate)).toEqual(Array(8).fill(true));
    const stored = await Promise.all(created.map((game) => loadGameRecord(env.database.db, game.gameId)));
    expect(stored.map((record) => record!.state.teams[0]!.score)).toEqual(created.map((_, i) => 10 + i));
  });

  it('keeps the state as a snapshot plus the commands logged since, and loads the same state back', async () => {
    const created = await createGameOverHttp(app, env.categories.playable);
    await applyCommand(ctx, created.gameId, cmd({ type: 'start' }), HOST);
    for (let i = 0; i < 11; i++) {
      await applyCommand(
        ctx,
        created.gameId,
        cmd({ type: 'correct_score', teamId: 'team-2', amount: 5, reason: 'x' }),
        HOST,
      );
    }
    const [row] = await env.database.db.select().from(games).where(eq(games.id, created.gameId));
    expect(row!.version).toBe(12);
    expect(row!.stateVersion).toBeLessThan(12);
    const cached = (await ctx.store.get(created.gameId))!.state;
    const loaded = await loadGameRecord(env.database.db, created.gameId);
    expect(loaded!.state).toEqual(cached);
    expect(loaded!.state.teams[1]!.score).toBe(55);
  });

  it('answers a replay that can no longer apply with a non-ok status and its key', async () => {
    const created = await createGameOverHttp(app, env.categories.playable);
    const player = await joinOverHttp(app, created.roomCode, 'Noor', 'team-2');
    const response = await app.inject({
      method: 'POST',
      url: '/api/answers',
      payload: {
        clientId: 'too-early',
        gameId: created.gameId,
        playerToken: player.playerToken,
        answer: { kind: 'option', index: 0 },
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.key).toBe('game.errors.wrongPhase');
    const wrongHost = await app.inject({
      method: 'PUT',
      url: '/api/scores',
      payload: {
        clientId: 's',
        gameId: created.gameId,
        hostToken: player.playerToken,
        teamId: 'team-1',
        amount: 10,
        reason: 'x',
      },
    });
    expect(wrongHost.statusCode).toBe(403);
  });

  it('stores VAR reports on the open or a played question with game, team, reporter and question', async () => {
    const created = await createGameOverHttp(app, env.categories.playable);
    const player = await joinOverHttp(app, created.roomCode, 'Huda', 'team-2');
    await applyCommand(ctx, created.gameId, cmd({ type: 'start' }), HOST);
    const record = await ctx.store.reload(created.gameId);
    const [openTile, otherTile] = record!.state.tiles;
    await applyCommand(ctx, created.gameId, cmd({ type: 'select_tile', tileId: openTile!.id }), HOST);

    const report = (tileId: string, extra: object = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/games/${created.gameId}/var-reports`,
        headers: host(player.playerToken),
        payload: { clientId: `var-${tileId}`, tileId, reason: 'الإجابة الصحيحة خطأ', ...extra },
      });
    const filed = await report(openTile!.id, { screenshotUrl: 'https://example.ae/shot.png' });
    expect(filed.statusCode).toBe(201);
    expect(filed.json()).toMatchObject({
      teamId: 'team-2',
      playerId: player.playerId,
      nickname: 'Huda',
      questionId: openTile!.questionId,
      status: 'open',
    });
    const replayed = await report(openTile!.id, { screenshotUrl: 'https://example.ae/shot.png' });
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json().id).toBe(filed.json().id);

    expect((await report(otherTile!.id)).json().error.key).toBe('game.errors.tileNotReportable');
    const insecure = await report(openTile!.id, { clientId: 'x1', screenshotUrl: 'http://example.ae/a.png' });
    expect(insecure.statusCode).toBe(400);
    expect(insecure.json().error.fields.screenshotUrl).toBe('validation.httpsUrl');
    const noReason = await report(openTile!.id, { clientId: 'x2', reason: '  ' });
    expect(noReason.json().error.fields.reason).toBe('validation.required');

    const list = await app.inject({
      method: 'GET',
      url: `/api/games/${created.gameId}/var-reports`,
      headers: host(created.hostToken),
    });
    expect(list.json().reports).toHaveLength(1);
    const resolved = await app.inject({
      method: 'PATCH',
      url: `/api/games/${created.gameId}/var-reports/${filed.json().id}`,
      headers: host(created.hostToken),
      payload: { status: 'accepted' },
    });
    expect(resolved.json().status).toBe('accepted');
    const rows = await env.database.db.select().from(varReports).where(eq(varReports.gameId, created.gameId));
    expect(rows).toEqual([
      expect.objectContaining({
        teamId: 'team-2',
        screenshotUrl: 'https://example.ae/shot.png',
        status: 'accepted',
      }),
    ]);
  });

  it('shows the correct answer in the host snapshot only', async () => {
    const created = await createGameOverHttp(app, env.categories.playable);
    const player = await joinOverHttp(app, created.roomCode, 'Ali', 'team-1');
    await applyCommand(ctx, created.gameId, cmd({ type: 'start' }), HOST);
    const record = await ctx.store.reload(created.gameId);
    await applyCommand(
      ctx,
      created.gameId,
      cmd({ type: 'select_tile', tileId: record!.state.tiles[0]!.id }),
      HOST,
    );
    const asHost = await app.inject({
      method: 'GET',
      url: `/api/games/${created.gameId}/snapshot`,
      headers: host(created.hostToken),
    });
    const asPlayer = await app.inject({
      method: 'GET',
      url: `/api/games/${created.gameId}/snapshot`,
      headers: host(player.playerToken),
    });
    expect(asHost.json().view.openTile.question).toMatchObject({ isAnswerShown: true });
    expect(asHost.json().view.openTile.question.correctIndex).toEqual(expect.any(Number));
    expect(asPlayer.json().viewer).toMatchObject({ role: 'player', nickname: 'Ali', teamId: 'team-1' });
    expect(asPlayer.body).not.toContain('correctIndex');
    expect(asPlayer.json().view.openTile.question.questionId).toBeNull();
  });

  it('draws the board from unseen questions and changes a question server-side until none is left', async () => {
    const deviceId = newDeviceId();
    const first = await createGameOverHttp(app, env.categories.playable, TWO_TEAMS, deviceId);
    await applyCommand(ctx, first.gameId, cmd({ type: 'start' }), HOST);
    const board1 = (await ctx.store.reload(first.gameId))!.state;
    const tile = board1.tiles.find((candidate) => candidate.answerType === 'choice')!;
    await applyCommand(ctx, first.gameId, cmd({ type: 'select_tile', tileId: tile.id }), HOST);
    const seen = await env.database.db
      .select()
      .from(hostSeenQuestions)
      .where(eq(hostSeenQuestions.hostKey, `device:${hashSecret(deviceId)}`));
    expect(seen.map((row) => row.questionId)).toEqual([tile.questionId]);

    const second = await createGameOverHttp(app, env.categories.playable, TWO_TEAMS, deviceId);
    await applyCommand(ctx, second.gameId, cmd({ type: 'start' }), HOST);
    const board2 = (await ctx.store.reload(second.gameId))!.state;
    expect(board2.tiles.map((candidate) => candidate.questionId)).not.toContain(tile.questionId);

    const third = await createGameOverHttp(app, env.categories.playable, {
      ...TWO_TEAMS,
      lifelines: ['change_question', 'add_time', 'two_answers'],
    });
    await applyCommand(ctx, third.gameId, cmd({ type: 'start' }), HOST);
    const board3 = (await ctx.store.reload(third.gameId))!.state;
    const [a, b] = board3.tiles.filter(
      (candidate) => candidate.categoryId === tile.categoryId && candidate.difficulty === tile.difficulty,
    );
    await applyCommand(ctx, third.gameId, cmd({ type: 'select_tile', tileId: a!.id }), HOST);
    await applyCommand(
      ctx,
      third.gameId,
      cmd({ type: 'use_lifeline', teamId: 'team-1', lifeline: 'change_question' }),
      HOST,
    );
    const changed = (await ctx.store.reload(third.gameId))!.state;
    const newQuestion = changed.tiles.find((candidate) => candidate.id === a!.id)!.questionId;
    expect([a!.questionId, b!.questionId]).not.toContain(newQuestion);
    expect(changed.replacedQuestionIds).toEqual([a!.questionId]);

    await applyCommand(ctx, third.gameId, cmd({ type: 'reveal' }), HOST);
    await applyCommand(ctx, third.gameId, cmd({ type: 'mark_result', winnerTeamId: null }), HOST);
    await applyCommand(ctx, third.gameId, cmd({ type: 'select_tile', tileId: b!.id }), HOST);
    await expect(
      applyCommand(
        ctx,
        third.gameId,
        cmd({ type: 'use_lifeline', teamId: 'team-2', lifeline: 'change_question' }),
        HOST,
      ),
    ).rejects.toMatchObject({ key: 'game.errors.noReplacement' });
  });

  it('plays again with the same teams and players on a new board, and resumes the host’s unfinished game', async () => {
    const created = await createGameOverHttp(app, env.categories.playable);
    const player = await joinOverHttp(app, created.roomCode, 'Mariam', 'team-2');
    const resume = () =>
      app.inject({ method: 'POST', url: '/api/games/resume', payload: { hostTokens: [created.hostToken] } });
    expect((await resume()).json().game).toMatchObject({ gameId: created.gameId, status: 'waiting' });

    await applyCommand(ctx, created.gameId, cmd({ type: 'start' }), HOST);
    const early = await app.inject({
      method: 'POST',
      url: `/api/games/${created.gameId}/rematch`,
      headers: host(created.hostToken),
    });
    expect(early.statusCode).toBe(409);
    await applyCommand(ctx, created.gameId, cmd({ type: 'end_game' }), HOST);
    expect((await resume()).json().game).toBeNull();

    const rematch = await app.inject({
      method: 'POST',
      url: `/api/games/${created.gameId}/rematch`,
      headers: host(created.hostToken),
    });
    expect(rematch.statusCode).toBe(201);
    const next = rematch.json();
    expect(next.gameId).not.toBe(created.gameId);
    const twice = await app.inject({
      method: 'POST',
      url: `/api/games/${created.gameId}/rematch`,
      headers: host(created.hostToken),
    });
    expect(twice.json().gameId).toBe(next.gameId);

    const asPlayer = await app.inject({
      method: 'GET',
      url: `/api/games/${next.gameId}/snapshot`,
      headers: host(player.playerToken),
    });
    expect(asPlayer.statusCode).toBe(200);
    expect(asPlayer.json().view.phase).toBe('board');
    expect(asPlayer.json().room.players).toEqual([
      expect.objectContaining({ nickname: 'Mariam', teamId: 'team-2' }),
    ]);
    expect(asPlayer.json().view.teams.map((team: { name: string }) => team.name)).toEqual([
      'الصقور',
      'Falcons',
    ]);
    expect((await resume()).json().game).toMatchObject({ gameId: next.gameId, status: 'active' });
  });

  it('lets a game go from memory when it ends, and still applies a correction from its row', async () => {
    const created = await createGameOverHttp(app, env.categories.playable);
    await applyCommand(ctx, created.gameId, cmd({ type: 'start' }), HOST);
    expect(ctx.store.has(created.gameId)).toBe(true);
    const ended = await applyCommand(ctx, created.gameId, cmd({ type: 'end_game' }), HOST);
    expect(ended.record.state.phase).toBe('finished');
    // Kept until then, every finished game stayed in the heap (the soak saw it grow by about 30 KB a game).
    expect(ctx.store.has(created.gameId)).toBe(false);

    const corrected = await applyCommand(
      ctx,
      created.gameId,
      cmd({ type: 'correct_score', teamId: 'team-1', amount: 100, reason: 'late answer' }),
      HOST,
    );
    expect(corrected.record.state.version).toBe(ended.record.state.version + 1);
    expect(corrected.record.state.teams[0]!.score).toBe(ended.record.state.teams[0]!.score + 100);
    expect(ctx.store.has(created.gameId)).toBe(false);
    expect((await loadGameRecord(env.database.db, created.gameId))!.state).toEqual(corrected.record.state);
  });

  it('links signed-in hosts and players to their games for the profile history', async () => {
    const created = await createGame(
      ctx,
      { options: { ...TWO_TEAMS, teams: TWO_TEAMS.teams } as never, categoryIds: env.categories.playable },
      { userId: 'user-host' },
    );
    await joinGame(
      ctx,
      {
        clientId: 'hist',
        roomCode: created.roomCode,
        nickname: 'Player',
        teamId: 'team-2',
        deviceId: newDeviceId(),
      },
      'user-player',
    );
    const asHost = await listGameHistory(ctx, 'user-host');
    const asPlayer = await listGameHistory(ctx, 'user-player');
    expect(asHost.games).toEqual([
      expect.objectContaining({ gameId: created.gameId, role: 'host', teamId: null }),
    ]);
    expect(asPlayer.games).toEqual([
      expect.objectContaining({ gameId: created.gameId, role: 'player', teamId: 'team-2' }),
    ]);
    const guest = await app.inject({ method: 'GET', url: '/api/games/history' });
    expect(guest.statusCode).toBe(401);
  });
});
