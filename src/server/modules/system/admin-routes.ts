import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSecurityEventListSchema,
  authDiagnosticsSchema,
  environmentSchema,
  errorGroupListSchema,
  liveMetricsSchema,
  mailToolInputSchema,
  mailToolResultSchema,
  resolveErrorsInputSchema,
  securityQuerySchema,
  systemStatusSchema,
} from '../../../shared/contracts/admin-ops';
import type { Auth } from '../../auth/auth';
import { sessionUserOf } from '../../auth/guards';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { logAdminActivity } from '../activity/log-admin-activity';
import { listErrorGroups, resolveErrorGroup } from '../error-logs/error-groups';
import { getAuthDiagnostics, listAllSecurityEvents } from '../security/admin-security';
import { sendMagicLink } from '../users/send-user-mail';
import { checkServices, type ServiceDeps } from './check-services';
import { environmentReport } from './environment';
import type { Metrics } from './metrics';
import { z } from 'zod';

export type SystemRouteDeps = {
  db: Database;
  auth: Auth;
  mailer: Mailer;
  metrics: Metrics;
  services: ServiceDeps;
  config: Partial<Config>;
};

/** /api/admin: system status, live metrics, diagnostics (environment, errors, authentication, tools), security. */
export const adminSystemRoutes =
  (deps: SystemRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, mailer } = deps;
    const tags = ['admin'];
    app.get(
      '/system/status',
      {
        schema: {
          tags,
          summary: 'A check of each service, the health and its grade',
          response: { 200: systemStatusSchema },
        },
      },
      async () => checkServices(deps.services),
    );
    app.get(
      '/system/metrics',
      {
        schema: {
          tags,
          summary: 'Live performance figures of this process',
          response: { 200: liveMetricsSchema },
        },
      },
      async () => deps.metrics.live(),
    );
    app.get(
      '/diagnostics/environment',
      {
        schema: {
          tags,
          summary: 'The configuration as the server sees it, secrets masked',
          response: { 200: environmentSchema },
        },
      },
      async () => environmentReport(deps.config),
    );
    app.get(
      '/diagnostics/errors',
      {
        schema: {
          tags,
          summary: 'The last 50 client errors, grouped by message',
          response: { 200: errorGroupListSchema },
        },
      },
      async () => ({ groups: await listErrorGroups(db) }),
    );
    app.post(
      '/diagnostics/errors/resolve',
      {
        schema: {
          tags,
          summary: 'Mark the errors with this message resolved',
          body: resolveErrorsInputSchema,
          response: { 200: z.object({ resolved: z.number().int() }) },
        },
      },
      async (request) => ({
        resolved: await resolveErrorGroup(db, sessionUserOf(request), request.body.message),
      }),
    );
    app.get(
      '/diagnostics/auth',
      {
        schema: {
          tags,
          summary: 'Sign-in failures, lockouts and active sessions',
          response: { 200: authDiagnosticsSchema },
        },
      },
      async () => getAuthDiagnostics(db),
    );
    app.post(
      '/diagnostics/test-mail',
      {
        schema: {
          tags,
          summary: 'Send a test mail through SMTP',
          body: mailToolInputSchema,
          response: { 200: mailToolResultSchema },
        },
        config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      },
      async (request) => {
        const actor = sessionUserOf(request);
        const result = await mailer.send({
          to: request.body.email,
          kind: 'smtp-test',
          language: 'en',
          name: actor.name,
          url: '',
        });
        const sent = result.status === 'sent';
        await logAdminActivity(db, actor, {
          action: 'diagnostics.test_mail',
          targetType: 'mail',
          details: { to: request.body.email, status: result.status },
        });
        return { sent, error: sent ? null : (result.error ?? 'SMTP is not configured') };
      },
    );
    app.post(
      '/diagnostics/magic-link',
      {
        schema: {
          tags,
          summary: 'Mail an emergency sign-in link to an account',
          body: mailToolInputSchema,
          response: { 200: mailToolResultSchema },
        },
        config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      },
      async (request) => sendMagicLink(db, deps.auth, sessionUserOf(request), { email: request.body.email }),
    );
    app.get(
      '/security/events',
      {
        schema: {
          tags,
          summary: "Every user's security events",
          querystring: securityQuerySchema,
          response: { 200: adminSecurityEventListSchema },
        },
      },
      async (request) => listAllSecurityEvents(db, request.query),
    );
  };
