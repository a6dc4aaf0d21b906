import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attachedImageSchema,
  attachImageSchema,
  builtinInputSchema,
  generationInputSchema,
  generationRunListSchema,
  generationRunSchema,
  imageSearchSchema,
  mediaSearchQuerySchema,
  runStartedSchema,
  studioStatusSchema,
  topUpScheduleInputSchema,
  topUpScheduleSchema,
  videoSearchSchema,
} from '../../../shared/contracts/ai-studio';
import { downloadCommonsImage, searchCommonsImages } from '../../adapters/media/commons';
import { searchYoutubeVideos } from '../../adapters/media/youtube';
import {
  assertSameOrigin,
  type Guard,
  readSessionUser,
  requestFacts,
  sessionUserOf,
} from '../../auth/guards';
import { AppError } from '../../http/app-error';
import { logAdminActivity } from '../activity/log-admin-activity';
import type { GuardedRouteDeps } from '../admin/routes';
import { guardedNotFound } from '../admin/routes';
import { recordSecurityEvent } from '../security/record-security-event';
import { readSettings } from '../settings/settings-store';
import { saveUpload } from '../uploads/save-upload';
import { categoriesBelow, createGenerateRun, createTopUpRun, getRun, listRuns, runBuiltin } from './runs';
import type { Studio } from './studio';
import { createWindowLimiter } from './window-limiter';

export type StudioRouteDeps = GuardedRouteDeps & {
  adminEmails: string[];
  studio: Studio;
  contentDir: string;
};

/**
 * The studio is for admins on the allow-list (ADMIN_EMAILS) only, with SPEC.md's own words: no session is 'Not
 * authorized to generate questions', anyone else 'Admin access required to generate questions'.
 */
function requireStudioAdmin(deps: StudioRouteDeps): Guard {
  return async (request) => {
    const user = await readSessionUser(deps.auth, request);
    if (!user) throw new AppError('UNAUTHORIZED', 'admin.ai.errors.notAuthorized');
    if (user.role !== 'admin' || !deps.adminEmails.includes(user.email.toLowerCase())) {
      await recordSecurityEvent(deps.db, {
        type: 'unauthorized_access',
        userId: user.id,
        ...requestFacts(request),
        metadata: { method: request.method, required: 'admin allow-list' },
      });
      throw new AppError('FORBIDDEN', 'admin.ai.errors.adminRequired');
    }
    assertSameOrigin(request, deps.siteUrl);
  };
}

/**
 * Runs that call the model: per admin 10 in 10 minutes, per process 60 an hour (a model's bill, a small server's
 * CPU). The built-in generator is local and cheap: only the API's general limit applies to it.
 */
const PER_ADMIN = { max: 10, windowMs: 10 * 60_000 };
const PER_PROCESS = { max: 60, windowMs: 60 * 60_000 };

