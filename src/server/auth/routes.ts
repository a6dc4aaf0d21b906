import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordInputSchema,
  emailRequestSchema,
  LOCKOUT_MINUTES,
  resetPasswordInputSchema,
  signInInputSchema,
  signUpInputSchema,
} from '../../shared/contracts/auth';
import { LANGUAGES } from '../../shared/constants';
import type { Database } from '../db/client';
import { sessions, users } from '../db/auth-schema';
import { AppError } from '../http/app-error';
import type { Mailer } from '../mail/mailer';
import { recordSecurityEvent } from '../modules/security/record-security-event';
import { AUTH_BASE_PATH, type Auth, mailLanguage } from './auth';
import { type ErrorOverrides, mapAuthError } from './error-map';
import {
  assertSameOrigin,
  readSessionUser,
  requestFacts,
  requireRole,
  requireUser,
  sessionUserOf,
} from './guards';
import { clearLoginFailures, lockedUntil, registerLoginFailure } from './lockout';

export type AuthRouteDeps = {
  auth: Auth;
  db: Database;
  mailer: Mailer;
  siteUrl?: string;
  publicUrl: string;
};

const MINUTE = 60_000;

/**
 * Per-address limits of the auth endpoints (docs/decisions/011-lockout-and-rate-limits.md). The account
 * lockout stops guessing one password; these stop one address from trying many accounts or sending mail.
 */
export const AUTH_RATE_LIMITS = {
  signIn: { max: 30, minutes: 5 },
  signUp: { max: 10, minutes: 60 },
  mail: { max: 5, minutes: 15 },
  token: { max: 20, minutes: 15 },
  changePassword: { max: 10, minutes: 15 },
} as const;

const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'x-forwarded-for']);

type Relay = { path?: string; query?: Record<string, string>; body?: unknown };

/** Passes a request on to Better Auth as a Fetch request, with the address Fastify resolved. */
async function callAuth(auth: Auth, request: FastifyRequest, relay: Relay = {}): Promise<Response> {
  const url = new URL(`${request.protocol}://${request.host}${relay.path ?? request.url}`);
  // Only the query the route chose travels (no callbackURL redirects); the admin pass-through keeps its own.
  if (relay.query || relay.path) url.search = '';
  for (const [name, value] of Object.entries(relay.query ?? {})) url.searchParams.set(name, value);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  headers.set('x-forwarded-for', request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody) headers.set('content-type', 'application/json');
  return auth.handler(
    new Request(url, {
      // Better Auth only knows GET; a HEAD is answered as GET without a body (Node drops it for HEAD).
      method: request.method === 'HEAD' ? 'GET' : request.method,
      headers,
      body: hasBody ? JSON.stringify(relay.body ?? request.body ?? {}) : undefined,
    }),
  );
}

/** Passes Better Auth's cookies on, marked Secure whenever the request came over HTTPS (proxy-aware). */
function copyCookies(request: FastifyRequest, reply: FastifyReply, response: Response): void {
  const isHttps = request.protocol === 'https';
  for (const cookie of response.headers.getSetCookie()) {
    reply.header('set-cookie', isHttps && !/;\s*secure/i.test(cookie) ? `${cookie}; Secure` : cookie);
  }
}

/** Copies Better Auth's answer to the reply, with errors in the project's shape and cookies Secure on HTTPS. */
async function sendAuthResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
  overrides?: ErrorOverrides,
): Promise<FastifyReply> {
  copyCookies(request, reply, response);
  for (const name of ['location', 'cache-control']) {
    const value = response.headers.get(name);
    if (value) reply.header(name, value);
  }
  const data = await parseJson(response);
  if (!response.ok) {
    const mapped = mapAuthError(response.status, data, request.id, overrides);
    return reply.status(mapped.status).send(mapped.body);
  }
  return reply.status(response.status).type('application/json').send(JSON.stringify(data));
}

async function parseJson(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return user;
}

