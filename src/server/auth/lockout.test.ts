import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCKOUT_MAX_FAILURES } from '../../shared/contracts/auth';
import { securityEvents, users } from '../db/auth-schema';
import { type AuthTestContext, createAuthTestApp, DEFAULT_PASSWORD } from '../testing/auth-test-app';
import { linkIn } from '../testing/smtp-capture';
import { AUTH_RATE_LIMITS } from './routes';

/** Sign-ups and sign-ins hash passwords (scrypt); on a loaded 2-core machine a test can take a while. */
const SLOW_TEST_MS = 120_000;

async function eventsOf(ctx: AuthTestContext, email: string) {
  const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  const rows = await ctx.database.db.select().from(securityEvents).where(eq(securityEvents.userId, user!.id));
  return rows.map((row) => ({ type: row.type, severity: row.severity }));
}

describe('account lockout and per-address rate limits', { timeout: SLOW_TEST_MS }, () => {
  let ctx: AuthTestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it(`locks an account after ${LOCKOUT_MAX_FAILURES} failed sign-ins and records it on the account`, async () => {
    const owner = await ctx.createVerifiedUser('locked@example.com');
    const attacker = ctx.browser('10.9.9.9');
    const attempt = (password: string) =>
      attacker.request('POST', '/api/auth/sign-in/email', { email: 'locked@example.com', password });
    for (let i = 1; i < LOCKOUT_MAX_FAILURES; i++) {
      const response = await attempt(`guess${i}abc`);
      expect(response.json().error.key).toBe('errors.invalidCredentials');
    }
    const locking = await attempt('guess5abc');
    expect(locking.statusCode).toBe(403);
    expect(locking.json().error.key).toBe('errors.accountLocked');
    expect(Number(locking.headers['retry-after'])).toBe(15 * 60);

    // Even the right password waits out the lock.
    const right = await attempt(DEFAULT_PASSWORD);
    expect(right.json().error.key).toBe('errors.accountLocked');

    const events = await eventsOf(ctx, 'locked@example.com');
    expect(events.filter((e) => e.type === 'login_failure')).toHaveLength(LOCKOUT_MAX_FAILURES + 1);
    expect(events).toContainEqual({ type: 'account_locked', severity: 'high' });

    // The owner's existing session still works and shows the events.
    const list = await owner.request('GET', '/api/account/security-events');
    expect(list.json().events.map((e: { type: string }) => e.type)).toContain('account_locked');
  });

  it('a password reset from the mailed link lifts the lock', async () => {
    await ctx.createVerifiedUser('unlock@example.com');
    const attacker = ctx.browser();
    for (let i = 0; i < LOCKOUT_MAX_FAILURES; i++) {
      await attacker.request('POST', '/api/auth/sign-in/email', {
        email: 'unlock@example.com',
        password: 'nope1234',
      });
    }
    const since = ctx.smtp.mails.length;
    await ctx.browser().request('POST', '/api/auth/request-password-reset', { email: 'unlock@example.com' });
    const token = linkIn(await ctx.smtp.waitFor('unlock@example.com', { since })).searchParams.get('token');
    await ctx.browser().request('POST', '/api/auth/reset-password', { token, newPassword: 'newdawn2025' });
    const signIn = await ctx.browser().request('POST', '/api/auth/sign-in/email', {
      email: 'unlock@example.com',
      password: 'newdawn2025',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('a success before the limit starts the count again', async () => {
    await ctx.createVerifiedUser('reset-count@example.com');
    const browser = ctx.browser();
    const signIn = (password: string) =>
      browser.request('POST', '/api/auth/sign-in/email', { email: 'reset-count@example.com', password });
    for (let i = 0; i < LOCKOUT_MAX_FAILURES - 1; i++) await signIn('wrong1234');
    expect((await signIn(DEFAULT_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < LOCKOUT_MAX_FAILURES - 1; i++) await signIn('wrong1234');
    expect((await signIn(DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('limits sign-ins per address with 429, a translated key and a rate_limit_exceeded event', async () => {
    await ctx.createVerifiedUser('target@example.com');
    const browser = ctx.browser('10.1.2.3');
    const { max } = AUTH_RATE_LIMITS.signIn;
    for (let i = 0; i < max; i++) {
      // Different unknown addresses: the lockout never triggers, only the address limit can.
      const response = await browser.request('POST', '/api/auth/sign-in/email', {
        email: `nobody${i}@example.com`,
        password: 'wrong1234',
      });
      expect(response.statusCode).toBe(401);
    }
    const limited = await browser.request('POST', '/api/auth/sign-in/email', {
      email: 'target@example.com',
      password: 'wrong1234',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: 'RATE_LIMITED', key: 'errors.rateLimited' });
    const byAddress = () =>
      ctx.database.db
        .select({ type: securityEvents.type, severity: securityEvents.severity, path: securityEvents.path })
        .from(securityEvents)
        .where(eq(securityEvents.ip, '10.1.2.3'));
    await expect.poll(byAddress).toContainEqual({
      type: 'rate_limit_exceeded',
      severity: 'medium',
      path: '/api/auth/sign-in/email',
    });
    // Another address is not affected.
    const other = await ctx.browser('10.3.2.1').request('POST', '/api/auth/sign-in/email', {
      email: 'target@example.com',
      password: DEFAULT_PASSWORD,
    });
    expect(other.statusCode).toBe(200);
  });

  it('limits reset mails per address, and records the hit on the account of a signed-in caller', async () => {
    const browser = ctx.browser('10.4.4.4');
    const { max } = AUTH_RATE_LIMITS.mail;
    for (let i = 0; i < max; i++) {
      await browser.request('POST', '/api/auth/request-password-reset', { email: 'target@example.com' });
    }
    const limited = await browser.request('POST', '/api/auth/request-password-reset', {
      email: 'target@example.com',
    });
    expect(limited.statusCode).toBe(429);

    const signedIn = await ctx.createVerifiedUser('busy@example.com', { ip: '10.5.5.5' });
    for (let i = 0; i <= AUTH_RATE_LIMITS.changePassword.max; i++) {
      await signedIn.request('POST', '/api/auth/change-password', {
        currentPassword: 'wrong-one1',
        newPassword: 'another2025',
        confirmPassword: 'another2025',
      });
    }
    await expect
      .poll(() => eventsOf(ctx, 'busy@example.com'))
      .toContainEqual({
        type: 'rate_limit_exceeded',
        severity: 'medium',
      });
  });
});