/** The AI studio's API, mounted at /api/ai-studio. */
export const aiStudioRoutes =
  (deps: StudioRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireStudioAdmin(deps));
    const { db, studio } = deps;
    const tags = ['ai studio'];
    const perAdmin = createWindowLimiter(PER_ADMIN.max, PER_ADMIN.windowMs);
    const perProcess = createWindowLimiter(PER_PROCESS.max, PER_PROCESS.windowMs);
    const takeRunSlot = (userId: string) => {
      if (!perAdmin.take(userId) || !perProcess.take('process')) {
        throw new AppError('RATE_LIMITED', 'errors.rateLimited');
      }
    };

    app.get(
      '/status',
      { schema: { tags, summary: 'What the studio can use here', response: { 200: studioStatusSchema } } },
      async () => {
        const settings = await readSettings(db);
        return {
          hasModel: studio.services.endpoint !== null,
          model: studio.services.endpoint?.model ?? null,
          hasYoutubeKey: Boolean(studio.services.youtubeKey),
          bulkApprovalConfidence: settings.bulkApprovalConfidence,
          topUpBelow: settings.topUpBelow,
          categoriesBelow: (await categoriesBelow(db, settings.topUpBelow)).length,
        };
      },
    );

    app.get(
      '/runs',
      { schema: { tags, summary: 'The latest generation runs', response: { 200: generationRunListSchema } } },
      async () => ({ items: await listRuns(db) }),
    );

    app.get(
      '/runs/:id',
      {
        schema: {
          tags,
          summary: 'One generation run, with its progress',
          params: z.object({ id: z.string().uuid() }),
          response: { 200: generationRunSchema },
        },
      },
      async (request) => getRun(db, request.params.id),
    );

    app.post(
      '/generate',
      {
        schema: {
          tags,
          summary: 'Start generating questions with the language model',
          body: generationInputSchema,
          response: { 202: runStartedSchema },
        },
      },
      async (request, reply) => {
        const user = sessionUserOf(request);
        if (!studio.services.endpoint) throw new AppError('UNAVAILABLE', 'admin.ai.errors.notConfigured');
        takeRunSlot(user.id);
        const runId = await createGenerateRun(db, request.body, user.email);
        await studio.enqueueRun(runId);
        await logAdminActivity(db, user, {
          action: 'ai.generate',
          targetType: 'generation_run',
          targetId: runId,
          details: { topic: request.body.topic, count: request.body.count, media: request.body.media },
        });
        return reply.status(202).send({ runId });
      },
    );

    app.post(
      '/builtin',
      {
        schema: {
          tags,
          summary: 'Make questions from the built-in country data (no model needed)',
          body: builtinInputSchema,
          response: { 201: runStartedSchema },
        },
      },
      async (request, reply) => {
        const user = sessionUserOf(request);
        const runId = await runBuiltin(db, deps.contentDir, request.body, user.email);
        await logAdminActivity(db, user, {
          action: 'ai.builtin',
          targetType: 'generation_run',
          targetId: runId,
          details: { count: request.body.count },
        });
        return reply.status(201).send({ runId });
      },
    );

    app.post(
      '/topup',
      {
        schema: {
          tags,
          summary: 'Start an auto top-up of the categories under the level now',
          response: { 202: runStartedSchema.extend({ runId: z.string().nullable() }) },
        },
      },
      async (request, reply) => {
        const user = sessionUserOf(request);
        if (!studio.services.endpoint) throw new AppError('UNAVAILABLE', 'admin.ai.errors.topupFailed');
        takeRunSlot(user.id);
        const settings = await readSettings(db);
        const runId = await createTopUpRun(db, settings.topUpBelow, user.email);
        if (runId) await studio.enqueueRun(runId);
        await logAdminActivity(db, user, {
          action: 'ai.topup',
          targetType: 'generation_run',
          targetId: runId,
          details: { below: settings.topUpBelow },
        });
        return reply.status(202).send({ runId });
      },
    );

    app.get(
      '/topup/schedule',
      { schema: { tags, summary: 'The top-up schedule', response: { 200: topUpScheduleSchema } } },
      async () => studio.getTopUpSchedule(),
    );

    app.put(
      '/topup/schedule',
      {
        schema: {
          tags,
          summary: 'Schedule top-ups daily or weekly, or turn them off',
          body: topUpScheduleInputSchema,
          response: { 200: topUpScheduleSchema },
        },
      },
      async (request) => {
        const user = sessionUserOf(request);
        const schedule = await studio.setTopUpSchedule(request.body.cadence, user.email);
        await logAdminActivity(db, user, {
          action: 'ai.schedule',
          targetType: 'schedule',
          targetId: 'ai.topup',
          details: { cadence: request.body.cadence },
        });
        return schedule;
      },
    );

    app.get(
      '/media/images',
      {
        schema: {
          tags,
          summary: 'Search Wikimedia Commons for freely licensed pictures',
          querystring: mediaSearchQuerySchema,
          response: { 200: imageSearchSchema },
        },
      },
      async (request) => ({
        items: await searchCommonsImages(request.query.q, studio.services.commonsApiUrl),
      }),
    );

    app.post(
      '/media/images',
      {
        schema: {
          tags,
          summary: 'Keep a picture found on Commons: it is downloaded into the uploads with its credit',
          body: attachImageSchema,
          response: { 201: attachedImageSchema },
        },
      },
      async (request, reply) => {
        const user = sessionUserOf(request);
        const bytes = await downloadCommonsImage(request.body.url, studio.services.commonsApiUrl);
        const saved = await saveUpload(studio.services.uploadDir, 'questions', 'image', bytes);
        await logAdminActivity(db, user, {
          action: 'upload.create',
          targetType: 'upload',
          targetId: saved.url,
          details: { source: 'commons', license: request.body.credit.license },
        });
        return reply.status(201).send({ url: saved.url, credit: request.body.credit });
      },
    );

    app.get(
      '/media/videos',
      {
        schema: {
          tags,
          summary: 'Search YouTube for videos (needs YOUTUBE_API_KEY)',
          querystring: mediaSearchQuerySchema,
          response: { 200: videoSearchSchema },
        },
      },
      async (request) => ({
        items: await searchYoutubeVideos(
          request.query.q,
          studio.services.youtubeKey,
          studio.services.youtubeApiUrl,
        ),
      }),
    );

    guardedNotFound(app);
  };
