import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  mailToolResultSchema,
  roleChangeInputSchema,
  userActionSchema,
  userDetailSchema,
  userListQuerySchema,
  userListSchema,
} from '../../../shared/contracts/admin-ops';
import type { Auth } from '../../auth/auth';
import { sessionUserOf } from '../../auth/guards';
import type { Database } from '../../db/client';
import { changeRole } from './change-role';
import { getUserDetail } from './get-user-detail';
import { listUsers } from './list-users';
import { setUserLock } from './lock-user';
import { resendVerification, sendMagicLink } from './send-user-mail';

const params = z.object({ id: z.string().min(1).max(100) });

/** /api/admin/users: the user list, a user's page, role, lock, verification mail and the emergency link. */
export const adminUserRoutes =
  (deps: { db: Database; auth: Auth }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, auth } = deps;
    const tags = ['admin'];

    app.get(
      '/users',
      {
        schema: {
          tags,
          summary: 'Users, by search and role',
          querystring: userListQuerySchema,
          response: { 200: userListSchema },
        },
      },
      async (request) => listUsers(db, request.query),
    );

    app.get(
      '/users/:id',
      { schema: { tags, summary: "A user's page", params, response: { 200: userDetailSchema } } },
      async (request) => getUserDetail(db, request.params.id),
    );

    app.put(
      '/users/:id/role',
      {
        schema: {
          tags,
          summary: "Change a user's role",
          params,
          body: roleChangeInputSchema,
          response: { 200: userActionSchema },
        },
      },
      async (request) => ({
        ok: true as const,
        ...(await changeRole(db, sessionUserOf(request), request.params.id, request.body.role)),
      }),
    );

    for (const [path, isLocked] of [
      ['lock', true],
      ['unlock', false],
    ] as const) {
      app.post(
        `/users/:id/${path}`,
        {
          schema: {
            tags,
            summary: `${path[0]!.toUpperCase()}${path.slice(1)} an account`,
            params,
            response: { 200: userActionSchema },
          },
        },
        async (request) => ({
          ok: true as const,
          ...(await setUserLock(db, sessionUserOf(request), request.params.id, isLocked)),
        }),
      );
    }

    app.post(
      '/users/:id/resend-verification',
      {
        schema: {
          tags,
          summary: 'Mail the verification link again',
          params,
          response: { 200: mailToolResultSchema },
        },
      },
      async (request) => resendVerification(db, auth, sessionUserOf(request), request.params.id),
    );

    app.post(
      '/users/:id/magic-link',
      {
        schema: {
          tags,
          summary: 'Mail an emergency sign-in link',
          params,
          response: { 200: mailToolResultSchema },
        },
      },
      async (request) => sendMagicLink(db, auth, sessionUserOf(request), { id: request.params.id }),
    );
  };
