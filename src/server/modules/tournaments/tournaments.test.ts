import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SoloQuestion, type SoloRound, soloReviewSchema } from '../../../shared/contracts/solo';
import type { TournamentDetail, TournamentInput } from '../../../shared/contracts/tournaments';
import { users } from '../../db/auth-schema';
import { playerAchievements, playerPoints } from '../../db/solo-schema';
import { type AuthTestContext, createAuthTestApp, type TestBrowser } from '../../testing/auth-test-app';
import { addSoloQuestions } from '../solo/solo-test-support';

const SLOW_TEST_MS = 180_000;
const T0 = Date.UTC(2026, 10, 24, 5);
const HOUR = 3_600_000;
const START = T0 + HOUR;
/** Two rounds of 30 minutes each. */
const END = START + HOUR;
const ROUND_1_CLOSES = START + HOUR / 2;

const rightAnswer = (question: SoloQuestion) =>
  question.type === 'open' ? { kind: 'text' as const, text: 'قاهره' } : { kind: 'option' as const, index: 1 };

const input = (overrides: Partial<TournamentInput> = {}): TournamentInput => ({
  name: 'Gulf cup',
  description: 'Two rounds, the upper half goes on.',
  maxParticipants: 3,
  prizeValue: 500,
  rounds: 2,
  startsAt: new Date(START).toISOString(),
  endsAt: new Date(END).toISOString(),
  ...overrides,
});

