import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsAccessSchema,
  analyticsQuerySchema,
  analyticsSchema,
} from '../../../shared/contracts/analytics';
import { apiErrorSchema } from '../../../shared/contracts/api-error';
import type { Auth } from '../../auth/auth';
import { readSessionUser, requestFacts, type SessionUser } from '../../auth/guards';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { recordSecurityEvent } from '../security/record-security-event';
import { analyticsCsv } from './analytics-csv';
import { getAnalytics } from './get-analytics';
import { recordPlay } from './record-play';

export type AnalyticsRouteDeps = { auth: Auth; db: Database; analystEmails: readonly string[] };

/** Admins, and the addresses of ANALYST_EMAILS: the only people who may read the analytics. */
export const isAnalyst = (user: SessionUser, analystEmails: readonly string[]) =>
  user.role === 'admin' || analystEmails.includes(user.email.toLowerCase());

const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

/** Read-only analytics: 401 without a session, 403 (and a security event) for anyone else. */
export const analyticsRoutes =
  (deps: AnalyticsRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['analytics'];
    const requireAnalyst = async (request: FastifyRequest) => {
      const user = await readSessionUser(deps.auth, request);
      if (!user) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
      if (!isAnalyst(user, deps.analystEmails)) {
        await recordSecurityEvent(deps.db, {
          type: 'unauthorized_access',
          userId: user.id,
          ...requestFacts(request),
          metadata: { method: request.method, required: 'analyst' },
        });
        throw new AppError('FORBIDDEN', 'errors.forbidden');
      }
    };

    app.get(
      '/analytics/access',
      {
        schema: {
          tags,
          summary: 'Whether I may read the analytics',
          response: { 200: analyticsAccessSchema },
        },
      },
      async (request) => {
        const user = await readSessionUser(deps.auth, request);
        return { isAllowed: Boolean(user && isAnalyst(user, deps.analystEmails)) };
      },
    );

    app.get(
      '/analytics',
      {
        onRequest: requireAnalyst,
        schema: {
          tags,
          summary: 'Games and players per period, hosts, categories, question shares, lifelines, devices',
          querystring: analyticsQuerySchema,
          response: { 200: analyticsSchema, ...errors },
        },
      },
      async (request) => getAnalytics(deps.db, request.query.period),
    );

    app.get(
      '/analytics/export',
      {
        onRequest: requireAnalyst,
        schema: { tags, summary: 'The analytics as CSV', querystring: analyticsQuerySchema },
      },
      async (request, reply) => {
        const csv = analyticsCsv(await getAnalytics(deps.db, request.query.period));
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="jawib-analytics-${request.query.period}.csv"`)
          .send(`\uFEFF${csv}`);
      },
    );
  };

const PLAY_ROUTES: Record<string, 'host' | 'player'> = {
  '/api/games': 'host',
  '/api/community/sets/:setId/play': 'host',
  '/api/games/join': 'player',
};

/** Counts each game hosted and each join by device class and language (never who, nor from where). */
export function recordPlaysOn(app: FastifyInstance, db: Database): void {
  app.addHook('onResponse', async (request, reply) => {
    const kind = request.method === 'POST' ? PLAY_ROUTES[request.routeOptions.url ?? ''] : undefined;
    if (!kind || reply.statusCode !== 201) return;
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    await recordPlay(db, {
      kind,
      userAgent: header('user-agent'),
      uiLanguage: header('x-ui-language'),
      acceptLanguage: header('accept-language'),
    }).catch((error: unknown) => request.log.warn({ err: error }, 'could not count a play'));
  });
}
