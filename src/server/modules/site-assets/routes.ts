import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteAssetsSchema } from '../../../shared/contracts/site-assets';
import type { SiteAssetsStore } from './site-assets-store';

/** `GET /api/site-assets`: what the app shows in its header and tab, for everyone. */
export const siteAssetRoutes =
  (store: SiteAssetsStore): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/site-assets',
      {
        schema: {
          tags: ['pages'],
          summary: 'The uploaded favicon, logo and share image (null: the built-in one)',
          response: { 200: siteAssetsSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-cache');
        return store.read();
      },
    );
  };
