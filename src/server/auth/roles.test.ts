import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents, users } from '../db/auth-schema';
import {
  type AuthTestContext,
  createAuthTestApp,
  TEST_SECRET,
  type TestBrowser,
} from '../testing/auth-test-app';
import { createUnlockToken } from './admin-unlock-token';

/** Sign-ups and sign-ins hash passwords (scrypt); on a loaded 2-core machine a test can take a while. */
const SLOW_TEST_MS = 120_000;

type Route = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: unknown };

/** Every guarded server route, and paths under the guarded prefixes that do not exist. */
const SIGNED_IN_ROUTES: Route[] = [
  { method: 'GET', url: '/api/account/profile' },
  { method: 'PATCH', url: '/api/account/profile', payload: { displayName: 'x' } },
  { method: 'PUT', url: '/api/account/avatar' },
  { method: 'DELETE', url: '/api/account/avatar' },
  { method: 'GET', url: '/api/account/security-events' },
  { method: 'POST', url: '/api/account/admin-unlock', payload: { token: 'x' } },
  { method: 'POST', url: '/api/auth/change-password', payload: {} },
];
const ADMIN_ROUTES: Route[] = [
  { method: 'GET', url: '/api/admin' },
  { method: 'GET', url: '/api/admin/overview' },
  { method: 'DELETE', url: '/api/admin/overview' },
  { method: 'GET', url: '/api/admin/users' },
  { method: 'POST', url: '/api/admin/questions/import', payload: { rows: [] } },
  { method: 'GET', url: '/api/admin/does/not/exist' },
  { method: 'GET', url: '/api/auth/admin/list-users' },
  { method: 'POST', url: '/api/auth/admin/set-role', payload: { userId: 'x', role: 'admin' } },
  { method: 'POST', url: '/api/auth/admin/ban-user', payload: {} },
  { method: 'POST', url: '/api/auth/admin/not-a-path', payload: {} },
];
const MODERATOR_ROUTES: Route[] = [
  { method: 'GET', url: '/api/moderator/overview' },
  { method: 'GET', url: '/api/moderator/unknown' },
];

const call = (browser: TestBrowser, route: Route) => browser.request(route.method, route.url, route.payload);

describe(
  'roles: 401 without a session, 403 with the wrong role, on every guarded route',
  { timeout: SLOW_TEST_MS },
  () => {
    let ctx: AuthTestContext;
    let user: TestBrowser;
    let moderator: TestBrowser;
    let admin: TestBrowser;
    beforeAll(async () => {
      ctx = await createAuthTestApp({ ADMIN_EMAILS: 'boss@example.com' });
      user = await ctx.createVerifiedUser('player@example.com');
      moderator = await ctx.createVerifiedUser('mod@example.com', { role: 'moderator' });
      admin = await ctx.createVerifiedUser('boss@example.com');
    }, SLOW_TEST_MS);
    afterAll(async () => {
      await ctx.close();
    });

    it('answers 401 to an anonymous caller, even with a malformed body', async () => {
      for (const route of [...SIGNED_IN_ROUTES, ...ADMIN_ROUTES, ...MODERATOR_ROUTES]) {
        const response = await call(ctx.browser(), route);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(response.json().error.key).toBe('errors.unauthorized');
      }
      const broken = await ctx.browser().request('POST', '/api/admin/overview', undefined, {
        'content-type': 'application/json',
      });
      expect(broken.statusCode).toBe(401);
    });

    it('answers 403 to a plain user on admin and moderator routes, and records it on their account', async () => {
      for (const route of [...ADMIN_ROUTES, ...MODERATOR_ROUTES]) {
        const response = await call(user, route);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(response.json().error.key).toBe('errors.forbidden');
      }
      const [player] = await ctx.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'player@example.com'));
      const events = await ctx.database.db
        .select()
        .from(securityEvents)
        .where(eq(securityEvents.userId, player!.id));
      expect(events.filter((e) => e.type === 'unauthorized_access')).toHaveLength(
        ADMIN_ROUTES.length + MODERATOR_ROUTES.length,
      );
    });

    it('answers 403 to a moderator on admin routes, and lets them into moderator routes', async () => {
      for (const route of ADMIN_ROUTES) {
        expect((await call(moderator, route)).statusCode, `${route.method} ${route.url}`).toBe(403);
      }
      expect((await moderator.request('GET', '/api/moderator/overview')).statusCode).toBe(200);
      expect((await moderator.request('GET', '/api/moderator/unknown')).statusCode).toBe(404);
    });

    it('makes an address on ADMIN_EMAILS an admin once verified; admins reach admin routes', async () => {
      const session = await admin.request('GET', '/api/auth/get-session');
      expect(session.json().user.role).toBe('admin');
      const overview = await admin.request('GET', '/api/admin/overview');
      expect(overview.statusCode).toBe(200);
      expect(overview.json().users).toMatchObject({ total: 3, admins: 1, moderators: 1 });
      expect((await admin.request('GET', '/api/admin/does/not/exist')).statusCode).toBe(404);
      expect((await admin.request('GET', '/api/moderator/overview')).statusCode).toBe(200);
      const list = await admin.request('GET', '/api/auth/admin/list-users?limit=10');
      expect(list.statusCode).toBe(200);
      expect(list.json().users).toHaveLength(3);
    });

    it('every signed-in route answers a signed-in user', async () => {
      const browser = await ctx.createVerifiedUser('fine@example.com');
      expect((await browser.request('GET', '/api/account/profile')).statusCode).toBe(200);
      expect((await browser.request('GET', '/api/account/security-events')).statusCode).toBe(200);
    });
  },
);

