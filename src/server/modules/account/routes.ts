import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUnlockInputSchema,
  AVATAR_MAX_BYTES,
  profileInputSchema,
  profileSchema,
  securityEventListSchema,
} from '../../../shared/contracts/auth';
import type { Auth } from '../../auth/auth';
import { requestFacts, requireUser, sessionUserOf } from '../../auth/guards';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { listSecurityEvents } from '../security/list-security-events';
import { recordSecurityEvent } from '../security/record-security-event';
import { getProfile } from './get-profile';
import { removeAvatar, saveAvatar } from './save-avatar';
import { unlockAdmin } from './unlock-admin';
import { updateProfile } from './update-profile';

export type AccountRouteDeps = {
  auth: Auth;
  db: Database;
  secret: string;
  uploadDir: string;
  siteUrl?: string;
};

/** The signed-in person's own account: profile, avatar, security events, admin unlock. */
export const accountRoutes =
  (deps: AccountRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    // Files larger than the limit are cut off and reported, never held in memory whole.
    await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    app.addHook('onRequest', requireUser(deps));
    const tags = ['account'];

    app.get(
      '/account/profile',
      { schema: { tags, summary: 'My profile', response: { 200: profileSchema } } },
      async (request) => getProfile(db, sessionUserOf(request).id),
    );

    app.patch(
      '/account/profile',
      {
        schema: {
          tags,
          summary: 'Change display name, username and phone',
          body: profileInputSchema,
          response: { 200: profileSchema },
        },
      },
      async (request) => updateProfile(db, sessionUserOf(request).id, request.body),
    );

    app.put(
      '/account/avatar',
      {
        schema: {
          tags,
          summary: 'Upload an avatar (JPG, PNG, WEBP or GIF under 5 MB, checked by content)',
          consumes: ['multipart/form-data'],
          response: { 200: z.object({ image: z.string() }) },
        },
        config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      },
      async (request) => {
        if (!request.isMultipart()) {
          throw new AppError('VALIDATION', 'errors.avatarMissing', { avatar: 'errors.avatarMissing' });
        }
        const file = await request.file();
        if (!file)
          throw new AppError('VALIDATION', 'errors.avatarMissing', { avatar: 'errors.avatarMissing' });
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError('VALIDATION', 'errors.avatarTooLarge', { avatar: 'errors.avatarTooLarge' });
          }
          throw error;
        }
        return saveAvatar(db, deps.uploadDir, sessionUserOf(request).id, bytes);
      },
    );

    app.delete(
      '/account/avatar',
      { schema: { tags, summary: 'Remove my avatar' } },
      async (request, reply) => {
        await removeAvatar(db, deps.uploadDir, sessionUserOf(request).id);
        return reply.status(204).send();
      },
    );

    app.get(
      '/account/security-events',
      {
        schema: {
          tags,
          summary: 'The latest security events of my account',
          response: { 200: securityEventListSchema },
        },
      },
      async (request) => ({ events: await listSecurityEvents(db, sessionUserOf(request).id) }),
    );

    app.post(
      '/account/admin-unlock',
      {
        schema: {
          tags,
          summary: 'Become an admin with a one-time unlock token',
          body: adminUnlockInputSchema,
          response: { 200: z.object({ role: z.literal('admin') }) },
        },
        config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      },
      async (request) => {
        const user = sessionUserOf(request);
        try {
          const result = await unlockAdmin(db, deps.secret, user, request.body.token);
          request.log.warn({ userId: user.id }, 'an account became admin with an unlock token');
          return result;
        } catch (error) {
          await recordSecurityEvent(db, {
            type: 'suspicious_activity',
            userId: user.id,
            ...requestFacts(request),
            metadata: { reason: 'admin_unlock_rejected' },
          });
          throw error;
        }
      },
    );
  };
