import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const TOKEN_BYTES = 32;

/** A new random secret (host tokens, per-game secrets), URL-safe. */
export function newSecret(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Tokens and device secrets are stored only as their sha256. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** True when `secret` hashes to `hash`, compared in constant time. */
export function matchesHash(secret: string, hash: string): boolean {
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A player's token, derived from the game's secret and the join's client id: a replayed join (offline queue)
 * gets the very same token back although only its hash is stored.
 */
export function playerTokenFor(gameSecret: string, joinClientId: string): string {
  return createHmac('sha256', gameSecret).update(`player:${joinClientId}`).digest('base64url');
}
