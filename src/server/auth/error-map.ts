import type { ApiError, ErrorCode } from '../../shared/contracts/api-error';

/** Better Auth's error codes that the product shows, as the project's code and i18n key. */
const BY_BETTER_AUTH_CODE: Record<string, [ErrorCode, string]> = {
  INVALID_EMAIL_OR_PASSWORD: ['UNAUTHORIZED', 'errors.invalidCredentials'],
  EMAIL_NOT_VERIFIED: ['FORBIDDEN', 'errors.emailNotVerified'],
  USER_ALREADY_EXISTS: ['CONFLICT', 'errors.emailTaken'],
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: ['CONFLICT', 'errors.emailTaken'],
  PASSWORD_TOO_SHORT: ['VALIDATION', 'errors.weakPassword'],
  PASSWORD_TOO_LONG: ['VALIDATION', 'errors.weakPassword'],
  INVALID_PASSWORD: ['VALIDATION', 'errors.currentPasswordIncorrect'],
  BANNED_USER: ['FORBIDDEN', 'errors.accountBanned'],
  INVALID_ORIGIN: ['FORBIDDEN', 'errors.forbidden'],
  MISSING_OR_NULL_ORIGIN: ['FORBIDDEN', 'errors.forbidden'],
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: ['FORBIDDEN', 'errors.forbidden'],
};

const BY_STATUS: Record<number, [ErrorCode, string]> = {
  400: ['VALIDATION', 'errors.badRequest'],
  401: ['UNAUTHORIZED', 'errors.unauthorized'],
  403: ['FORBIDDEN', 'errors.forbidden'],
  404: ['NOT_FOUND', 'errors.notFound'],
  409: ['CONFLICT', 'errors.badRequest'],
  422: ['VALIDATION', 'errors.badRequest'],
  429: ['RATE_LIMITED', 'errors.rateLimited'],
};

export type ErrorOverrides = {
  /** Key for a bad or expired token (the reset link, the verification link). */
  tokenKey?: string;
  /** Key for anything unexpected on this endpoint ('Error changing password'). */
  fallbackKey?: string;
};

/**
 * Turns a Better Auth error body (`{ code, message }`, English sentences) into the project's error shape,
 * which carries an i18n key instead: the server never sends sentences.
 */
export function mapAuthError(
  status: number,
  body: unknown,
  requestId: string,
  overrides: ErrorOverrides = {},
): { status: number; body: ApiError } {
  const code =
    body && typeof body === 'object' && 'code' in body && typeof body.code === 'string' ? body.code : '';
  const isTokenError = ['INVALID_TOKEN', 'TOKEN_EXPIRED', 'USER_NOT_FOUND', 'INVALID_USER'].includes(code);
  let mapped: [ErrorCode, string] | undefined =
    isTokenError && overrides.tokenKey ? ['VALIDATION', overrides.tokenKey] : BY_BETTER_AUTH_CODE[code];
  if (!mapped && overrides.fallbackKey && status < 500 && status !== 401 && status !== 429) {
    mapped = ['VALIDATION', overrides.fallbackKey];
  }
  mapped ??= BY_STATUS[status] ?? (status >= 500 ? ['INTERNAL', 'errors.internal'] : BY_STATUS[400]!);
  const [errorCode, key] = mapped;
  return { status, body: { error: { code: errorCode, key, requestId } } };
}
