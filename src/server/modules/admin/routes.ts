import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityListSchema,
  activityQuerySchema,
  adminOverviewSchema,
  settingsSchema,
} from '../../../shared/contracts/admin';
import type { Auth } from '../../auth/auth';
import { requireRole, sessionUserOf } from '../../auth/guards';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { listAdminActivity } from '../activity/list-admin-activity';
import { logAdminActivity } from '../activity/log-admin-activity';
import type { Mailer } from '../../mail/mailer';
import { adminCategoryRoutes } from '../categories/admin-routes';
import { adminContactRoutes } from '../contact/admin-routes';
import { adminGameRoutes } from '../games/admin-routes';
import type { GamesContext } from '../games/games-context';
import { adminSystemRoutes, type SystemRouteDeps } from '../system/admin-routes';
import { adminUserRoutes } from '../users/admin-routes';
import { adminPageRoutes } from '../pages/admin-routes';
import { adminQuestionRoutes } from '../questions/admin-routes';
import { readSettings, saveSettings } from '../settings/settings-store';
import { adminSiteAssetRoutes } from '../site-assets/admin-routes';
import type { SiteAssetsStore } from '../site-assets/site-assets-store';
import { getAdminOverview, type LaunchFacts } from './get-admin-overview';

export type GuardedRouteDeps = { auth: Auth; db: Database; siteUrl?: string };
export type AdminRouteDeps = GuardedRouteDeps & {
  uploadDir: string;
  launch: LaunchFacts;
  siteAssets: SiteAssetsStore;
  mailer: Mailer;
  games: GamesContext;
} & Omit<SystemRouteDeps, 'db' | 'auth' | 'mailer'>;

/** Answers every unknown path of a guarded plugin, after its guard: a caller without the role learns nothing. */
export function guardedNotFound(app: Parameters<FastifyPluginAsyncZod>[0]): void {
  const notFound = async () => {
    throw new AppError('NOT_FOUND', 'errors.notFound');
  };
  app.all('/', { schema: { hide: true } }, notFound);
  app.all('/*', { schema: { hide: true } }, notFound);
}

/**
 * The admin API, mounted at /api/admin. The guard runs on every request before routing decides anything; each
 * domain's admin routes are registered inside it.
 */
export const adminRoutes =
  (deps: AdminRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireRole(deps, ['admin']));
    const { db } = deps;
    const tags = ['admin'];

    app.get(
      '/overview',
      { schema: { tags, summary: 'The admin dashboard', response: { 200: adminOverviewSchema } } },
      async () => getAdminOverview(db, deps.launch),
    );

    app.get(
      '/activity',
      {
        schema: {
          tags,
          summary: 'The activity log of admins and moderators, newest first',
          querystring: activityQuerySchema,
          response: { 200: activityListSchema },
        },
      },
      async (request) => listAdminActivity(db, request.query),
    );

    app.get(
      '/settings',
      { schema: { tags, summary: 'Run-time settings', response: { 200: settingsSchema } } },
      async () => readSettings(db),
    );

    app.put(
      '/settings',
      {
        schema: {
          tags,
          summary: 'Change run-time settings',
          body: settingsSchema,
          response: { 200: settingsSchema },
        },
      },
      async (request) => {
        const user = sessionUserOf(request);
        const saved = await saveSettings(db, request.body, user.id);
        if (Object.keys(saved.changed).length > 0) {
          await logAdminActivity(db, user, {
            action: 'settings.update',
            targetType: 'settings',
            details: saved.changed,
          });
        }
        return saved.settings;
      },
    );

    await app.register(adminQuestionRoutes({ db, uploadDir: deps.uploadDir }));
    await app.register(adminCategoryRoutes(db));
    await app.register(adminPageRoutes(db));
    await app.register(adminSiteAssetRoutes({ db, uploadDir: deps.uploadDir, store: deps.siteAssets }));
    await app.register(adminUserRoutes({ db, auth: deps.auth }));
    await app.register(adminContactRoutes({ db, mailer: deps.mailer }));
    await app.register(adminGameRoutes(deps.games));
    await app.register(
      adminSystemRoutes({
        db,
        auth: deps.auth,
        mailer: deps.mailer,
        metrics: deps.metrics,
        services: deps.services,
        config: deps.config,
      }),
    );

    guardedNotFound(app);
  };
