import type { GameServerErrorCode } from '../../../shared/contracts/game';
import type { ErrorCode } from '../../../shared/contracts/api-error';
import type { Rejection, RejectionCode } from '../../../shared/game/types';
import { isConnectionError } from '../../db/errors';
import { AppError } from '../../http/app-error';

/** An AppError whose key is `game.errors.<code>`. */
export function gameError(status: ErrorCode, code: GameServerErrorCode | RejectionCode): AppError {
  return new AppError(status, `game.errors.${code}`);
}

const FORBIDDEN_REJECTIONS: readonly RejectionCode[] = ['forbidden', 'notYourTeam'];
const INVALID_REJECTIONS: readonly RejectionCode[] = ['invalidCommand', 'invalidOptions', 'zeroCorrection'];

/** The engine's rejection as an HTTP error: 403 for the wrong role, 400 for a malformed command, else 409. */
export function rejectionError(rejection: Rejection): AppError {
  if (FORBIDDEN_REJECTIONS.includes(rejection.code)) return new AppError('FORBIDDEN', rejection.i18nKey);
  if (INVALID_REJECTIONS.includes(rejection.code)) return new AppError('VALIDATION', rejection.i18nKey);
  return new AppError('CONFLICT', rejection.i18nKey);
}

/** `{ code, key }` of any error, for socket acks and events; internals never leave the server. */
export function toGameError(error: unknown): { code: string; key: string } {
  if (error instanceof AppError) return { code: error.code, key: error.key };
  if (isConnectionError(error)) return { code: 'UNAVAILABLE', key: 'errors.unavailable' };
  return { code: 'INTERNAL', key: 'errors.internal' };
}
