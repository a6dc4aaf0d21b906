import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategorySummary } from '../../../shared/contracts/categories';
import { loadContent } from '../../content/load-content';
import { seedContent } from '../../content/seed-content';
import { categoryFile, makeContentDir } from '../../testing/fixture-content';
import { createTestApp, type TestContext } from '../../testing/test-app';

describe('GET /api/categories', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    const dir = makeContentDir([
      categoryFile('physics', { easy: 3, medium: 2, hard: 4 }),
      categoryFile('biology', { easy: 2, medium: 1, hard: 2 }),
    ]);
    await seedContent(ctx.database.db, loadContent(dir));
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('lists parents first, then categories with their names and counts per difficulty', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/categories' });
    expect(response.statusCode).toBe(200);
    const list: CategorySummary[] = response.json().categories;
    expect(list[0]).toMatchObject({ slug: 'science', parentId: null, name: { ar: 'العلوم', en: 'Science' } });
    const physics = list.find((c) => c.slug === 'physics');
    expect(physics).toMatchObject({
      parentId: list[0]!.id,
      name: { ar: 'فئة physics', en: 'Category physics' },
      counts: { easy: 3, medium: 2, hard: 4, total: 9 },
      isPlayable: true,
    });
  });

  it('marks a category without 2 questions of each difficulty as not playable', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/categories' });
    const biology = (response.json().categories as CategorySummary[]).find((c) => c.slug === 'biology');
    expect(biology).toMatchObject({ counts: { easy: 2, medium: 1, hard: 2, total: 5 }, isPlayable: false });
  });
});
