import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSubmissions } from '../../db/schema';
import { createTestApp, type TestContext } from '../../testing/test-app';

describe('POST /api/contact', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('stores a valid message with status pending', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact?lang=ar',
      payload: {
        name: 'مريم',
        email: 'maryam@example.ae',
        subject: 'اقتراح',
        message: 'أضيفوا فئة عن الخيل',
      },
    });
    expect(response.statusCode).toBe(201);
    const { id, status } = response.json();
    expect(status).toBe('pending');
    const [row] = await ctx.database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, id));
    expect(row).toMatchObject({
      name: 'مريم',
      email: 'maryam@example.ae',
      status: 'pending',
      language: 'ar',
    });
  });

  it('rejects missing fields with a required key for each', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION',
      fields: {
        name: 'validation.required',
        email: 'validation.required',
        subject: 'validation.required',
        message: 'validation.required',
      },
    });
  });

  it('rejects blank fields and an invalid e-mail, and stores nothing', async () => {
    const before = await ctx.database.db.select().from(contactSubmissions);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: '   ', email: 'not-an-email', subject: 'x', message: 'y' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ name: 'validation.required', email: 'validation.email' });
    const after = await ctx.database.db.select().from(contactSubmissions);
    expect(after).toHaveLength(before.length);
  });

  it('rejects an e-mail of 255 characters or more', async () => {
    const email = `${'a'.repeat(250)}@x.com`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'a', email, subject: 'b', message: 'c' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.email).toBe('validation.emailTooLong');
  });
});