describe('admin unlock tokens', { timeout: SLOW_TEST_MS }, () => {
  let ctx: AuthTestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('the first-start token makes one verified account admin, once, and only while there is no admin', async () => {
    const first = await ctx.createVerifiedUser('first@example.com');
    const second = await ctx.createVerifiedUser('second@example.com');
    const token = createUnlockToken(TEST_SECRET, null);

    const bad = await first.request('POST', '/api/account/admin-unlock', { token: `${token}x` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.key).toBe('errors.unlockTokenInvalid');

    const ok = await first.request('POST', '/api/account/admin-unlock', { token });
    expect(ok.statusCode).toBe(200);
    expect((await first.request('GET', '/api/admin/overview')).statusCode).toBe(200);

    const reused = await second.request('POST', '/api/account/admin-unlock', { token });
    expect(reused.json().error.key).toBe('errors.unlockTokenInvalid');
    const another = await second.request('POST', '/api/account/admin-unlock', {
      token: createUnlockToken(TEST_SECRET, null),
    });
    expect(another.json().error.key).toBe('errors.unlockTokenInvalid');
    const events = await ctx.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.type, 'suspicious_activity'));
    expect(events.length).toBeGreaterThanOrEqual(3);
  });

  it('a token made for an e-mail (npm run admin:unlock -- EMAIL) works for that account only, once', async () => {
    const named = await ctx.createVerifiedUser('named@example.com');
    const other = await ctx.createVerifiedUser('other@example.com');
    const token = createUnlockToken(TEST_SECRET, 'Named@Example.com');
    expect((await other.request('POST', '/api/account/admin-unlock', { token })).statusCode).toBe(400);
    expect((await named.request('POST', '/api/account/admin-unlock', { token })).statusCode).toBe(200);
    const twice = await named.request('POST', '/api/account/admin-unlock', { token });
    expect(twice.json().error.key).toBe('errors.unlockTokenUsed');
    expect(createUnlockToken('another-secret-of-enough-length-000000', 'named@example.com')).not.toBe(token);
  });

  it('a token signed with another secret or past its time does not work', async () => {
    const browser = await ctx.createVerifiedUser('late@example.com');
    const foreign = createUnlockToken('another-secret-of-enough-length-000000', 'late@example.com');
    expect((await browser.request('POST', '/api/account/admin-unlock', { token: foreign })).statusCode).toBe(
      400,
    );
    const expired = createUnlockToken(TEST_SECRET, 'late@example.com', Date.now() - 25 * 60 * 60 * 1000);
    expect((await browser.request('POST', '/api/account/admin-unlock', { token: expired })).statusCode).toBe(
      400,
    );
  });
});
