import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_MAX_BYTES } from '../../../shared/contracts/admin-questions';
import {
  siteAssetParamsSchema,
  siteAssetsSchema,
  type SiteAssetKind,
} from '../../../shared/contracts/site-assets';
import { sessionUserOf } from '../../auth/guards';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { logAdminActivity } from '../activity/log-admin-activity';
import { readUploadedFile, saveUpload, type UploadKind } from '../uploads/save-upload';
import type { SiteAssetsStore } from './site-assets-store';

const UPLOAD_KIND: Record<SiteAssetKind, UploadKind> = {
  favicon: 'favicon',
  logo: 'image',
  shareImage: 'shareImage',
};

/** The favicon, logo and share image in the back-office (inside the admin plugin, which checks the role). */
export const adminSiteAssetRoutes =
  (deps: { db: Database; uploadDir: string; store: SiteAssetsStore }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin: site assets'];
    await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

    app.get(
      '/site-assets',
      { schema: { tags, summary: 'The uploaded site assets', response: { 200: siteAssetsSchema } } },
      async () => deps.store.read(),
    );

    app.put(
      '/site-assets/:kind',
      {
        schema: {
          tags,
          summary:
            'Replace the favicon (ICO or PNG), the logo (JPG, PNG, WEBP, GIF) or the share image (JPG or PNG), under 5 MB',
          consumes: ['multipart/form-data'],
          params: siteAssetParamsSchema,
          response: { 200: siteAssetsSchema },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw new AppError('VALIDATION', 'admin.errors.uploadMissing');
        const { kind } = request.params;
        const bytes = await readUploadedFile(await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES } }));
        const saved = await saveUpload(deps.uploadDir, 'assets', UPLOAD_KIND[kind], bytes);
        const user = sessionUserOf(request);
        const assets = await deps.store.set(kind, saved, user.id);
        await logAdminActivity(deps.db, user, {
          action: 'asset.update',
          targetType: 'asset',
          targetId: kind,
          details: { url: saved.url, mime: saved.mime, bytes: saved.bytes },
        });
        return assets;
      },
    );

    app.delete(
      '/site-assets/:kind',
      {
        schema: {
          tags,
          summary: 'Go back to the built-in file',
          params: siteAssetParamsSchema,
          response: { 200: siteAssetsSchema },
        },
      },
      async (request) => {
        const assets = await deps.store.clear(request.params.kind);
        await logAdminActivity(deps.db, sessionUserOf(request), {
          action: 'asset.reset',
          targetType: 'asset',
          targetId: request.params.kind,
        });
        return assets;
      },
    );
  };
