import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCommandSchema } from '../../../shared/contracts/game';
import { questions } from '../../db/schema';
import { type AuthTestContext, createAuthTestApp, type TestBrowser } from '../../testing/auth-test-app';
import { multipartFile, TINY_PNG } from '../../testing/multipart';
import { applyCommand } from '../games/apply-command';
import { createGamesContext } from '../games/games-context';
import { seedGameContent, type SeededCategories, TWO_TEAMS } from '../games/games-test-support';
import { COLUMNS, fillColumn, getSet, setInput, setQuestion } from './community-test-support';

const SLOW_TEST_MS = 240_000;

describe('community question sets', { timeout: SLOW_TEST_MS }, () => {
  let ctx: AuthTestContext;
  let author: TestBrowser;
  let other: TestBrowser;
  let moderator: TestBrowser;
  let bank: SeededCategories;
  let fullSetId: string;

  const detail = getSet;
  const fill = (setId: string, categoryId: string, perDifficulty: number) =>
    fillColumn(author, setId, categoryId, perDifficulty);

  beforeAll(async () => {
    ctx = await createAuthTestApp();
    bank = await seedGameContent(ctx.database);
    author = await ctx.createVerifiedUser('teacher@example.ae');
    other = await ctx.createVerifiedUser('parent@example.ae');
    moderator = await ctx.createVerifiedUser('reviewer@example.ae', { role: 'moderator' });
  });
  afterAll(async () => ctx?.close());

  it('creates a full 6x6 set with the back-office question checks; its count follows', async () => {
    const bad = await author.request('POST', '/api/community/sets', setInput({ name: ' ', categories: [] }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ name: 'validation.required' });
    expect((await ctx.browser().request('POST', '/api/community/sets', setInput())).statusCode).toBe(401);

    const created = await author.request('POST', '/api/community/sets', setInput());
    expect(created.statusCode).toBe(201);
    fullSetId = created.json().id;
    const empty = await detail(author, fullSetId);
    expect(empty.categories.map((c) => c.name.ar)).toEqual(COLUMNS);
    expect(empty.questionCount).toBe(0);

    const wrongPoints = await author.request('POST', `/api/community/sets/${fullSetId}/questions`, {
      ...setQuestion(empty.categories[0]!.id, 1, 'hard'),
      points: 200,
    });
    expect(wrongPoints.statusCode).toBe(400);
    expect(wrongPoints.json().error.fields).toMatchObject({ points: 'validation.pointsMismatch' });
    const bankColumn = await author.request(
      'POST',
      `/api/community/sets/${fullSetId}/questions`,
      setQuestion(bank.playable[0]!, 1, 'easy'),
    );
    expect(bankColumn.statusCode).toBe(400);
    const notMine = await other.request(
      'POST',
      `/api/community/sets/${fullSetId}/questions`,
      setQuestion(empty.categories[0]!.id, 1, 'easy'),
    );
    expect(notMine.statusCode).toBe(404);

    const upload = await author.request(
      'POST',
      '/api/community/uploads/image',
      ...multipartFile('x.png', 'image/png', TINY_PNG),
    );
    expect(upload.statusCode).toBe(201);
    const anonymous = await ctx
      .browser()
      .request('POST', '/api/community/uploads/image', ...multipartFile('x.png', 'image/png', TINY_PNG));
    expect(anonymous.statusCode).toBe(401);
    const noAlt = await author.request('POST', `/api/community/sets/${fullSetId}/questions`, {
      ...setQuestion(empty.categories[0]!.id, 1, 'easy'),
      imageUrl: upload.json().url,
    });
    expect(noAlt.json().error.fields).toMatchObject({ imageAltAr: 'validation.imageAltRequired' });

    for (const column of empty.categories) await fill(fullSetId, column.id, 2);
    const full = await detail(other, fullSetId);
    expect(full.questionCount).toBe(36);
    expect(full.playableCategoryCount).toBe(6);
    expect(full.isMine).toBe(false);
    expect(JSON.stringify(full)).not.toContain('correctIndex');

    // The columns stay out of the bank: the public category list does not show them.
    const listed = (await ctx.browser().request('GET', '/api/categories')).json();
    const listedIds = listed.categories.map((c: { id: string }) => c.id);
    expect(full.categories.some((c) => listedIds.includes(c.id))).toBe(false);
  });

  it('lists and searches public sets; a private set is its author’s alone', async () => {
    const privateSet = await author.request(
      'POST',
      '/api/community/sets',
      setInput({
        name: 'Secret classroom quiz',
        isPublic: false,
        categories: setInput().categories.slice(0, 1),
      }),
    );
    const privateId = privateSet.json().id;
    expect((await other.request('GET', `/api/community/sets/${privateId}`)).statusCode).toBe(404);
    expect((await ctx.browser().request('GET', `/api/community/sets/${privateId}`)).statusCode).toBe(404);
    expect((await other.request('POST', `/api/community/sets/${privateId}/like`, {})).statusCode).toBe(404);

    const all = (await other.request('GET', '/api/community/sets')).json();
    expect(all.sets.map((s: { id: string }) => s.id)).toEqual([fullSetId]);
    const mine = (await author.request('GET', '/api/community/sets?scope=mine')).json();
    expect(mine.sets.map((s: { id: string }) => s.id).sort()).toEqual([fullSetId, privateId].sort());
    expect((await ctx.browser().request('GET', '/api/community/sets?scope=mine')).statusCode).toBe(401);
    const found = (
      await other.request('GET', `/api/community/sets?q=${encodeURIComponent('FAMILY')}`)
    ).json();
    expect(found.sets).toHaveLength(1);
    const none = (await other.request('GET', '/api/community/sets?q=classroom')).json();
    expect(none.sets).toHaveLength(0);
  });

  it('counts a like once per person', async () => {
    const first = await other.request('POST', `/api/community/sets/${fullSetId}/like`, {});
    const second = await other.request('POST', `/api/community/sets/${fullSetId}/like`, {});
    expect(first.json()).toEqual({ likes: 1, isLiked: true });
    expect(second.json()).toEqual({ likes: 1, isLiked: true });
    await author.request('POST', `/api/community/sets/${fullSetId}/like`, {});
    const seen = await detail(other, fullSetId);
    expect(seen.likes).toBe(2);
    expect(seen.isLiked).toBe(true);
  });

  it('plays a full set as a team game drawn by the same engine, and a small set mixed with the bank', async () => {
    const full = await detail(author, fullSetId);
    const played = await other.request('POST', `/api/community/sets/${fullSetId}/play`, {
      options: TWO_TEAMS,
    });
    expect(played.statusCode, played.body).toBe(201);
    const { gameId } = played.json();
    const games = createGamesContext(ctx.database.db);
    const command = clientCommandSchema.parse({ type: 'start', commandId: 'start-1' });
    await applyCommand(games, gameId, command, { role: 'host' });
    const started = await games.store.reload(gameId);
    expect(started!.categoryIds).toEqual(full.categories.map((c) => c.id));
    expect(started!.state.tiles).toHaveLength(36);
    const setQuestionIds = new Set(full.categories.flatMap((c) => c.questions.map((q) => q.id)));
    expect(started!.state.tiles.every((tile) => setQuestionIds.has(tile.questionId))).toBe(true);

    const names = await ctx
      .browser()
      .request('GET', `/api/community/board-categories?ids=${started!.categoryIds.join(',')}`);
    expect(names.json().categories).toHaveLength(6);

    const small = await author.request(
      'POST',
      '/api/community/sets',
      setInput({ name: 'One column', categories: setInput().categories.slice(0, 2) }),
    );
    const smallId = small.json().id;
    const smallDetail = await detail(author, smallId);
    const notYet = await author.request('POST', `/api/community/sets/${smallId}/play`, {
      options: TWO_TEAMS,
    });
    expect(notYet.statusCode).toBe(400);
    expect(notYet.json().error.key).toBe('community.errors.setNotPlayable');
    await fill(smallId, smallDetail.categories[0]!.id, 2);
    const mixed = await author.request('POST', `/api/community/sets/${smallId}/play`, {
      options: TWO_TEAMS,
      bankCategoryIds: [bank.playable[0], bank.playable[1]],
    });
    expect(mixed.statusCode, mixed.body).toBe(201);
    const mixedGame = await games.store.reload(mixed.json().gameId);
    expect(mixedGame!.categoryIds).toHaveLength(6);
    expect(mixedGame!.categoryIds.slice(0, 3)).toEqual([
      smallDetail.categories[0]!.id,
      bank.playable[0],
      bank.playable[1],
    ]);
    expect(
      mixedGame!.categoryIds.slice(1).every((id) => !smallDetail.categories.some((c) => c.id === id)),
    ).toBe(true);
  });

  it('sends a reported question to the review queue and off the board until approved', async () => {
    const full = await detail(other, fullSetId);
    const target = full.categories[0]!.questions[0]!;
    const bad = await other.request('POST', `/api/community/questions/${target.id}/report`, { reason: '' });
    expect(bad.statusCode).toBe(400);
    const bankQuestion = await ctx.database.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.categoryId, bank.playable[0]!))
      .limit(1);
    const notCommunity = await other.request(
      'POST',
      `/api/community/questions/${bankQuestion[0]!.id}/report`,
      {
        reason: 'wrong',
      },
    );
    expect(notCommunity.statusCode).toBe(404);

    const reported = await other.request('POST', `/api/community/questions/${target.id}/report`, {
      reason: 'The answer is wrong',
    });
    expect(reported.statusCode).toBe(204);
    const queue = await moderator.request('GET', '/api/moderator/review');
    expect(queue.statusCode).toBe(200);
    const item = queue.json().items.find((q: { id: string }) => q.id === target.id);
    expect(item).toMatchObject({ source: 'community' });
    const after = await detail(other, fullSetId);
    expect(after.categories[0]!.questions[0]!.isUnderReview).toBe(true);
    expect(after.playableCategoryCount).toBe(5);
  });
});
