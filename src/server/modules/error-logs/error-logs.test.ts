import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorLogs } from '../../db/schema';
import { createTestApp, type TestContext } from '../../testing/test-app';

describe('POST /api/error-logs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('stores a client error with its metadata', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/error-logs',
      payload: {
        route: '/categories',
        message: 'Cannot read properties of undefined',
        stack: 'TypeError: Cannot read properties of undefined\n    at Board',
        context: 'react_component_error',
        severity: 'high',
        metadata: {
          errorId: 'ERR-1-ABC',
          componentStack: '\n    at Board',
          userAgent: 'test',
          timestamp: new Date().toISOString(),
          url: 'http://localhost/categories',
          errorName: 'TypeError',
          retryCount: 1,
        },
      },
    });
    expect(response.statusCode).toBe(201);
    const rows = await ctx.database.db.select().from(errorLogs);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      route: '/categories',
      context: 'react_component_error',
      severity: 'high',
      resolved: false,
      metadata: { errorId: 'ERR-1-ABC', errorName: 'TypeError', retryCount: 1 },
    });
  });

  it('rejects a report without a message or with unknown metadata', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/error-logs',
      payload: { route: '/', message: '', metadata: { errorId: 'x', timestamp: 'now', extra: 1 } },
    });
    expect(response.statusCode).toBe(400);
  });
});
