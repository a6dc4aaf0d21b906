import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminQuestionSchema,
  bulkResultSchema,
  bulkUpdateSchema,
  deleteResultSchema,
  questionFilterSchema,
  questionInputSchema,
  questionListQuerySchema,
  questionListSchema,
  UPLOAD_MAX_BYTES,
  uploadResultSchema,
} from '../../../shared/contracts/admin-questions';
import {
  IMPORT_MAX_BYTES,
  importCommitSchema,
  importPreviewSchema,
  importResultSchema,
} from '../../../shared/contracts/admin-import';
import { sessionUserOf } from '../../auth/guards';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { logAdminActivity } from '../activity/log-admin-activity';
import { readUploadedFile, saveUpload } from '../uploads/save-upload';
import { bulkUpdateQuestions } from './bulk-update-questions';
import { deleteQuestion } from './delete-question';
import { exportQuestionsCsv, exportQuestionsJson } from './export-questions';
import { getQuestion } from './get-question';
import { importQuestions, parseImportFile, previewImport } from './import-questions';
import { listQuestions } from './list-questions';
import { createQuestion, updateQuestion } from './save-question';

export type AdminQuestionDeps = { db: Database; uploadDir: string };

const idParams = z.object({ id: z.string().uuid() });

/** The question bank in the back-office (inside the admin plugin, which checks the role first). */
export const adminQuestionRoutes =
  (deps: AdminQuestionDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['admin: questions'];
    await app.register(multipart, {
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 2, parts: 3 },
    });
    const actorOf = (request: Parameters<typeof sessionUserOf>[0]) => {
      const user = sessionUserOf(request);
      return { id: user.id, email: user.email };
    };

    app.get(
      '/questions',
      {
        schema: {
          tags,
          summary: 'Questions: filtered, searched, sorted and paginated',
          querystring: questionListQuerySchema,
          response: { 200: questionListSchema },
        },
      },
      async (request) => listQuestions(db, request.query),
    );

    app.get(
      '/questions/export',
      {
        schema: {
          tags,
          summary: 'The questions of a filter as CSV (import columns) or JSON (every field)',
          querystring: questionFilterSchema.extend({ format: z.enum(['csv', 'json']).default('csv') }),
        },
      },
      async (request, reply) => {
        const { format, ...filter } = request.query;
        const stamp = new Date().toISOString().slice(0, 10);
        const body =
          format === 'csv' ? await exportQuestionsCsv(db, filter) : await exportQuestionsJson(db, filter);
        return reply
          .header('content-disposition', `attachment; filename="questions-${stamp}.${format}"`)
          .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
          .send(body);
      },
    );

    app.get(
      '/questions/:id',
      { schema: { tags, summary: 'One question', params: idParams, response: { 200: adminQuestionSchema } } },
      async (request) => getQuestion(db, request.params.id),
    );

    app.post(
      '/questions',
      {
        schema: {
          tags,
          summary: 'Add a question',
          body: questionInputSchema,
          response: { 201: adminQuestionSchema },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const id = await createQuestion(db, request.body, actor);
        await logAdminActivity(db, actor, {
          action: 'question.create',
          targetType: 'question',
          targetId: id,
          details: { bodyAr: request.body.bodyAr, bodyEn: request.body.bodyEn },
        });
        return reply.status(201).send(await getQuestion(db, id));
      },
    );

    app.put(
      '/questions/:id',
      {
        schema: {
          tags,
          summary: 'Edit a question',
          params: idParams,
          body: questionInputSchema,
          response: { 200: adminQuestionSchema },
        },
      },
      async (request) => {
        await updateQuestion(db, request.params.id, request.body);
        await logAdminActivity(db, actorOf(request), {
          action: 'question.update',
          targetType: 'question',
          targetId: request.params.id,
          details: { bodyAr: request.body.bodyAr, bodyEn: request.body.bodyEn },
        });
        return getQuestion(db, request.params.id);
      },
    );

    app.delete(
      '/questions/:id',
      {
        schema: {
          tags,
          summary: 'Delete a question (one already played is deactivated instead)',
          params: idParams,
          response: { 200: deleteResultSchema },
        },
      },
      async (request) => {
        const result = await deleteQuestion(db, request.params.id);
        await logAdminActivity(db, actorOf(request), {
          action: result.outcome === 'deleted' ? 'question.delete' : 'question.deactivate',
          targetType: 'question',
          targetId: request.params.id,
        });
        return result;
      },
    );

    app.post(
      '/questions/bulk',
      {
        schema: {
          tags,
          summary: 'Activate or deactivate the selected questions',
          body: bulkUpdateSchema,
          response: { 200: bulkResultSchema },
        },
      },
      async (request) => {
        const result = await bulkUpdateQuestions(db, request.body);
        await logAdminActivity(db, actorOf(request), {
          action: `questions.bulk_${request.body.action}`,
          targetType: 'question',
          details: { count: result.updated, ids: request.body.ids.slice(0, 50) },
        });
        return result;
      },
    );

    app.post(
      '/uploads/:kind',
      {
        schema: {
          tags,
          summary:
            'Upload a picture (JPG, PNG, WEBP, GIF) or a sound (MP3, WAV, M4A) for a question, under 5 MB',
          consumes: ['multipart/form-data'],
          params: z.object({ kind: z.enum(['image', 'audio']) }),
          response: { 201: uploadResultSchema },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new AppError('VALIDATION', 'admin.errors.uploadMissing');
        const bytes = await readUploadedFile(await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES } }));
        const saved = await saveUpload(deps.uploadDir, 'questions', request.params.kind, bytes);
        await logAdminActivity(db, actorOf(request), {
          action: 'upload.create',
          targetType: request.params.kind,
          targetId: saved.url,
          details: { bytes: saved.bytes, mime: saved.mime },
        });
        return reply.status(201).send(saved);
      },
    );

    const readImportFile = async (request: Parameters<typeof sessionUserOf>[0]) => {
      if (!request.isMultipart()) throw new AppError('VALIDATION', 'admin.errors.uploadMissing');
      const file = await request.file();
      const bytes = await readUploadedFile(file);
      const format: 'csv' | 'json' =
        /\.json$/i.test(file!.filename) || bytes[0] === 0x5b || bytes[0] === 0x7b ? 'json' : 'csv';
      return { format, rows: parseImportFile(new TextDecoder('utf-8').decode(bytes), format) };
    };

    app.post(
      '/questions/import/preview',
      {
        schema: {
          tags,
          summary: 'Read a CSV or JSON file and check every row; nothing is stored',
          consumes: ['multipart/form-data'],
          response: { 200: importPreviewSchema },
        },
      },
      async (request) => {
        const { format, rows } = await readImportFile(request);
        return previewImport(db, format, rows);
      },
    );

    app.post(
      '/questions/import',
      {
        bodyLimit: IMPORT_MAX_BYTES,
        schema: {
          tags,
          summary: 'Import checked rows in one transaction, as questions pending review',
          body: importCommitSchema,
          response: { 201: importResultSchema },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const result = await importQuestions(db, request.body.format, request.body.rows, {
          skipDuplicates: request.body.skipDuplicates,
          actor,
        }).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'INTERNAL')
            request.log.error({ err: error.cause }, 'import failed');
          throw error;
        });
        await logAdminActivity(db, actor, {
          action: 'questions.import',
          targetType: 'question',
          details: { ...result, format: request.body.format },
        });
        return reply.status(201).send(result);
      },
    );
  };
