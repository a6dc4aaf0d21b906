import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lifecycle } from '../../http/lifecycle';
import { createTestApp, type TestContext } from '../../testing/test-app';

describe('GET /api/health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers ok when the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers 503 naming the database when it is down', async () => {
    await ctx.database.close();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', db: 'fail' });
  });
});

describe('GET /api/ready', () => {
  it('answers ready, then 503 while the process drains for a shutdown, and 503 when the database is down', async () => {
    const lifecycle = new Lifecycle();
    const ctx = await createTestApp({ lifecycle });
    try {
      const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', db: 'ok' });
      lifecycle.startDraining();
      const draining = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ status: 'draining', db: 'ok' });
      // Liveness is not readiness: the draining process is alive and answers its health check.
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
    const down = await createTestApp();
    try {
      await down.database.close();
      const unready = await down.app.inject({ method: 'GET', url: '/api/ready' });
      expect(unready.statusCode).toBe(503);
      expect(unready.json()).toEqual({ status: 'unready', db: 'fail' });
    } finally {
      await down.close();
    }
  });
});
