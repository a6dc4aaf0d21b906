import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkResultSchema,
  questionListQuerySchema,
  questionListSchema,
  reviewInputSchema,
} from '../../../shared/contracts/admin-questions';
import { bulkApproveSchema } from '../../../shared/contracts/ai-studio';
import { sessionUserOf } from '../../auth/guards';
import type { Database } from '../../db/client';
import { logAdminActivity } from '../activity/log-admin-activity';
import { readSettings } from '../settings/settings-store';
import { listQuestions } from './list-questions';
import { approveConfident, reviewQuestions } from './review-questions';

/** The review queue, for moderators and admins (inside the moderator plugin, which checks the role first). */
export const reviewRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['moderator: review'];

    app.get(
      '/review',
      {
        schema: {
          tags,
          summary: 'Questions by review state (pending by default), oldest first',
          querystring: questionListQuerySchema,
          response: { 200: questionListSchema },
        },
      },
      async (request) => listQuestions(db, { ...request.query, review: request.query.review ?? 'pending' }),
    );

    app.post(
      '/review',
      {
        schema: {
          tags,
          summary: 'Approve or reject the selected questions',
          body: reviewInputSchema,
          response: { 200: bulkResultSchema },
        },
      },
      async (request) => {
        const user = sessionUserOf(request);
        const result = await reviewQuestions(db, request.body, user.email);
        await logAdminActivity(db, user, {
          action: `questions.${request.body.decision}`,
          targetType: 'question',
          targetId: request.body.ids.length === 1 ? request.body.ids[0] : null,
          details: { count: result.updated, note: request.body.note ?? null },
        });
        return result;
      },
    );

    app.get(
      '/review/threshold',
      {
        schema: {
          tags,
          summary: 'The bulk-approval confidence of the settings (in %)',
          response: { 200: z.object({ bulkApprovalConfidence: z.number().int() }) },
        },
      },
      async () => ({ bulkApprovalConfidence: (await readSettings(db)).bulkApprovalConfidence }),
    );

    app.post(
      '/review/approve-confident',
      {
        schema: {
          tags,
          summary: 'Approve every pending question at or above a confidence (the bulk-approval threshold)',
          body: bulkApproveSchema,
          response: { 200: bulkResultSchema },
        },
      },
      async (request) => {
        const user = sessionUserOf(request);
        const result = await approveConfident(db, request.body.minConfidence, user.email);
        await logAdminActivity(db, user, {
          action: 'questions.approveConfident',
          targetType: 'question',
          details: { count: result.updated, minConfidence: request.body.minConfidence },
        });
        return result;
      },
    );
  };
