/** Drizzle wraps driver errors; the PostgreSQL code (23505 unique, 23503 foreign key) is on the error or its cause. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return code === '23505' || cause?.code === '23505';
}

/**
 * Codes of a database that cannot be reached or went away: the socket's (refused, reset, timed out) and
 * PostgreSQL's shutdown (57P01 admin, 57P02 crash, 57P03 cannot connect now) and connection classes (08xxx).
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
]);
/** What node-postgres says when the server closes the connection without an error message. */
const CONNECTION_MESSAGE =
  /Connection terminated|Client has encountered a connection error|terminating connection/i;

/** True when the database was unreachable (a restart, an outage), not when the query itself was wrong. */
export function isConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGE.test(message)) return true;
    current = cause;
  }
  return false;
}
