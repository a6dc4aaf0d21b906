import type { ErrorCode } from '../../shared/contracts/api-error';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** A failure with a stable code and an i18n key; mapped to HTTP at the edge, translated by the client. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly key: string,
    readonly fields?: Record<string, string>,
  ) {
    super(`${code}: ${key}`);
    this.name = 'AppError';
    this.statusCode = STATUS_BY_CODE[code];
  }
}
