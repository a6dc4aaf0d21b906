import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestContext, createAuthTestApp, type TestBrowser } from '../../testing/auth-test-app';

const SLOW_TEST_MS = 180_000;
const GUARDED_PREFIXES = {
  '/api/admin/': ['admin'],
  '/api/moderator/': ['admin', 'moderator'],
  // The studio also wants the address on ADMIN_EMAILS (given below).
  '/api/ai-studio/': ['admin'],
} as const;
type Role = 'admin' | 'moderator' | 'user';

/** Every guarded operation of the OpenAPI document, so that a new route cannot be left out of this test. */
function guardedOperations(spec: { paths: Record<string, Record<string, unknown>> }) {
  const operations: { method: string; url: string; allowed: readonly Role[] }[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    const prefix = Object.keys(GUARDED_PREFIXES).find((p) => path.startsWith(p)) as
      keyof typeof GUARDED_PREFIXES | undefined;
    if (!prefix) continue;
    const url = path.replace(/\{id\}/g, '00000000-0000-4000-8000-000000000000').replace(/\{[^}]+\}/g, 'x');
    for (const method of Object.keys(methods)) {
      operations.push({ method: method.toUpperCase(), url, allowed: GUARDED_PREFIXES[prefix] });
    }
  }
  return operations;
}

describe('who may call the back-office', { timeout: SLOW_TEST_MS }, () => {
  let ctx: AuthTestContext;
  const browsers = {} as Record<Role, TestBrowser>;
  beforeAll(async () => {
    ctx = await createAuthTestApp({ ADMIN_EMAILS: 'admin@example.ae' });
    for (const role of ['admin', 'moderator', 'user'] as const) {
      browsers[role] = await ctx.createVerifiedUser(`${role}@example.ae`, { role });
    }
  }, SLOW_TEST_MS);
  afterAll(async () => {
    await ctx.close();
  });

  it('lists the admin and moderator routes in the OpenAPI document', () => {
    const operations = guardedOperations(ctx.app.swagger() as never);
    const urls = operations.map((o) => `${o.method} ${o.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/admin/overview',
        'GET /api/admin/questions',
        'POST /api/admin/questions/import',
        'PUT /api/admin/settings',
        'GET /api/admin/users',
        'PUT /api/admin/users/00000000-0000-4000-8000-000000000000/role',
        'POST /api/admin/contact/00000000-0000-4000-8000-000000000000/reply',
        'POST /api/admin/var-reports/00000000-0000-4000-8000-000000000000/resolve',
        'DELETE /api/admin/games/00000000-0000-4000-8000-000000000000',
        'GET /api/admin/system/status',
        'GET /api/admin/security/events',
        'POST /api/admin/diagnostics/magic-link',
        'GET /api/moderator/review',
        'POST /api/moderator/review',
        'POST /api/moderator/review/approve-confident',
        'POST /api/ai-studio/generate',
        'PUT /api/ai-studio/topup/schedule',
      ]),
    );
  });

  it('answers 401 without a session, 403 to a role not allowed, and lets the allowed roles through', async () => {
    const operations = guardedOperations(ctx.app.swagger() as never);
    expect(operations.length).toBeGreaterThan(15);
    const failures: string[] = [];
    for (const { method, url, allowed } of operations) {
      const anonymous = await ctx.browser().request(method as never, url, method === 'GET' ? undefined : {});
      if (anonymous.statusCode !== 401) failures.push(`anonymous ${method} ${url}: ${anonymous.statusCode}`);
      for (const role of ['admin', 'moderator', 'user'] as const) {
        const response = await browsers[role].request(
          method as never,
          url,
          method === 'GET' ? undefined : {},
        );
        const isAllowed = allowed.includes(role as never);
        const isRefused = response.statusCode === 401 || response.statusCode === 403;
        if (isAllowed === isRefused) failures.push(`${role} ${method} ${url}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a request from another site even to an admin', async () => {
    const response = await browsers.admin.request(
      'PUT',
      '/api/admin/settings',
      {},
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
  });
});