/** The HTTP surface of authentication: only these Better Auth endpoints are reachable, each checked here. */
export const authRoutes =
  (deps: AuthRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth, db, mailer } = deps;
    const recentHits = new Map<string, number>();

    /** Records `rate_limit_exceeded` once per address, route and minute; on the account when signed in. */
    const onLimitExceeded = (request: FastifyRequest, key: string) => {
      const now = Date.now();
      const id = `${request.routeOptions.url}|${key}`;
      if ((recentHits.get(id) ?? 0) > now) return;
      recentHits.set(id, now + MINUTE);
      if (recentHits.size > 10_000) {
        for (const [k, until] of recentHits) if (until < now) recentHits.delete(k);
      }
      // The limit answers before the body is read, so only a session can name the account.
      void (async () => {
        const sessionUser = await readSessionUser(auth, request).catch(() => null);
        await recordSecurityEvent(db, {
          type: 'rate_limit_exceeded',
          userId: sessionUser?.id ?? null,
          ...requestFacts(request),
        });
      })().catch((error: unknown) =>
        request.log.error({ err: error }, 'could not record a rate-limit event'),
      );
    };

    const limit = (rule: { max: number; minutes: number }) => ({
      rateLimit: { max: rule.max, timeWindow: rule.minutes * MINUTE, onExceeded: onLimitExceeded },
    });

    const tags = ['auth'];

    // Better Auth checks the Origin of its own POSTs only outside tests; this check holds in every
    // environment: a sign-in, sign-out or password change must come from a page of this site.
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith(`${AUTH_BASE_PATH}/`)) assertSameOrigin(request, deps.siteUrl);
    });

    app.post(
      '/auth/sign-up/email',
      {
        schema: { tags, summary: 'Create an account; a verification mail follows', body: signUpInputSchema },
        config: limit(AUTH_RATE_LIMITS.signUp),
      },
      async (request, reply) => {
        const { name, email, password, language } = request.body;
        // SPEC.md section 8 asks to say so ('This email is already registered.'); see decision 011.
        if (await findUserByEmail(db, email)) {
          throw new AppError('CONFLICT', 'errors.emailTaken', { email: 'errors.emailTaken' });
        }
        const response = await callAuth(auth, request, {
          body: { name, email, password, language },
          query: { lang: language },
        });
        return sendAuthResponse(request, reply, response);
      },
    );

    app.post(
      '/auth/sign-in/email',
      {
        schema: { tags, summary: 'Sign in with e-mail and password', body: signInInputSchema },
        config: limit(AUTH_RATE_LIMITS.signIn),
      },
      async (request, reply) => {
        const { email, password, rememberMe } = request.body;
        const facts = requestFacts(request);
        const user = await findUserByEmail(db, email);
        const lockEnd = user ? await lockedUntil(db, user.id) : null;
        if (user && lockEnd) {
          await recordSecurityEvent(db, {
            type: 'login_failure',
            userId: user.id,
            ...facts,
            metadata: { reason: 'locked' },
          });
          reply.header('retry-after', Math.ceil((lockEnd.getTime() - Date.now()) / 1000));
          throw new AppError('FORBIDDEN', 'errors.accountLocked');
        }
        const response = await callAuth(auth, request, { body: { email, password, rememberMe } });
        const body = await parseJson(response);
        const isWrongPassword =
          response.status === 401 && (body as { code?: string } | null)?.code === 'INVALID_EMAIL_OR_PASSWORD';
        if (isWrongPassword) {
          await recordSecurityEvent(db, {
            type: 'login_failure',
            userId: user?.id ?? null,
            ...facts,
            metadata: { reason: 'invalid_credentials' },
          });
          if (user) {
            const failure = await registerLoginFailure(db, user.id);
            if (failure.isNewLock) {
              await recordSecurityEvent(db, {
                type: 'account_locked',
                userId: user.id,
                ...facts,
                metadata: { minutes: LOCKOUT_MINUTES },
              });
              reply.header('retry-after', LOCKOUT_MINUTES * 60);
              throw new AppError('FORBIDDEN', 'errors.accountLocked');
            }
          }
        } else if (response.ok && user) {
          await clearLoginFailures(db, user.id);
        }
        return sendAuthResponse(request, reply, response);
      },
    );

    app.post(
      '/auth/sign-out',
      { schema: { tags, summary: 'Sign out of this session' } },
      async (request, reply) => sendAuthResponse(request, reply, await callAuth(auth, request, { body: {} })),
    );

    app.get(
      '/auth/get-session',
      { schema: { tags, summary: 'The current session and user, or null' } },
      async (request, reply) => {
        const response = await callAuth(auth, request);
        const data = (await parseJson(response)) as { session?: { token?: string } } | null;
        if (!response.ok || !data?.session) return sendAuthResponse(request, reply, response);
        // The token lives in an HttpOnly cookie; page scripts have no use for it.
        delete data.session.token;
        copyCookies(request, reply, response);
        return reply.header('cache-control', 'no-store').send(data);
      },
    );

    app.get(
      '/auth/verify-email',
      {
        schema: {
          tags,
          summary: 'Confirm an e-mail address with the token from the mail',
          querystring: z.object({ token: z.string().min(1).max(2000) }),
        },
        config: limit(AUTH_RATE_LIMITS.token),
      },
      async (request, reply) => {
        const response = await callAuth(auth, request, { query: { token: request.query.token } });
        return sendAuthResponse(request, reply, response, { tokenKey: 'errors.verificationFailed' });
      },
    );

    app.get(
      '/auth/magic-link/verify',
      {
        schema: {
          tags,
          summary: 'Sign in with the emergency link an admin sent (one use, ten minutes)',
          querystring: z.object({ token: z.string().min(1).max(2000) }),
        },
        config: limit(AUTH_RATE_LIMITS.token),
      },
      async (request, reply) => {
        const response = await callAuth(auth, request, { query: { token: request.query.token } });
        copyCookies(request, reply, response);
        const body = (await parseJson(response)) as { session?: unknown } | null;
        return reply.redirect(response.ok && body?.session ? '/' : '/auth?error=magicLink');
      },
    );

    app.post(
      '/auth/send-verification-email',
      {
        schema: { tags, summary: 'Send the verification mail again', body: emailRequestSchema },
        config: limit(AUTH_RATE_LIMITS.mail),
      },
      async (request, reply) => {
        const { email, language } = request.body;
        const user = await findUserByEmail(db, email);
        if (!user) throw new AppError('NOT_FOUND', 'errors.noAccount', { email: 'errors.noAccount' });
        if (user.emailVerified) throw new AppError('CONFLICT', 'errors.alreadyVerified');
        const response = await callAuth(auth, request, { body: { email }, query: { lang: language } });
        return sendAuthResponse(request, reply, response);
      },
    );

    app.post(
      '/auth/request-password-reset',
      {
        schema: { tags, summary: 'Mail a password reset link', body: emailRequestSchema },
        config: limit(AUTH_RATE_LIMITS.mail),
      },
      async (request, reply) => {
        const { email, language } = request.body;
        // SPEC.md section 8: 'Email Not Registered: ...' for an unknown address; see decision 011.
        if (!(await findUserByEmail(db, email))) {
          throw new AppError('NOT_FOUND', 'errors.emailNotRegistered', {
            email: 'errors.emailNotRegistered',
          });
        }
        const response = await callAuth(auth, request, { body: { email }, query: { lang: language } });
        return sendAuthResponse(request, reply, response);
      },
    );

    app.post(
      '/auth/reset-password',
      {
        schema: {
          tags,
          summary: 'Set a new password with the token from the mail',
          body: resetPasswordInputSchema,
        },
        config: limit(AUTH_RATE_LIMITS.token),
      },
      async (request, reply) => {
        const response = await callAuth(auth, request);
        return sendAuthResponse(request, reply, response, { tokenKey: 'errors.resetLinkInvalid' });
      },
    );

    app.post(
      '/auth/change-password',
      {
        schema: {
          tags,
          summary: 'Change the password; signs the person out of every session',
          body: changePasswordInputSchema,
          querystring: z.object({ lang: z.enum(LANGUAGES).optional() }),
        },
        config: limit(AUTH_RATE_LIMITS.changePassword),
        onRequest: requireUser(deps),
      },
      async (request, reply) => {
        const user = sessionUserOf(request);
        const { currentPassword, newPassword } = request.body;
        const response = await callAuth(auth, request, {
          body: { currentPassword, newPassword, revokeOtherSessions: true },
        });
        if (!response.ok) {
          const body = await parseJson(response);
          if ((body as { code?: string } | null)?.code === 'INVALID_PASSWORD') {
            throw new AppError('VALIDATION', 'errors.currentPasswordIncorrect', {
              currentPassword: 'errors.currentPasswordIncorrect',
            });
          }
          return sendAuthResponse(request, reply, response, { fallbackKey: 'errors.changePasswordFailed' });
        }
        // Every session ends, this one included (SPEC.md section 4): the person logs in again.
        await db.delete(sessions).where(eq(sessions.userId, user.id));
        const context = await auth.$context;
        const cookies = context.authCookies;
        for (const cookie of [cookies.sessionToken, cookies.sessionData, cookies.dontRememberToken]) {
          const secure = cookie.attributes.secure || request.protocol === 'https' ? '; Secure' : '';
          reply.header('set-cookie', `${cookie.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`);
        }
        await recordSecurityEvent(db, {
          type: 'password_changed',
          userId: user.id,
          ...requestFacts(request),
          metadata: { via: 'change' },
        });
        const [row] = await db.select().from(users).where(eq(users.id, user.id));
        await mailer.send({
          to: user.email,
          kind: 'password-changed',
          language: mailLanguage(request.query.lang, row?.language),
          name: user.name,
          url: `${deps.publicUrl}/auth`,
        });
        return { status: true, signedOut: true };
      },
    );

    // Better Auth's admin endpoints: admins only, checked before Better Auth sees the request, so that every
    // path under /api/auth/admin/, known or not, answers 401 or 403 to anyone else.
    app.all(
      '/auth/admin/*',
      {
        schema: { tags, summary: 'User administration (Better Auth admin plugin); admins only' },
        onRequest: requireRole(deps, ['admin']),
      },
      async (request, reply) => {
        // Better Auth's endpoints take GET and POST; other methods (TRACE cannot even be forwarded) are unknown.
        if (!FORWARDED_METHODS.has(request.method)) throw new AppError('NOT_FOUND', 'errors.notFound');
        return sendAuthResponse(request, reply, await callAuth(auth, request));
      },
    );
  };

const FORWARDED_METHODS = new Set(['GET', 'HEAD', 'POST']);

export { AUTH_BASE_PATH };
