import type { FastifyRequest } from 'fastify';
import { ROLES, type Role } from '../../shared/contracts/auth';
import type { Database } from '../db/client';
import { AppError } from '../http/app-error';
import { recordSecurityEvent } from '../modules/security/record-security-event';
import type { Auth } from './auth';

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  emailVerified: boolean;
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const signedIn = new WeakMap<FastifyRequest, SessionUser>();

/** A guard, used as an `onRequest` hook so it answers before the body is even read. */
export type Guard = (request: FastifyRequest) => Promise<void>;

/** Node's incoming headers as a Fetch `Headers`, for Better Auth. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  return headers;
}

function asRole(value: unknown): Role {
  return ROLES.includes(value as Role) ? (value as Role) : 'user';
}

/** The signed-in person of this request, or null; reads the session from the database once per request. */
export async function readSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const cached = signedIn.get(request);
  if (cached) return cached;
  const session = await auth.api.getSession({ headers: toFetchHeaders(request) });
  if (!session) return null;
  const user: SessionUser = {
    id: session.user.id,
    email: session.user.email,
    name: session.user.name,
    role: asRole(session.user.role),
    emailVerified: session.user.emailVerified,
  };
  signedIn.set(request, user);
  return user;
}

/** The user a guard let through; only call it behind `requireUser` or `requireRole`. */
export function sessionUserOf(request: FastifyRequest): SessionUser {
  const user = signedIn.get(request);
  if (!user) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
  return user;
}

export type RequestFacts = { ip: string; userAgent: string | null; path: string };

export function requestFacts(request: FastifyRequest): RequestFacts {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    path: request.url.split('?')[0] ?? request.url,
  };
}

/**
 * CSRF defence for cookie-authenticated changes (as Better Auth does for its own endpoints): a request that
 * changes something must come from a page of this site, told by its Origin (or Referer) header.
 */
export function assertSameOrigin(request: FastifyRequest, siteUrl?: string): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.headers['sec-fetch-site'] === 'cross-site') throw new AppError('FORBIDDEN', 'errors.forbidden');
  const source = request.headers.origin ?? request.headers.referer;
  let origin: string | null = null;
  try {
    origin = source ? new URL(source).origin : null;
  } catch {
    origin = null;
  }
  const trusted = [`${request.protocol}://${request.host}`];
  if (siteUrl) trusted.push(new URL(siteUrl).origin);
  if (!origin || !trusted.includes(origin)) throw new AppError('FORBIDDEN', 'errors.forbidden');
}

type GuardDeps = { auth: Auth; db: Database; siteUrl?: string };

/** 401 without a session; state-changing requests must also come from this site. */
export function requireUser(deps: GuardDeps): Guard {
  return async (request) => {
    const user = await readSessionUser(deps.auth, request);
    if (!user) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
    assertSameOrigin(request, deps.siteUrl);
  };
}

/**
 * 401 without a session, 403 (and an `unauthorized_access` event on the person's account) with a role not
 * in the list. Anonymous calls are not stored: that would let anyone write to the database at will.
 */
export function requireRole(deps: GuardDeps, roles: readonly Role[]): Guard {
  return async (request) => {
    const user = await readSessionUser(deps.auth, request);
    if (!user) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
    if (!roles.includes(user.role)) {
      await recordSecurityEvent(deps.db, {
        type: 'unauthorized_access',
        userId: user.id,
        ...requestFacts(request),
        metadata: { method: request.method, required: roles.join(',') },
      });
      throw new AppError('FORBIDDEN', 'errors.forbidden');
    }
    assertSameOrigin(request, deps.siteUrl);
  };
}
