import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app';

describe('GET /api/health and /api/ready', () => {
  let ctx: TestContext;
  const lifecycle = { isDraining: false };
  beforeAll(async () => {
    ctx = await createTestApp({ lifecycle });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers ok when the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('is ready while the database answers, and answers 503 while draining (SIGTERM)', async () => {
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', db: 'ok', redis: 'off' });
    lifecycle.isDraining = true;
    const draining = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'draining', db: 'ok', redis: 'off' });
    // Liveness is not readiness: a draining process is alive.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    lifecycle.isDraining = false;
  });

  it('answers 503 naming the database when it is down', async () => {
    await ctx.database.close();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', db: 'fail' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', db: 'fail', redis: 'off' });
  });
});
