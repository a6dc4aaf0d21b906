import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long an unlock token works after it is printed. */
export const UNLOCK_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
const PREFIX = 'jawib-unlock';

export type UnlockClaims = { id: string; email: string | null; expiresAt: number };

function sign(secret: string, payload: string): string {
  return createHmac('sha256', `${secret}:admin-unlock`).update(payload).digest('base64url');
}

/**
 * A one-time token that makes a verified account an admin. Signed with the auth secret, so the CLI can make
 * one without the database (which the running server may hold); the server stores its id when it is used.
 * Without an e-mail it works for any verified account, but only while the installation has no admin.
 */
export function createUnlockToken(secret: string, email: string | null, now = Date.now()): string {
  const claims: UnlockClaims = {
    id: randomBytes(12).toString('base64url'),
    email: email?.toLowerCase() ?? null,
    expiresAt: now + UNLOCK_TOKEN_TTL_MS,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${PREFIX}.${payload}.${sign(secret, payload)}`;
}

/** The token's claims when its signature is right and it has not expired; otherwise null. */
export function readUnlockToken(secret: string, token: string, now = Date.now()): UnlockClaims | null {
  const [prefix, payload, signature] = token.trim().split('.');
  if (prefix !== PREFIX || !payload || !signature) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as UnlockClaims;
    if (typeof claims.id !== 'string' || typeof claims.expiresAt !== 'number') return null;
    if (claims.expiresAt < now) return null;
    return {
      id: claims.id,
      email: typeof claims.email === 'string' ? claims.email : null,
      expiresAt: claims.expiresAt,
    };
  } catch {
    return null;
  }
}
