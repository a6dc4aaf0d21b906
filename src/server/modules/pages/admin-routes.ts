import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPageListSchema,
  adminPageSchema,
  pageInputSchema,
  pageSlugParamsSchema,
} from '../../../shared/contracts/admin-pages';
import { sessionUserOf } from '../../auth/guards';
import type { Database } from '../../db/client';
import { logAdminActivity } from '../activity/log-admin-activity';
import { createPage, deletePage, getAdminPage, listAdminPages, updatePage } from './admin-pages';

/** Content pages in the back-office (inside the admin plugin, which checks the role first). */
export const adminPageRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin: pages'];
    const log = (request: Parameters<typeof sessionUserOf>[0], action: string, slug: string, details = {}) =>
      logAdminActivity(db, sessionUserOf(request), { action, targetType: 'page', targetId: slug, details });

    app.get(
      '/pages',
      { schema: { tags, summary: 'Every content page', response: { 200: adminPageListSchema } } },
      async () => listAdminPages(db),
    );

    app.get(
      '/pages/:slug',
      {
        schema: {
          tags,
          summary: 'One content page, published or not, with its HTML in both languages',
          params: pageSlugParamsSchema,
          response: { 200: adminPageSchema },
        },
      },
      async (request) => getAdminPage(db, request.params.slug),
    );

    app.post(
      '/pages',
      {
        schema: {
          tags,
          summary: 'Add a page at /{slug}; its HTML is sanitized before it is stored',
          body: pageInputSchema,
          response: { 201: adminPageSchema },
        },
      },
      async (request, reply) => {
        const page = await createPage(db, request.body);
        await log(request, 'page.create', page.slug, { titleEn: page.titleEn });
        return reply.status(201).send(page);
      },
    );

    app.put(
      '/pages/:slug',
      {
        schema: {
          tags,
          summary: 'Edit a page (its slug too); its HTML is sanitized before it is stored',
          params: pageSlugParamsSchema,
          body: pageInputSchema,
          response: { 200: adminPageSchema },
        },
      },
      async (request) => {
        const page = await updatePage(db, request.params.slug, request.body);
        const moved = page.slug !== request.params.slug ? { from: request.params.slug } : {};
        await log(request, 'page.update', page.slug, moved);
        return page;
      },
    );

    app.delete(
      '/pages/:slug',
      {
        schema: {
          tags,
          summary: 'Delete a page; its address then shows the not-found page',
          params: pageSlugParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deletePage(db, request.params.slug);
        await log(request, 'page.delete', request.params.slug);
        return reply.status(204).send(null);
      },
    );
  };
