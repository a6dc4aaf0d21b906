import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** True when a string, key or nested value of `value` holds a NUL character. */
function hasNulByte(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (next && typeof next === 'object') {
      for (const [key, nested] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(nested);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL (and PGlite) cannot store a NUL character in text: a body holding one would fail deep in a query
 * as a 500. It is refused at the edge instead, as a 400 `validation.invalid`, for every route.
 */
export function rejectNulBytes(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasNulByte(request.body)) throw new AppError('VALIDATION', 'validation.invalid');
  });
}
