import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSubmissions } from '../db/schema';
import { createTestApp, type TestContext } from '../testing/test-app';

describe('a NUL character in a request body', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('is refused as a 400 with a key (it used to fail in the database as a 500), and nothing is stored', async () => {
    const message = {
      name: 'Hamdan',
      email: 'hamdan@example.ae',
      subject: 'Idea',
      message: '\u0000<script>window.__xss=1</script>',
    };
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/contact?lang=en', payload: message });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'VALIDATION', key: 'validation.invalid' } });
    const inKey = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact?lang=en',
      payload: { ...message, message: 'fine', nested: { 'a\u0000b': [1] } },
    });
    expect(inKey.statusCode).toBe(400);
    expect(await ctx.database.db.select().from(contactSubmissions)).toEqual([]);

    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact?lang=en',
      payload: { ...message, message: '<script>window.__xss=1</script>' },
    });
    expect(accepted.statusCode).toBe(201);
  });
});
