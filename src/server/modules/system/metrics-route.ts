import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import type { Metrics } from './metrics';

const same = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * GET /metrics in the Prometheus text format, for a monitoring stack to scrape every process. It exists only
 * with METRICS_TOKEN set (404 otherwise) and answers 401 without `Authorization: Bearer <METRICS_TOKEN>`.
 */
export const metricsRoute =
  (deps: { metrics: Metrics; token?: string | undefined }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!deps.token) throw new AppError('NOT_FOUND', 'errors.notFound');
      const header = request.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!same(token, deps.token)) {
        reply.header('www-authenticate', 'Bearer');
        throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
      }
      const body = await deps.metrics.registry.metrics();
      return reply.header('cache-control', 'no-store').type(deps.metrics.registry.contentType).send(body);
    });
  };
