import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '../../../shared/constants';
import { contactCreatedSchema, contactInputSchema } from '../../../shared/contracts/contact';
import type { Database } from '../../db/client';
import { createContactSubmission } from './create-contact-submission';

export const contactRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/contact',
      {
        schema: {
          tags: ['contact'],
          summary: 'Send a message to the support team',
          body: contactInputSchema,
          querystring: z.object({ lang: z.enum(LANGUAGES).optional() }),
          response: { 201: contactCreatedSchema },
        },
        config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      },
      async (request, reply) => {
        const created = await createContactSubmission(db, { ...request.body, language: request.query.lang });
        return reply.status(201).send(created);
      },
    );
  };
