import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents, sessions, users } from '../db/auth-schema';
import { type AuthTestContext, createAuthTestApp, TEST_SITE_URL } from '../testing/auth-test-app';
import { linkIn } from '../testing/smtp-capture';

/** Sign-ups and sign-ins hash passwords (scrypt); on a loaded 2-core machine a test can take a while. */
const SLOW_TEST_MS = 120_000;

const PASSWORD = 'dune2024';

describe('accounts and e-mail, against a real SMTP server on loopback', { timeout: SLOW_TEST_MS }, () => {
  let ctx: AuthTestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('a newcomer registers, is refused before verifying, follows the mailed link, then signs in', async () => {
    const browser = ctx.browser();
    const since = ctx.smtp.mails.length;
    const signUp = await browser.request('POST', '/api/auth/sign-up/email?lang=ar', {
      name: 'شمّا',
      email: 'Shamma@Example.ae',
      password: PASSWORD,
      acceptTerms: true,
      language: 'ar',
    });
    expect(signUp.statusCode).toBe(200);
    expect(browser.hasSessionCookie()).toBe(false);

    const mail = await ctx.smtp.waitFor('shamma@example.ae', { since });
    expect(mail.subject).toBe('أكّد بريدك الإلكتروني في جاوب');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('lang="ar"');
    expect(mail.text).toContain('مرحبًا شمّا');
    const link = linkIn(mail);
    expect(link.origin).toBe(TEST_SITE_URL);
    expect(link.pathname).toBe('/verify');

    const blocked = await browser.request('POST', '/api/auth/sign-in/email', {
      email: 'shamma@example.ae',
      password: PASSWORD,
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toMatchObject({ code: 'FORBIDDEN', key: 'errors.emailNotVerified' });
    expect(blocked.body).not.toMatch(/verify your email/i);

    const verify = await browser.request(
      'GET',
      `/api/auth/verify-email?token=${link.searchParams.get('token')}`,
    );
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ status: true });

    const signIn = await browser.request('POST', '/api/auth/sign-in/email', {
      email: 'SHAMMA@example.ae',
      password: PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = [signIn.headers['set-cookie']].flat().find((c) => c?.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const session = await browser.request('GET', '/api/auth/get-session');
    expect(session.json().user).toMatchObject({
      email: 'shamma@example.ae',
      role: 'user',
      displayName: 'شمّا',
    });
    expect(session.json().session.token).toBeUndefined();
    expect(session.headers['cache-control']).toBe('no-store');
  });

  it('writes the English mail left-to-right with a plain-text part', async () => {
    const since = ctx.smtp.mails.length;
    await ctx.browser().request('POST', '/api/auth/sign-up/email', {
      name: 'Omar',
      email: 'omar@example.com',
      password: PASSWORD,
      acceptTerms: true,
      language: 'en',
    });
    const mail = await ctx.smtp.waitFor('omar@example.com', { since });
    expect(mail.subject).toBe('Confirm your email for Jawib');
    expect(mail.html).toContain('dir="ltr"');
    expect(mail.text).toContain('Hello Omar,');
    expect(mail.headers['content-type']).toMatch(/multipart\/alternative/);
  });

  it('says an address is already registered, and checks every field with translatable keys', async () => {
    const duplicate = await ctx.browser().request('POST', '/api/auth/sign-up/email', {
      name: 'Again',
      email: 'omar@example.com',
      password: PASSWORD,
      acceptTerms: true,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toMatchObject({
      key: 'errors.emailTaken',
      fields: { email: 'errors.emailTaken' },
    });

    const invalid = await ctx.browser().request('POST', '/api/auth/sign-up/email', {
      name: '',
      email: `${'a'.repeat(250)}@x.com`,
      password: 'abcdef',
      acceptTerms: false,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({
      name: 'validation.required',
      email: 'validation.emailTooLong',
      password: 'validation.passwordWeak',
      acceptTerms: 'validation.termsRequired',
    });

    const short = await ctx.browser().request('POST', '/api/auth/sign-up/email', {
      name: 'x',
      email: 'x@example.com',
      password: 'a1',
      acceptTerms: true,
    });
    expect(short.json().error.fields).toEqual({ password: 'validation.passwordTooShort6' });
    const long = await ctx.browser().request('POST', '/api/auth/sign-up/email', {
      name: 'x',
      email: 'x@example.com',
      password: `a1${'b'.repeat(70)}`,
      acceptTerms: true,
    });
    expect(long.json().error.fields).toEqual({ password: 'validation.passwordTooLong' });

    const empty = await ctx.browser().request('POST', '/api/auth/sign-in/email', {});
    expect(empty.json().error.fields).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    });
  });

  it('answers a wrong password and an unknown address alike', async () => {
    for (const email of ['shamma@example.ae', 'nobody@example.ae']) {
      const response = await ctx.browser('10.0.0.9').request('POST', '/api/auth/sign-in/email', {
        email,
        password: 'wrong-pass1',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({ code: 'UNAUTHORIZED', key: 'errors.invalidCredentials' });
    }
  });

  it('resends the verification mail, and says when there is no such account or nothing to do', async () => {
    const browser = ctx.browser();
    const since = ctx.smtp.mails.length;
    const resend = await browser.request('POST', '/api/auth/send-verification-email', {
      email: 'omar@example.com',
      language: 'en',
    });
    expect(resend.statusCode).toBe(200);
    const mail = await ctx.smtp.waitFor('omar@example.com', { since });
    expect(linkIn(mail).pathname).toBe('/verify');

    const unknown = await browser.request('POST', '/api/auth/send-verification-email', {
      email: 'ghost@example.com',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.key).toBe('errors.noAccount');
    const done = await browser.request('POST', '/api/auth/send-verification-email', {
      email: 'shamma@example.ae',
    });
    expect(done.json().error.key).toBe('errors.alreadyVerified');
  });

  it('rejects a forged or broken verification link with a key that offers a resend', async () => {
    const response = await ctx.browser().request('GET', '/api/auth/verify-email?token=not-a-token');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.key).toBe('errors.verificationFailed');
  });

  it('resets a forgotten password from the mailed link, once, and mails that it changed', async () => {
    const browser = await ctx.createVerifiedUser('reset@example.com', { password: PASSWORD, language: 'en' });
    const unknown = await ctx.browser().request('POST', '/api/auth/request-password-reset', {
      email: 'not-here@example.com',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ key: 'errors.emailNotRegistered' });

    const since = ctx.smtp.mails.length;
    const request = await ctx.browser().request('POST', '/api/auth/request-password-reset', {
      email: 'reset@example.com',
      language: 'ar',
    });
    expect(request.statusCode).toBe(200);
    const mail = await ctx.smtp.waitFor('reset@example.com', { since });
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور في جاوب');
    const link = linkIn(mail);
    expect(link.pathname).toBe('/auth/reset');
    const token = link.searchParams.get('token')!;

    const weak = await ctx
      .browser()
      .request('POST', '/api/auth/reset-password', { token, newPassword: 'abc123' });
    expect(weak.json().error.fields).toEqual({ newPassword: 'validation.passwordTooShort8' });

    const afterReset = ctx.smtp.mails.length;
    const reset = await ctx.browser().request('POST', '/api/auth/reset-password?lang=ar', {
      token,
      newPassword: 'oasis2025',
    });
    expect(reset.statusCode).toBe(200);
    const changed = await ctx.smtp.waitFor('reset@example.com', { since: afterReset });
    expect(changed.subject).toBe('تم تغيير كلمة مرور حسابك في جاوب');

    const again = await ctx.browser().request('POST', '/api/auth/reset-password', {
      token,
      newPassword: 'oasis2026',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.key).toBe('errors.resetLinkInvalid');

    // The reset ended the old session; the old password no longer works and the new one does.
    expect((await browser.request('GET', '/api/auth/get-session')).json()).toBeNull();
    const old = await ctx.browser().request('POST', '/api/auth/sign-in/email', {
      email: 'reset@example.com',
      password: PASSWORD,
    });
    expect(old.statusCode).toBe(401);
    const fresh = await ctx.browser().request('POST', '/api/auth/sign-in/email', {
      email: 'reset@example.com',
      password: 'oasis2025',
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('changes a password: checks the rules, signs out every session and mails the owner', async () => {
    const first = await ctx.createVerifiedUser('change@example.com', { password: PASSWORD });
    const second = ctx.browser();
    expect(
      (
        await second.request('POST', '/api/auth/sign-in/email', {
          email: 'change@example.com',
          password: PASSWORD,
        })
      ).statusCode,
    ).toBe(200);

    const wrong = await first.request('POST', '/api/auth/change-password', {
      currentPassword: 'not-mine1',
      newPassword: 'palm2025x',
      confirmPassword: 'palm2025x',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      key: 'errors.currentPasswordIncorrect',
      fields: { currentPassword: 'errors.currentPasswordIncorrect' },
    });

    const rules = await first.request('POST', '/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: PASSWORD,
      confirmPassword: 'different1',
    });
    expect(rules.json().error.fields).toEqual({
      newPassword: 'validation.passwordSameAsCurrent',
      confirmPassword: 'validation.passwordsDontMatch',
    });

    const since = ctx.smtp.mails.length;
    const changed = await first.request('POST', '/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'palm2025x',
      confirmPassword: 'palm2025x',
    });
    expect(changed.statusCode).toBe(200);
    expect(first.hasSessionCookie()).toBe(false);
    expect((await second.request('GET', '/api/auth/get-session')).json()).toBeNull();
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, 'change@example.com'));
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(
      0,
    );
    const events = await ctx.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, user!.id));
    expect(events.map((e) => e.type)).toContain('password_changed');
    const mail = await ctx.smtp.waitFor('change@example.com', { since });
    expect(mail.subject).toBe('تم تغيير كلمة مرور حسابك في جاوب');

    const again = await ctx.browser().request('POST', '/api/auth/sign-in/email', {
      email: 'change@example.com',
      password: 'palm2025x',
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses a cookie-carrying change from another site (CSRF)', async () => {
    const browser = await ctx.createVerifiedUser('csrf@example.com');
    const forged = await browser.request(
      'PATCH',
      '/api/account/profile',
      { displayName: 'Hacked' },
      {
        origin: 'https://evil.example',
      },
    );
    expect(forged.statusCode).toBe(403);
    const signOut = await browser.request(
      'POST',
      '/api/auth/sign-out',
      {},
      { origin: 'https://evil.example' },
    );
    expect(signOut.statusCode).toBe(403);
    expect((await browser.request('GET', '/api/auth/get-session')).json()).not.toBeNull();
  });

  it('signs out', async () => {
    const browser = await ctx.createVerifiedUser('bye@example.com');
    expect((await browser.request('POST', '/api/auth/sign-out', {})).statusCode).toBe(200);
    expect((await browser.request('GET', '/api/auth/get-session')).json()).toBeNull();
  });

  it('does not route Better Auth endpoints the product does not use', async () => {
    const browser = await ctx.createVerifiedUser('unused@example.com');
    for (const url of ['/api/auth/update-user', '/api/auth/delete-user', '/api/auth/sign-in/social']) {
      expect((await browser.request('POST', url, { name: 'x' })).statusCode, url).toBe(404);
    }
  });
});

describe('cookies behind an HTTPS proxy', { timeout: SLOW_TEST_MS }, () => {
  it('marks the session cookie Secure when the request came over HTTPS', async () => {
    const ctx = await createAuthTestApp({ TRUST_PROXY: 'on' });
    try {
      const browser = await ctx.createVerifiedUser('https@example.com');
      const signIn = await browser.request(
        'POST',
        '/api/auth/sign-in/email',
        { email: 'https@example.com', password: 'falcon2024' },
        { 'x-forwarded-proto': 'https' },
      );
      expect(signIn.statusCode).toBe(200);
      const cookie = [signIn.headers['set-cookie']].flat().find((c) => c?.includes('session_token'));
      expect(cookie).toMatch(/; Secure/);
    } finally {
      await ctx.close();
    }
  });
});
