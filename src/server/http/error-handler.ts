import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../shared/contracts/api-error';
import { isConnectionError } from '../db/errors';
import { AppError } from './app-error';

/** Messages of the shared zod schemas are translation keys in these namespaces; anything else is zod's own text. */
const FIELD_KEY = /^(validation|game\.errors|admin\.errors|tournaments\.validation)\.[A-Za-z][A-Za-z0-9]*$/;

/** The translation key a failed field shows: the schema's own key, or the generic one. */
export function fieldKey(message: string | undefined): string {
  return message && FIELD_KEY.test(message) ? message : 'validation.invalid';
}

/** Maps every thrown error to `{ error: { code, key, fields?, requestId } }`; never leaks internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const requestId = request.id;
    if (error instanceof AppError) {
      const body: ApiError = {
        error: { code: error.code, key: error.key, fields: error.fields, requestId },
      };
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[field] ??= fieldKey(issue.message);
      }
      return reply
        .status(400)
        .send({ error: { code: 'VALIDATION', key: 'errors.validation', fields, requestId } });
    }
    if (error.statusCode === 413) {
      return reply
        .status(413)
        .send({ error: { code: 'PAYLOAD_TOO_LARGE', key: 'errors.tooLarge', requestId } });
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ error: { code: 'RATE_LIMITED', key: 'errors.rateLimited', requestId } });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ error: { code: 'VALIDATION', key: 'errors.badRequest', requestId } });
    }
    if (isConnectionError(error)) {
      // The database is restarting or unreachable: the client may try again (the pool reconnects by itself).
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).send({ error: { code: 'UNAVAILABLE', key: 'errors.unavailable', requestId } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'INTERNAL', key: 'errors.internal', requestId } });
  });
}
