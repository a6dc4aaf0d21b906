import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactListQuerySchema,
  contactListSchema,
  contactMessageSchema,
  contactReplyInputSchema,
  contactStatusInputSchema,
} from '../../../shared/contracts/admin-ops';
import { sessionUserOf } from '../../auth/guards';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { listContactMessages } from './list-contact-messages';
import { replyToContact, setContactStatus } from './reply-to-contact';

const params = z.object({ id: z.uuid() });

/** /api/admin/contact: the inbox, replies by e-mail, statuses. */
export const adminContactRoutes =
  (deps: { db: Database; mailer: Mailer }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, mailer } = deps;
    const tags = ['admin'];
    app.get(
      '/contact',
      {
        schema: {
          tags,
          summary: 'Contact messages',
          querystring: contactListQuerySchema,
          response: { 200: contactListSchema },
        },
      },
      async (request) => listContactMessages(db, request.query),
    );
    app.post(
      '/contact/:id/reply',
      {
        schema: {
          tags,
          summary: 'Reply by e-mail in the sender’s language',
          params,
          body: contactReplyInputSchema,
          response: { 200: contactMessageSchema },
        },
      },
      async (request) => replyToContact(db, mailer, sessionUserOf(request), request.params.id, request.body),
    );
    app.put(
      '/contact/:id/status',
      {
        schema: {
          tags,
          summary: 'Change a message’s status',
          params,
          body: contactStatusInputSchema,
          response: { 200: contactMessageSchema },
        },
      },
      async (request) => setContactStatus(db, sessionUserOf(request), request.params.id, request.body.status),
    );
  };
