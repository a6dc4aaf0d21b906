import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/contracts/api-error';
import {
  accountExportSchema,
  deleteAccountInputSchema,
  reauthInputSchema,
} from '../../../shared/contracts/privacy';
import type { Auth } from '../../auth/auth';
import { requestFacts, requireUser, sessionUserOf } from '../../auth/guards';
import type { Database } from '../../db/client';
import { recordSecurityEvent } from '../security/record-security-event';
import { deleteAccount } from './delete-account';
import { exportAccountData } from './export-account-data';
import { verifyPassword } from './verify-password';

export type PrivacyRouteDeps = { auth: Auth; db: Database; uploadDir: string; siteUrl?: string };

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };
/** Each try costs a password check: few per address, like sign-in. */
const reauthLimit = { rateLimit: { max: 10, timeWindow: '15 minutes' } };

/** A person's own data: download it all, or delete the account (both ask for the password again). */
export const privacyRoutes =
  (deps: PrivacyRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth, db } = deps;
    app.addHook('onRequest', requireUser(deps));
    const tags = ['account'];

    app.post(
      '/account/export',
      {
        schema: {
          tags,
          summary: 'Download everything kept about me as JSON (password again; a data_export event)',
          body: reauthInputSchema,
          response: { 200: accountExportSchema, ...errors },
        },
        config: reauthLimit,
      },
      async (request, reply) => {
        const user = sessionUserOf(request);
        await verifyPassword(auth, db, user.id, request.body.password);
        await recordSecurityEvent(db, { type: 'data_export', userId: user.id, ...requestFacts(request) });
        const data = await exportAccountData(db, user.id);
        const day = data.exportedAt.slice(0, 10);
        return reply
          .header('content-disposition', `attachment; filename="jawib-my-data-${day}.json"`)
          .header('cache-control', 'no-store')
          .send(data);
      },
    );

    app.post(
      '/account/delete',
      {
        schema: {
          tags,
          summary: 'Delete my account (password again); games I hosted keep their scores, anonymised',
          body: deleteAccountInputSchema,
          response: { 200: z.object({ deleted: z.literal(true) }), ...errors },
        },
        config: reauthLimit,
      },
      async (request, reply) => {
        const user = sessionUserOf(request);
        await verifyPassword(auth, db, user.id, request.body.password);
        await deleteAccount(db, user.id, deps.uploadDir);
        const context = await auth.$context;
        const cookies = context.authCookies;
        for (const cookie of [cookies.sessionToken, cookies.sessionData, cookies.dontRememberToken]) {
          const secure = cookie.attributes.secure || request.protocol === 'https' ? '; Secure' : '';
          reply.header('set-cookie', `${cookie.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`);
        }
        return { deleted: true as const };
      },
    );
  };