describe('tournaments', { timeout: SLOW_TEST_MS }, () => {
  let ctx: AuthTestContext;
  const clock = { now: T0 };
  let creator: TestBrowser;
  let basma: TestBrowser;
  let chadi: TestBrowser;
  let dana: TestBrowser;
  let admin: TestBrowser;
  let id: string;

  beforeAll(async () => {
    ctx = await createAuthTestApp({}, { now: () => clock.now });
    await addSoloQuestions(ctx.database.db, 'cup');
    creator = await ctx.createVerifiedUser('creator@example.ae');
    basma = await ctx.createVerifiedUser('basma@example.ae');
    chadi = await ctx.createVerifiedUser('chadi@example.ae');
    dana = await ctx.createVerifiedUser('dana@example.ae');
    admin = await ctx.createVerifiedUser('admin@example.ae', { role: 'admin' });
  }, SLOW_TEST_MS);

  afterAll(async () => {
    await ctx.close();
  });

  const detail = async (browser: TestBrowser) =>
    (await browser.request('GET', `/api/tournaments/${id}`)).json() as TournamentDetail;

  async function play(browser: TestBrowser, number: number, right: boolean) {
    const started = await browser.request('POST', `/api/tournaments/${id}/rounds/${number}/start`);
    expect(started.statusCode).toBe(200);
    const round: SoloRound = started.json();
    for (const question of round.questions) {
      const response = await browser.request('POST', '/api/answers', {
        clientId: randomUUID(),
        roundId: round.roundId,
        questionIndex: question.index,
        answer: right ? rightAnswer(question) : { kind: 'option', index: 3 },
      });
      expect(response.statusCode).toBe(200);
    }
    return round;
  }

  it('refuses bad input with translated keys, guests, and an edit by someone else', async () => {
    const guest = await ctx.browser().request('POST', '/api/tournaments', input());
    expect(guest.statusCode).toBe(401);

    const bad = await creator.request('POST', '/api/tournaments', {
      ...input(),
      name: ' a ',
      maxParticipants: 1,
      rounds: 9,
      prizeValue: -5,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      name: 'tournaments.validation.nameShort',
      maxParticipants: 'tournaments.validation.maxParticipants',
      prizeValue: 'tournaments.validation.prizeValue',
      rounds: 'tournaments.validation.rounds',
      endsAt: 'tournaments.validation.tooShort',
    });
    const backwards = await creator.request(
      'POST',
      '/api/tournaments',
      input({ endsAt: new Date(START - HOUR).toISOString() }),
    );
    expect(backwards.json().error.fields).toEqual({ endsAt: 'tournaments.validation.endBeforeStart' });
    const cramped = await creator.request(
      'POST',
      '/api/tournaments',
      input({ rounds: 5, endsAt: new Date(START + 20 * 60_000).toISOString() }),
    );
    expect(cramped.json().error.fields).toEqual({ endsAt: 'tournaments.validation.tooShort' });
    const past = await creator.request(
      'POST',
      '/api/tournaments',
      input({ startsAt: new Date(T0 - HOUR).toISOString() }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().error.key).toBe('tournaments.validation.startInPast');

    const created = await creator.request('POST', '/api/tournaments', input({ name: 'Draft cup' }));
    expect(created.statusCode).toBe(201);
    id = created.json().id;
    const list = (await ctx.browser().request('GET', '/api/tournaments')).json();
    expect(list.tournaments).toHaveLength(1);
    expect(list.tournaments[0]).toMatchObject({ status: 'upcoming', participantCount: 0, canJoin: false });

    const stranger = await basma.request('PATCH', `/api/tournaments/${id}`, input({ name: 'Mine now' }));
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.key).toBe('tournaments.errors.notCreator');
    const edited = await creator.request('PATCH', `/api/tournaments/${id}`, input());
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Gulf cup', canEdit: true, rounds: 2 });
    expect(edited.json().roundList.map((round: { closesAt: string }) => round.closesAt)).toEqual([
      new Date(ROUND_1_CLOSES).toISOString(),
      new Date(END).toISOString(),
    ]);
    const byAdmin = await admin.request('PATCH', `/api/tournaments/${id}`, input({ description: 'Rules.' }));
    expect(byAdmin.statusCode).toBe(200);
  });

  it('players join once until it is full; a round opens for its window only', async () => {
    for (const player of [basma, chadi, dana]) {
      expect((await player.request('POST', `/api/tournaments/${id}/join`)).statusCode).toBe(200);
    }
    const twice = await basma.request('POST', `/api/tournaments/${id}/join`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.key).toBe('tournaments.errors.alreadyJoined');
    const full = await admin.request('POST', `/api/tournaments/${id}/join`);
    expect(full.json().error.key).toBe('tournaments.errors.full');
    expect((await detail(basma)).participantCount).toBe(3);

    const early = await basma.request('POST', `/api/tournaments/${id}/rounds/1/start`);
    expect(early.json().error.key).toBe('tournaments.errors.notOpen');
    const outsider = await admin.request('POST', `/api/tournaments/${id}/rounds/1/start`);
    expect(outsider.json().error.key).toBe('tournaments.errors.notJoined');

    clock.now = START + 60_000;
    const late = await creator.request('PATCH', `/api/tournaments/${id}`, input());
    expect(late.json().error.key).toBe('tournaments.errors.started');
    const active = (await basma.request('GET', '/api/tournaments?tab=active')).json();
    expect(active.tournaments.map((t: { id: string }) => t.id)).toEqual([id]);
    const mine = (await chadi.request('GET', '/api/tournaments?tab=mine')).json();
    expect(mine.tournaments[0]).toMatchObject({ id, me: { status: 'active', rank: null } });
    expect((await ctx.browser().request('GET', '/api/tournaments?tab=mine')).statusCode).toBe(401);
  });

  it('the lower half is eliminated after a round, answers after the window change nothing', async () => {
    const basmaRound = await play(basma, 1, true);
    await play(chadi, 1, false);
    const again = await basma.request('POST', `/api/tournaments/${id}/rounds/1/start`);
    expect(again.json().error.key).toBe('tournaments.errors.alreadyPlayed');
    // Dana starts and leaves; her answer after the window is refused.
    const danaRound: SoloRound = (await dana.request('POST', `/api/tournaments/${id}/rounds/1/start`)).json();
    const sameQuestions = danaRound.questions.map((question) => question.body);
    expect(sameQuestions).toEqual(basmaRound.questions.map((question) => question.body));

    clock.now = ROUND_1_CLOSES + 1000;
    const closed = await dana.request('POST', '/api/answers', {
      clientId: randomUUID(),
      roundId: danaRound.roundId,
      questionIndex: 0,
      answer: rightAnswer(danaRound.questions[0]!),
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.key).toBe('tournaments.errors.windowClosed');

    const after = await detail(dana);
    // Basma 5 right; Chadi and Dana 0 tie for the second place, so both advance (a tie never splits players).
    expect(after.standings.map((row) => [row.status, row.roundReached])).toEqual([
      ['active', 1],
      ['active', 1],
      ['active', 1],
    ]);
    expect(after.standings[0]).toMatchObject({ name: 'basma', totalScore: 500 });
  });

  it('final standings, points with the prize, and the tournament won achievement', async () => {
    await play(chadi, 2, true);
    await play(basma, 2, false);
    clock.now = END + 1000;
    const final = await detail(chadi);
    expect(final.status).toBe('completed');
    expect(final.standings.map((row) => [row.name, row.rank, row.status])).toEqual([
      ['chadi', 1, 'completed'],
      ['basma', 2, 'completed'],
      ['dana', 3, 'completed'],
    ]);
    expect(final.me).toEqual({ status: 'completed', rank: 1 });

    const [chadiUser] = await ctx.database.db.select().from(users).where(eq(users.email, 'chadi@example.ae'));
    const points = await ctx.database.db
      .select()
      .from(playerPoints)
      .where(and(eq(playerPoints.userId, chadiUser!.id), eq(playerPoints.source, 'tournament')));
    expect(points.map((row) => row.points)).toEqual([500 + 500]);
    const won = await ctx.database.db
      .select()
      .from(playerAchievements)
      .where(
        and(
          eq(playerAchievements.userId, chadiUser!.id),
          eq(playerAchievements.achievement, 'tournament_won'),
        ),
      );
    expect(won).toHaveLength(1);
    // Reading it again settles nothing twice.
    await detail(basma);
    expect(
      await ctx.database.db.select().from(playerPoints).where(eq(playerPoints.source, 'tournament')),
    ).toHaveLength(2);

    const closed = await admin.request('POST', `/api/tournaments/${id}/join`);
    expect(closed.json().error.key).toBe('tournaments.errors.closed');
  });

  it('eliminates the lower half of the field', async () => {
    clock.now = T0;
    const created = await creator.request(
      'POST',
      '/api/tournaments',
      input({ name: 'Second cup', maxParticipants: 10 }),
    );
    id = created.json().id;
    for (const player of [basma, chadi, dana]) await player.request('POST', `/api/tournaments/${id}/join`);
    clock.now = START + 1000;
    await play(basma, 1, true);
    await play(chadi, 1, true);
    clock.now = ROUND_1_CLOSES;
    const after = await detail(dana);
    expect(after.standings.map((row) => row.status)).toEqual(['active', 'active', 'eliminated']);
    expect(after.standings[2]).toMatchObject({ name: 'dana', isYou: true });
    const out = await dana.request('POST', `/api/tournaments/${id}/rounds/2/start`);
    expect(out.json().error.key).toBe('tournaments.errors.eliminated');
  });

  it('shows the open round live (points only) and each player their own answers once it has closed', async () => {
    clock.now = T0;
    const created = await creator.request(
      'POST',
      '/api/tournaments',
      input({ name: 'Review cup', maxParticipants: 10 }),
    );
    id = created.json().id;
    for (const player of [basma, chadi, dana]) await player.request('POST', `/api/tournaments/${id}/join`);
    const review = (browser: TestBrowser, number: number | string, tournamentId = id) =>
      browser.request('GET', `/api/tournaments/${tournamentId}/rounds/${number}/review`);

    expect((await detail(basma)).liveRound).toBeNull();
    clock.now = START + 1000;
    expect((await detail(ctx.browser())).liveRound).toEqual({ number: 1, players: 3, finished: [] });

    const basmaRound = await play(basma, 1, true);
    await play(chadi, 1, false);
    // Dana answers the first question right and leaves the round unfinished.
    const danaRound: SoloRound = (await dana.request('POST', `/api/tournaments/${id}/rounds/1/start`)).json();
    await dana.request('POST', '/api/answers', {
      clientId: randomUUID(),
      roundId: danaRound.roundId,
      questionIndex: 0,
      answer: rightAnswer(danaRound.questions[0]!),
    });

    // Anyone sees who has finished the open round and their points; Dana, still playing, is not there yet.
    const live = await ctx.browser().request('GET', `/api/tournaments/${id}`);
    expect(live.json().liveRound).toEqual({
      number: 1,
      players: 3,
      finished: [
        { rank: 1, name: 'basma', isYou: false, roundScore: 500, correct: 5, totalScore: 500 },
        { rank: 2, name: 'chadi', isYou: false, roundScore: 0, correct: 0, totalScore: 0 },
      ],
    });
    expect(live.body).not.toMatch(/correctAnswer|explanation|"given"/);
    expect((await detail(chadi)).liveRound?.finished[1]).toMatchObject({ name: 'chadi', isYou: true });
    expect((await detail(basma)).roundList.map((round) => round.canReview)).toEqual([false, false]);

    // No answer of the open round is shown, not even to a player who has finished it, by either route.
    const early = await review(basma, 1);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.key).toBe('tournaments.errors.reviewNotYet');
    const earlySolo = await basma.request('GET', `/api/solo-rounds/${basmaRound.roundId}/review`);
    expect(earlySolo.statusCode).toBe(409);
    expect(earlySolo.json().error.key).toBe('tournaments.errors.reviewNotYet');
    expect((await review(basma, 2)).json().error.key).toBe('tournaments.errors.reviewNotYet');
    expect((await review(ctx.browser(), 1)).statusCode).toBe(401);
    expect((await review(basma, 9)).statusCode).toBe(400);
    expect((await review(basma, 1, randomUUID())).json().error.key).toBe('tournaments.errors.notFound');

    clock.now = ROUND_1_CLOSES + 1000;
    const closed = await detail(basma);
    expect(closed.roundList.map((round) => round.canReview)).toEqual([true, false]);
    expect(closed.liveRound).toMatchObject({ number: 2, finished: [] });
    expect((await detail(admin)).roundList.map((round) => round.canReview)).toEqual([false, false]);

    // Each player gets their own round: Basma's right answers, Chadi's wrong ones, Dana's one answer.
    const basmaReview = soloReviewSchema.parse((await review(basma, 1)).json());
    expect(basmaReview).toMatchObject({ roundId: basmaRound.roundId, score: 500, correct: 5, total: 5 });
    expect(basmaReview.items.every((item) => item.isCorrect && item.given !== null)).toBe(true);
    expect(basmaReview.items.map((item) => item.question.body)).toEqual(
      basmaRound.questions.map((question) => question.body),
    );
    const chadiReview = soloReviewSchema.parse((await review(chadi, 1)).json());
    expect(chadiReview.roundId).not.toBe(basmaRound.roundId);
    expect(chadiReview.items.map((item) => [item.isCorrect, item.given])).toEqual(
      Array(5).fill([false, { kind: 'option', index: 3 }]),
    );
    for (const item of chadiReview.items) expect(item.correctAnswer.ar.length).toBeGreaterThan(0);
    const danaReview = soloReviewSchema.parse((await review(dana, 1)).json());
    expect(danaReview).toMatchObject({ roundId: danaRound.roundId, correct: 1 });
    expect(danaReview.items.filter((item) => item.given === null)).toHaveLength(4);

    // Someone who did not play it has nothing to see, and a round is only ever read by its owner.
    const outsider = await review(admin, 1);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().error.key).toBe('tournaments.errors.notPlayed');
    const other = await chadi.request('GET', `/api/solo-rounds/${basmaRound.roundId}/review`);
    expect(other.statusCode).toBe(403);
    expect((await basma.request('GET', `/api/solo-rounds/${basmaRound.roundId}/review`)).statusCode).toBe(
      200,
    );
  });
});
