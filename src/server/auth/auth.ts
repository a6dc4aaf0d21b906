import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAccessControl } from 'better-auth/plugins/access';
import { admin } from 'better-auth/plugins/admin';
import { adminAc, defaultStatements, userAc } from 'better-auth/plugins/admin/access';
import { magicLink } from 'better-auth/plugins/magic-link';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Language, LANGUAGES } from '../../shared/constants';
import type { Database } from '../db/client';
import { accounts, sessions, users, verifications } from '../db/auth-schema';
import type { Mailer } from '../mail/mailer';
import { recordSecurityEvent } from '../modules/security/record-security-event';
import { clearLoginFailures } from './lockout';

export const AUTH_BASE_PATH = '/api/auth';
const DAY_SECONDS = 24 * 60 * 60;
/** The emergency sign-in link an admin sends (docs/decisions/019): one use, ten minutes. */
export const MAGIC_LINK_SECONDS = 10 * 60;
export const MAGIC_LINK_VERIFY_PATH = `${AUTH_BASE_PATH}/magic-link/verify`;

export type AuthDependencies = {
  db: Database;
  secret: string;
  /** SITE_URL: the public origin; without it Better Auth takes the origin of each request. */
  siteUrl?: string;
  /** Where links in mails point: SITE_URL, or http://localhost:PORT on a first run. */
  publicUrl: string;
  adminEmails: string[];
  mailer: Mailer;
  log: FastifyBaseLogger;
};

/** Moderators and users get none of the admin plugin's user and session powers. */
const accessControl = createAccessControl(defaultStatements);
const ROLE_PERMISSIONS = {
  admin: adminAc,
  moderator: accessControl.newRole({ user: [], session: [] }),
  user: userAc,
};

/** The language of a mail: the one the page asked in (`?lang=`), else the person's own, else Arabic. */
export function mailLanguage(asked: string | null | undefined, userLanguage: unknown): Language {
  for (const candidate of [asked, userLanguage]) {
    if (LANGUAGES.includes(candidate as Language)) return candidate as Language;
  }
  return 'ar';
}

function askedLanguage(request: Request | undefined): string | null {
  return request ? new URL(request.url).searchParams.get('lang') : null;
}

function ipOf(request: Request | undefined): string | null {
  return request?.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || null;
}

/** Makes the Better Auth instance: e-mail and password, verification, reset, roles, sessions in the DB. */
export function createAuth(deps: AuthDependencies) {
  const { db, mailer, log } = deps;

  /** An address on ADMIN_EMAILS becomes admin once it is verified. */
  const promoteConfiguredAdmin = async (userId: string) => {
    if (deps.adminEmails.length === 0) return;
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user || !user.emailVerified || user.role === 'admin') return;
    if (!deps.adminEmails.includes(user.email.toLowerCase())) return;
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
    log.warn({ userId }, 'an address on ADMIN_EMAILS was verified and is now an admin');
  };

  return betterAuth({
    appName: 'Jawib',
    secret: deps.secret,
    baseURL: deps.siteUrl,
    basePath: AUTH_BASE_PATH,
    trustedOrigins: deps.siteUrl ? [new URL(deps.siteUrl).origin] : [],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    // Limits live at the HTTP edge (@fastify/rate-limit, docs/decisions/011), one mechanism for the whole API.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message) => {
        // Without SITE_URL the origin of each request is the base on purpose; main.ts says what that means.
        if (message.includes('Base URL is not set')) return;
        if (level === 'error') log.error(`better-auth: ${message}`);
        else if (level === 'warn') log.warn(`better-auth: ${message}`);
        else log.debug(`better-auth: ${message}`);
      },
    },
    // Only the endpoints the product uses are routed (src/server/auth/routes.ts); these are off outright too.
    disabledPaths: [
      '/update-user',
      '/delete-user',
      '/change-email',
      '/set-password',
      '/admin/impersonate-user',
      '/admin/stop-impersonating',
    ],
    session: { expiresIn: 7 * DAY_SECONDS, updateAge: DAY_SECONDS },
    user: {
      additionalFields: {
        displayName: { type: 'string', required: false, input: false },
        username: { type: 'string', required: false, input: false },
        phone: { type: 'string', required: false, input: false, returned: false },
        language: { type: 'string', required: false, input: true, defaultValue: 'ar' },
        termsAcceptedAt: { type: 'date', required: false, input: false, returned: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 6,
      maxPasswordLength: 71,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }, request) => {
        await mailer.send({
          to: user.email,
          kind: 'reset-password',
          language: mailLanguage(askedLanguage(request), (user as { language?: unknown }).language),
          name: user.name,
          url: `${deps.publicUrl}/auth/reset?token=${encodeURIComponent(token)}`,
        });
      },
      onPasswordReset: async ({ user }, request) => {
        await clearLoginFailures(db, user.id);
        await recordSecurityEvent(db, {
          type: 'password_changed',
          userId: user.id,
          ip: ipOf(request),
          userAgent: request?.headers.get('user-agent'),
          path: `${AUTH_BASE_PATH}/reset-password`,
          metadata: { via: 'reset' },
        });
        await mailer.send({
          to: user.email,
          kind: 'password-changed',
          language: mailLanguage(askedLanguage(request), (user as { language?: unknown }).language),
          name: user.name,
          url: `${deps.publicUrl}/auth`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: DAY_SECONDS,
      sendVerificationEmail: async ({ user, token }, request) => {
        await mailer.send({
          to: user.email,
          kind: 'verify-email',
          language: mailLanguage(askedLanguage(request), (user as { language?: unknown }).language),
          name: user.name,
          url: `${deps.publicUrl}/verify?token=${encodeURIComponent(token)}`,
        });
      },
      afterEmailVerification: async (user) => {
        await promoteConfiguredAdmin(user.id);
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Sign-up reaches Better Auth only after the edge checked the terms box (routes.ts).
          before: async (user) => ({
            data: { ...user, displayName: user.name, termsAcceptedAt: new Date() },
          }),
        },
      },
      session: {
        create: {
          // Covers an address added to ADMIN_EMAILS after it was verified.
          after: async (session) => {
            await promoteConfiguredAdmin(session.userId);
          },
        },
      },
    },
    advanced: {
      // Secure cookies when the public address is HTTPS; routes.ts also marks them Secure on any HTTPS request.
      useSecureCookies: deps.siteUrl?.startsWith('https://') ?? false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // The edge puts the address Fastify resolved (TRUST_PROXY aware) into this header.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    plugins: [
      admin({ ac: accessControl, roles: ROLE_PERMISSIONS, defaultRole: 'user', adminRoles: ['admin'] }),
      // Only an admin sends one (modules/users/send-magic-link.ts); the public endpoint is not routed.
      magicLink({
        expiresIn: MAGIC_LINK_SECONDS,
        disableSignUp: true,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, token }) => {
          const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
          if (!user) return;
          const result = await mailer.send({
            to: user.email,
            kind: 'magic-link',
            language: mailLanguage(null, user.language),
            name: user.name,
            url: `${deps.publicUrl}${MAGIC_LINK_VERIFY_PATH}?token=${encodeURIComponent(token)}`,
          });
          if (result.status !== 'sent') throw new Error(result.error ?? 'mail not sent');
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
