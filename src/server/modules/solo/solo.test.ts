import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SoloAnswerResult, SoloQuestion, SoloRound } from '../../../shared/contracts/solo';
import { SOLO_QUESTION_SECONDS } from '../../../shared/solo/engine';
import { leaderboardScores, playerPoints } from '../../db/solo-schema';
import { type AuthTestContext, createAuthTestApp, type TestBrowser } from '../../testing/auth-test-app';
import { addSoloQuestions } from './solo-test-support';

const SLOW_TEST_MS = 120_000;
/** 09:00 in Dubai on 24 November 2026. */
const MORNING = Date.UTC(2026, 10, 24, 5);
const DAY_MS = 86_400_000;

/** The right answer of a test question (see addSoloQuestions). */
const rightAnswer = (question: SoloQuestion) =>
  question.type === 'open' ? { kind: 'text' as const, text: 'قاهره' } : { kind: 'option' as const, index: 1 };

describe('the daily challenge', { timeout: SLOW_TEST_MS }, () => {
  let ctx: AuthTestContext;
  const clock = { now: MORNING };
  let maryam: TestBrowser;

  beforeAll(async () => {
    ctx = await createAuthTestApp({}, { now: () => clock.now });
    await addSoloQuestions(ctx.database.db, 'solo-a');
    maryam = await ctx.createVerifiedUser('maryam@example.ae');
  }, SLOW_TEST_MS);
  afterAll(async () => {
    await ctx.close();
  });

  const answer = (browser: TestBrowser, round: SoloRound, index: number, body: Record<string, unknown>) =>
    browser.request('POST', '/api/answers', {
      clientId: randomUUID(),
      roundId: round.roundId,
      roundToken: round.roundToken ?? undefined,
      questionIndex: index,
      ...body,
    });

  async function playAll(browser: TestBrowser, round: SoloRound, right: (index: number) => boolean) {
    let last: SoloAnswerResult | undefined;
    for (const question of round.questions.slice(round.view.current)) {
      const response = await answer(browser, round, question.index, {
        answer: right(question.index) ? rightAnswer(question) : { kind: 'option', index: 3 },
      });
      expect(response.statusCode).toBe(200);
      last = response.json();
    }
    return last!;
  }

  it('a guest plays the 10 questions of the day, once, with answers scored by the server', async () => {
    clock.now = MORNING;
    const guest = ctx.browser();
    const deviceId = 'guest-device-0123456789';
    const started = await guest.request('POST', '/api/challenges/today/start', { deviceId });
    expect(started.statusCode).toBe(200);
    const round: SoloRound = started.json();
    expect(round.day).toBe('2026-11-24');
    expect(round.questions).toHaveLength(10);
    expect(round.questions.map((q) => q.difficulty).sort()).toEqual([
      ...Array(4).fill('easy'),
      ...Array(3).fill('hard'),
      ...Array(3).fill('medium'),
    ]);
    expect(JSON.stringify(round.questions)).not.toMatch(/correctIndex|Cairo/);
    expect(round.view).toMatchObject({ current: 0, total: 10, remainingMs: SOLO_QUESTION_SECONDS * 1000 });

    // A written answer with a typo and without the article is right; the faster, the more points.
    const first = round.questions[0]!;
    const clientId = randomUUID();
    const body = {
      clientId,
      roundId: round.roundId,
      roundToken: round.roundToken,
      questionIndex: 0,
      answer: rightAnswer(first),
    };
    const applied = await guest.request('POST', '/api/answers', body);
    expect(applied.json()).toMatchObject({ ok: true, isDuplicate: false, isCorrect: true, points: 100 });
    // The offline queue replays the same client id: applied once.
    clock.now += 5000;
    const replayed = await guest.request('POST', '/api/answers', body);
    expect(replayed.json()).toMatchObject({
      isDuplicate: true,
      points: 100,
      view: { current: 1, score: 100 },
    });

    // An answer to a closed question, without the token, or after the deadline.
    const closed = await answer(guest, round, 0, { answer: { kind: 'option', index: 1 } });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.key).toBe('challenges.errors.questionClosed');
    const stranger = await ctx
      .browser()
      .request('POST', '/api/answers', { ...body, clientId: 'x-1', roundToken: undefined });
    expect(stranger.statusCode).toBe(403);
    clock.now += (SOLO_QUESTION_SECONDS + 1) * 1000;
    const late = await answer(guest, round, 1, { answer: rightAnswer(round.questions[1]!) });
    expect(late.json()).toMatchObject({ isCorrect: false, isLate: true, points: 0 });

    // A reload resumes the round where it was, with a new token.
    const resumed: SoloRound = (
      await guest.request('POST', '/api/challenges/today/start', { deviceId })
    ).json();
    expect(resumed.roundId).toBe(round.roundId);
    expect(resumed.view.current).toBe(2);
    expect(resumed.roundToken).not.toBe(round.roundToken);
    const oldToken = await answer(guest, round, 2, { answer: null });
    expect(oldToken.statusCode).toBe(403);

    const last = await playAll(guest, resumed, (index) => index % 2 === 0);
    expect(last.view.isFinished).toBe(true);
    expect(last.view.score).toBe(100 + 4 * 100);

    const review = await guest.request('GET', `/api/solo-rounds/${round.roundId}/review`, undefined, {
      'x-round-token': resumed.roundToken!,
    });
    expect(review.statusCode).toBe(200);
    expect(review.json().items).toHaveLength(10);
    expect(review.json().items[0]).toMatchObject({ isCorrect: true, points: 100 });
    expect(review.json().items[1]).toMatchObject({ isLate: true, points: 0 });

    const again = await guest.request('POST', '/api/challenges/today/start', { deviceId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.key).toBe('challenges.errors.alreadyPlayed');
  });

  it('everyone gets the same questions on a day; signed-in players keep streaks and earn leaderboard points', async () => {
    clock.now = MORNING - DAY_MS;
    const yesterday: SoloRound = (await maryam.request('POST', '/api/challenges/today/start', {})).json();
    expect(yesterday.day).toBe('2026-11-23');
    await playAll(maryam, yesterday, () => true);

    clock.now = MORNING + 3600_000;
    const status = await maryam.request('GET', '/api/challenges/today');
    expect(status.json()).toMatchObject({ day: '2026-11-24', status: 'new', streak: 1 });
    const today: SoloRound = (await maryam.request('POST', '/api/challenges/today/start', {})).json();
    const guestToday: SoloRound = (
      await ctx
        .browser()
        .request('POST', '/api/challenges/today/start', { deviceId: 'another-device-0123456789' })
    ).json();
    expect(today.questions).toEqual(guestToday.questions);
    // A signed-in player answers with the session alone.
    const { roundToken: _token, ...withoutToken } = today;
    const finished = await playAll(maryam, { ...withoutToken, roundToken: null }, () => true);
    expect(finished.view.score).toBe(1000);

    const after = await maryam.request('GET', '/api/challenges/today');
    expect(after.json()).toMatchObject({
      status: 'finished',
      streak: 2,
      longestStreak: 2,
      result: { correct: 10 },
    });

    const userId = (await maryam.request('GET', '/api/account/profile')).json().id as string;
    const points = await ctx.database.db.select().from(playerPoints).where(eq(playerPoints.userId, userId));
    expect(points.map((p) => p.points).sort()).toEqual([1000, 1000]);
    const [all] = await ctx.database.db
      .select()
      .from(leaderboardScores)
      .where(and(eq(leaderboardScores.userId, userId), eq(leaderboardScores.period, 'all')));
    expect(all!.points).toBe(2000);
    const second = await maryam.request('POST', '/api/challenges/today/start', {});
    expect(second.statusCode).toBe(409);
  });

  it('refuses a bad answer body with the validation shape and changes nothing', async () => {
    const response = await maryam.request('POST', '/api/answers', { roundId: 'nope', questionIndex: -1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
  });
});
