import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminCategoryListSchema, categoryInputSchema } from '../../../shared/contracts/admin-categories';
import { sessionUserOf } from '../../auth/guards';
import type { Database } from '../../db/client';
import { logAdminActivity } from '../activity/log-admin-activity';
import { listAdminCategories } from './list-admin-categories';
import { createCategory, deleteCategory, updateCategory } from './save-category';

const idParams = z.object({ id: z.string().uuid() });

/** The category tree in the back-office (inside the admin plugin, which checks the role first). */
export const adminCategoryRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin: categories'];
    const log = (request: Parameters<typeof sessionUserOf>[0], action: string, id: string, details = {}) => {
      const user = sessionUserOf(request);
      return logAdminActivity(db, user, { action, targetType: 'category', targetId: id, details });
    };

    app.get(
      '/categories',
      {
        schema: {
          tags,
          summary: 'Every category with its question counts and the Needs Questions mark',
          response: { 200: adminCategoryListSchema },
        },
      },
      async () => ({ categories: await listAdminCategories(db) }),
    );

    app.post(
      '/categories',
      {
        schema: {
          tags,
          summary: 'Add a category',
          body: categoryInputSchema,
          response: { 201: z.object({ id: z.string() }) },
        },
      },
      async (request, reply) => {
        const id = await createCategory(db, request.body);
        await log(request, 'category.create', id, { slug: request.body.slug, nameEn: request.body.nameEn });
        return reply.status(201).send({ id });
      },
    );

    app.put(
      '/categories/:id',
      {
        schema: {
          tags,
          summary: 'Edit a category',
          params: idParams,
          body: categoryInputSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await updateCategory(db, request.params.id, request.body);
        await log(request, 'category.update', request.params.id, { slug: request.body.slug });
        return reply.status(204).send(null);
      },
    );

    app.delete(
      '/categories/:id',
      {
        schema: {
          tags,
          summary: 'Delete an empty category (refused while it has questions or sub-categories)',
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deleteCategory(db, request.params.id);
        await log(request, 'category.delete', request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
