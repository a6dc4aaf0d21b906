import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  questionInputSchema,
  UPLOAD_MAX_BYTES,
  uploadResultSchema,
} from '../../../shared/contracts/admin-questions';
import { apiErrorSchema } from '../../../shared/contracts/api-error';
import {
  boardCategoryNamesSchema,
  likeResultSchema,
  playSetInputSchema,
  questionSetDetailSchema,
  questionSetInputSchema,
  questionSetListSchema,
  reportQuestionInputSchema,
  setListQuerySchema,
} from '../../../shared/contracts/community';
import { createGameResultSchema } from '../../../shared/contracts/game';
import type { Auth } from '../../auth/auth';
import { assertSameOrigin, readSessionUser, requireUser, sessionUserOf } from '../../auth/guards';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { readUploadedFile, saveUpload } from '../uploads/save-upload';
import type { GamesContext } from '../games/games-context';
import { addSetQuestion } from './add-set-question';
import { boardCategoryNames } from './board-category-names';
import { createQuestionSet } from './create-set';
import { getQuestionSet } from './get-set';
import { likeQuestionSet } from './like-set';
import { listQuestionSets } from './list-sets';
import { playQuestionSet } from './play-set';
import { reportSetQuestion } from './report-question';

export type CommunityRouteDeps = {
  auth: Auth;
  db: Database;
  siteUrl?: string;
  games: GamesContext;
  uploadDir: string;
};

const setParams = z.object({ setId: z.uuid('validation.invalid') });
const created = z.object({ id: z.string() });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['community'];

/** Community question sets: browse and play for everyone, create, like and report when signed in. */
export const communityRoutes =
  (deps: CommunityRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const viewerId = async (request: Parameters<typeof readSessionUser>[1]) =>
      (await readSessionUser(deps.auth, request))?.id ?? null;

    app.get(
      '/community/sets',
      {
        schema: {
          tags,
          summary: 'Public sets (searchable), or my own with scope=mine',
          querystring: setListQuerySchema,
          response: { 200: questionSetListSchema, ...errors },
        },
      },
      async (request) => ({ sets: await listQuestionSets(db, request.query, await viewerId(request)) }),
    );

    app.get(
      '/community/sets/:setId',
      {
        schema: {
          tags,
          summary: 'A set with its columns and question bodies (no answers); a private set is 404 to others',
          params: setParams,
          response: { 200: questionSetDetailSchema, ...errors },
        },
      },
      async (request) => getQuestionSet(db, request.params.setId, await viewerId(request)),
    );

    app.get(
      '/community/board-categories',
      {
        schema: {
          tags,
          summary: 'Names of set columns on a board',
          querystring: z.object({ ids: z.string().max(400).default('') }),
          response: { 200: boardCategoryNamesSchema },
        },
      },
      async (request) => {
        const ids = request.query.ids.split(',').filter((id) => z.uuid().safeParse(id).success);
        return boardCategoryNames(db, ids.slice(0, 6));
      },
    );

    app.post(
      '/community/sets/:setId/play',
      {
        schema: {
          tags,
          summary: 'Play this set: a team game from its full columns, the rest from the bank',
          params: setParams,
          body: playSetInputSchema,
          response: { 201: createGameResultSchema, ...errors },
        },
      },
      async (request, reply) => {
        assertSameOrigin(request, deps.siteUrl);
        const { deviceId, ...input } = request.body;
        const game = await playQuestionSet(deps.games, request.params.setId, input, {
          userId: await viewerId(request),
          deviceId,
        });
        return reply.status(201).send(game);
      },
    );

    await app.register(async (plugin) => {
      const signedIn = plugin.withTypeProvider<ZodTypeProvider>();
      signedIn.addHook('onRequest', requireUser(deps));
      await signedIn.register(multipart, {
        limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 },
      });

      signedIn.post(
        '/community/uploads/:kind',
        {
          schema: {
            tags,
            summary:
              'Upload a picture or a sound for a question of my set (checked by its content, under 5 MB)',
            consumes: ['multipart/form-data'],
            params: z.object({ kind: z.enum(['image', 'audio']) }),
            response: { 201: uploadResultSchema, ...errors },
          },
        },
        async (request, reply) => {
          if (!request.isMultipart()) throw new AppError('VALIDATION', 'admin.errors.uploadMissing');
          const bytes = await readUploadedFile(await request.file());
          return reply
            .status(201)
            .send(await saveUpload(deps.uploadDir, 'questions', request.params.kind, bytes));
        },
      );

      signedIn.post(
        '/community/sets',
        {
          schema: {
            tags,
            summary: 'Create a set with its named columns',
            body: questionSetInputSchema,
            response: { 201: created, ...errors },
          },
        },
        async (request, reply) => {
          const id = await createQuestionSet(db, request.body, sessionUserOf(request).id);
          return reply.status(201).send({ id });
        },
      );

      signedIn.post(
        '/community/sets/:setId/questions',
        {
          schema: {
            tags,
            summary: 'Add a question to a column of my set (the back-office question form and checks)',
            params: setParams,
            body: questionInputSchema,
            response: { 201: created, ...errors },
          },
        },
        async (request, reply) => {
          const id = await addSetQuestion(db, request.params.setId, request.body, sessionUserOf(request).id);
          return reply.status(201).send({ id });
        },
      );

      signedIn.post(
        '/community/sets/:setId/like',
        {
          schema: {
            tags,
            summary: 'Like a set (once per person)',
            params: setParams,
            response: { 200: likeResultSchema, ...errors },
          },
        },
        async (request) => likeQuestionSet(db, request.params.setId, sessionUserOf(request).id),
      );

      signedIn.post(
        '/community/questions/:questionId/report',
        {
          schema: {
            tags,
            summary: 'Report a question of a set: it returns to the review queue',
            params: z.object({ questionId: z.uuid('validation.invalid') }),
            body: reportQuestionInputSchema,
            response: { 204: z.null(), ...errors },
          },
        },
        async (request, reply) => {
          const user = sessionUserOf(request);
          await reportSetQuestion(db, request.params.questionId, request.body, user);
          return reply.status(204).send(null);
        },
      );
    });
  };
