import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAuth } from './auth/auth';
import { authRoutes } from './auth/routes';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { rejectNulBytes } from './http/reject-nul-bytes';
import { registerErrorHandler } from './http/error-handler';
import { registerRateLimit } from './http/rate-limit';
import { createMailer, type Mailer } from './mail/mailer';
import { accountRoutes } from './modules/account/routes';
import { answerRoutes } from './modules/answers/routes';
import { adminRoutes } from './modules/admin/routes';
import { aiStudioRoutes } from './modules/ai-studio/routes';
import { createStudio, studioJobHandlers } from './modules/ai-studio/studio';
import { analyticsRoutes, recordPlaysOn } from './modules/analytics/routes';
import { categoryRoutes } from './modules/categories/routes';
import { communityRoutes } from './modules/community/routes';
import { contactRoutes } from './modules/contact/routes';
import { errorLogRoutes } from './modules/error-logs/routes';
import {
  BACKUP_JOB,
  backupJobHandler,
  scheduleBackups,
  type BackupSettings,
} from './modules/backups/backup-job';
import { createGamesContext } from './modules/games/games-context';
import { sessionUserIdResolver } from './modules/games/resolve-user-id';
import { gameRoutes } from './modules/games/routes';
import { healthRoutes } from './modules/health/routes';
import { Lifecycle } from './http/lifecycle';
import { readinessPing } from './http/readiness-ping';
import { createJobRunner, type JobRunner } from './modules/jobs/job-runner';
import { achievementRoutes } from './modules/achievements/routes';
import { leaderboardRoutes, playerProfileRoutes } from './modules/leaderboard/routes';
import { moderatorRoutes } from './modules/moderator/routes';
import { monetizationRoutes } from './modules/monetization/routes';
import { createHostingPolicy } from './modules/monetization/hosting-policy';
import { paymentsJobHandlers, schedulePaymentsReconcile } from './modules/monetization/payments-job';
import { createStripe } from './adapters/payments/stripe-client';
import { pageRoutes } from './modules/pages/routes';
import { inlineScriptSources } from './http/inline-scripts';
import { prerenderedTemplate, readPrerenderedPages } from './http/prerendered-pages';
import { privacyRoutes } from './modules/privacy/routes';
import { renderIndexHtml } from './modules/site-assets/render-index-html';
import { renderManifest } from './modules/site-assets/render-manifest';
import { createIncidentAlerter } from './modules/security/incident-alerts';
import { siteAssetRoutes } from './modules/site-assets/routes';
import { createMetrics } from './modules/system/metrics';
import { metricsRoute } from './modules/system/metrics-route';
import { createSoloContext } from './modules/solo/solo-context';
import { soloRoutes } from './modules/solo/routes';
import { tournamentRoutes } from './modules/tournaments/routes';
import { createSiteAssetsStore } from './modules/site-assets/site-assets-store';
import { CONTENT_DIR } from './paths';
import { attachRealtime, type RealtimeOptions } from './realtime/attach-realtime';
import { EMOJI_ART_PATH, isEmojiArtFile } from '../shared/emoji-art';

/** The Twemoji set's folder (category art). */
const EMOJI_ART_DIR = dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));

export type AppDependencies = {
  config: Pick<
    Config,
    | 'TRUST_PROXY'
    | 'NODE_ENV'
    | 'PORT'
    | 'SITE_URL'
    | 'ADMIN_EMAILS'
    | 'ANALYST_EMAILS'
    | 'ANALYTICS_ID'
    | 'ANALYTICS_SCRIPT_URL'
    | 'SMTP_URL'
    | 'MAIL_FROM'
    | 'AUTH_SECRET'
    | 'REDIS_URL'
    | 'AI_BASE_URL'
    | 'FEATURE_LEADERBOARD'
    | 'AI_API_KEY'
    | 'AI_MODEL'
    | 'AI_FACT_CHECK'
    | 'YOUTUBE_API_KEY'
    | 'COMMONS_API_URL'
    | 'YOUTUBE_API_URL'
    | 'METRICS_TOKEN'
    | 'STRIPE_SECRET_KEY'
    | 'STRIPE_WEBHOOK_SECRET'
    | 'STRIPE_API_URL'
  > &
    Partial<Config>;
  database: DatabaseHandle;
  /** The clock of solo rounds (tests move it); Date.now when omitted. */
  now?: () => number;
  /** Signs sessions and tokens: AUTH_SECRET or the one kept in DATA_DIR; a random one when omitted (tests). */
  authSecret?: string;
  /** Where uploaded avatars go (DATA_DIR/uploads); a temporary folder when omitted (tests). */
  uploadDir?: string;
  /** Outgoing mail; made from SMTP_URL (or the outbox) when omitted. */
  mailer?: Mailer;
  /** Built SPA to serve; omitted in API-only tests. */
  clientDir?: string;
  /** Folder whose `images/` and `sounds/` are served under /content/images/ and /content/sounds/. */
  contentDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** The background job runner's poll interval; jobs also start at once when queued by this process. */
  jobPollMs?: number;
  /** Backups: the folder, and whether the job runner makes one daily (docs/decisions/024); omitted in tests. */
  backups?: BackupSettings;
  /** Socket.IO for the game on the same HTTP server; omitted in HTTP-only tests. */
  realtime?: RealtimeOptions;
  /** Draining for a shutdown (GET /api/ready answers 503); main.ts starts it on SIGTERM. */
  lifecycle?: Lifecycle;
};

/** Builds the whole HTTP app without listening, so tests can `inject()` into it. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    // The router's own refusals (a malformed URL, a path parameter over 100 characters) in the error shape too.
    frameworkErrors: (error, request, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 400;
      void (reply as unknown as FastifyReply)
        .status(status)
        .send({ error: { code: 'VALIDATION', key: 'errors.badRequest', requestId: request.id } });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const webAnalytics = deps.config.ANALYTICS_ID
    ? { id: deps.config.ANALYTICS_ID, scriptUrl: deps.config.ANALYTICS_SCRIPT_URL }
    : null;
  const analyticsOrigins = webAnalytics ? [new URL(webAnalytics.scriptUrl).origin] : [];
  const clientDir = deps.clientDir;
  const hasClient = Boolean(clientDir && existsSync(join(clientDir, 'index.html')));
  const indexTemplate = hasClient && clientDir ? readFileSync(join(clientDir, 'index.html'), 'utf8') : '';
  const prerendered = hasClient && clientDir ? readPrerenderedPages(clientDir) : new Map<string, string>();
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          ...inlineScriptSources([indexTemplate, ...prerendered.values()]),
          ...analyticsOrigins,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          'https://i.ytimg.com',
          'https://upload.wikimedia.org',
          // The wizard shows thumbnails of the configured picture search (Commons, or a mirror of it).
          new URL(deps.config.COMMONS_API_URL).origin,
        ],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...analyticsOrigins],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });

  const { config } = deps;
  const db = deps.database.db;
  const siteUrl = config.SITE_URL?.replace(/\/+$/, '');
  const publicUrl = siteUrl ?? `http://localhost:${config.PORT}`;
  const secret = deps.authSecret ?? config.AUTH_SECRET ?? randomBytes(32).toString('base64url');
  const uploadDir = deps.uploadDir ?? mkdtempSync(join(tmpdir(), 'jawib-uploads-'));
  if (!deps.uploadDir)
    app.addHook('onClose', async () => rmSync(uploadDir, { recursive: true, force: true }));
  for (const folder of ['avatars', 'questions', 'assets', 'categories']) {
    mkdirSync(join(uploadDir, folder), { recursive: true });
  }
  const mailer =
    deps.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db, log: app.log });
  if (!deps.mailer) app.addHook('onClose', async () => mailer.close());
  const auth = createAuth({
    db,
    secret,
    siteUrl,
    publicUrl,
    adminEmails: config.ADMIN_EMAILS,
    mailer,
    log: app.log,
  });

  createIncidentAlerter({ db, mailer, publicUrl, log: app.log });
  const metrics = createMetrics(config.INSTANCE_NAME ?? `${hostname()}:${config.PORT}`);
  app.addHook('onResponse', async (request, reply) => {
    metrics.observe(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime,
    );
  });
  app.addHook('onClose', async () => metrics.close());
  rejectNulBytes(app);

  const siteAssets = createSiteAssetsStore(db, uploadDir);
  const games = createGamesContext(db, { resolveUserId: sessionUserIdResolver(auth) });
  games.onCommand = (outcome, seconds) => metrics.observeCommand(outcome, seconds);
  // A shutdown closes the sockets first (realtime/attach-realtime.ts), then waits for the commands in flight.
  app.addHook('preClose', async () => games.queue.whenIdle());
  const lifecycle = deps.lifecycle ?? new Lifecycle();
  const pingRedis = config.REDIS_URL ? await readinessPing(config.REDIS_URL, app) : undefined;
  const solo = createSoloContext(db, { resolveUserId: games.resolveUserId, now: deps.now });

  const studioServices = {
    db,
    uploadDir,
    endpoint: config.AI_BASE_URL
      ? { baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL ?? 'default' }
      : null,
    factCheck: config.AI_FACT_CHECK,
    commonsApiUrl: config.COMMONS_API_URL,
    youtubeApiUrl: config.YOUTUBE_API_URL,
    youtubeKey: config.YOUTUBE_API_KEY,
  };
  const backups = deps.backups;
  // Stripe's client only when its keys are set: buying stays off and everything free without them (decision 027).
  const payments =
    config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
      ? {
          secretKey: config.STRIPE_SECRET_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          apiUrl: config.STRIPE_API_URL,
        }
      : null;
  const stripe = payments ? await createStripe(payments) : null;
  games.hosting = createHostingPolicy(db, Boolean(stripe));
  const jobRunner: JobRunner = createJobRunner(db, {
    handlers: {
      ...studioJobHandlers(studioServices, () => jobRunner),
      ...(backups ? { [BACKUP_JOB]: backupJobHandler(deps.database, uploadDir, backups) } : {}),
      ...(stripe ? paymentsJobHandlers({ db, stripe, mailer, publicUrl, log: app.log }) : {}),
    },
    pollMs: deps.jobPollMs,
    log: app.log,
  });
  const studio = createStudio(studioServices, jobRunner);
  app.addHook('onReady', async () => {
    if (backups) await scheduleBackups(jobRunner, backups.schedule);
    if (stripe) await schedulePaymentsReconcile(jobRunner);
    jobRunner.start();
  });
  app.addHook('onClose', async () => jobRunner.stop());

  await app.register(swagger, {
    openapi: {
      info: { title: 'Jawib API', version: '1.0.0', description: 'The HTTP API of the Jawib quiz game.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      // Only the API is rate-limited; static files are cheap and a page loads many of them.
      await registerRateLimit(api, config.REDIS_URL);
      recordPlaysOn(api, db);
      await api.register(healthRoutes({ database: deps.database, lifecycle, pingRedis }));
      await api.register(categoryRoutes(deps.database.db));
      await api.register(contactRoutes(deps.database.db));
      await api.register(errorLogRoutes(deps.database.db));
      await api.register(pageRoutes(deps.database.db));
      await api.register(siteAssetRoutes(siteAssets));
      await api.register(gameRoutes(games));
      await api.register(answerRoutes(games, solo));
      await api.register(soloRoutes(solo));
      await api.register(tournamentRoutes({ auth, solo, siteUrl }));
      if (config.FEATURE_LEADERBOARD) await api.register(leaderboardRoutes(solo));
      await api.register(playerProfileRoutes({ auth, db, siteUrl }));
      await api.register(achievementRoutes({ auth, db, siteUrl, now: solo.now }));
      await api.register(authRoutes({ auth, db, mailer, siteUrl, publicUrl }));
      await api.register(accountRoutes({ auth, db, secret, uploadDir, siteUrl }));
      await api.register(analyticsRoutes({ auth, db, analystEmails: config.ANALYST_EMAILS }));
      await api.register(communityRoutes({ auth, db, siteUrl, games, uploadDir }));
      await api.register(
        monetizationRoutes({
          auth,
          db,
          mailer,
          siteUrl,
          publicUrl,
          payments: payments && stripe ? { ...payments, stripe } : null,
        }),
      );
      await api.register(privacyRoutes({ auth, db, uploadDir, siteUrl }));
      await api.register(
        adminRoutes({
          auth,
          db,
          siteUrl,
          uploadDir,
          siteAssets,
          mailer,
          games,
          metrics,
          config,
          services: {
            database: deps.database,
            mailer,
            redisUrl: config.REDIS_URL,
            ai: { baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY },
            youtube: { apiUrl: config.YOUTUBE_API_URL, key: config.YOUTUBE_API_KEY },
            commonsApiUrl: config.COMMONS_API_URL,
          },
          launch: {
            siteUrl,
            smtpUrl: config.SMTP_URL,
            isAuthSecretKept: Boolean(deps.authSecret ?? config.AUTH_SECRET),
            backupDir: backups?.dir,
          },
        }),
        { prefix: '/admin' },
      );
      await api.register(moderatorRoutes({ auth, db, siteUrl }), { prefix: '/moderator' });
      await api.register(
        aiStudioRoutes({
          auth,
          db,
          siteUrl,
          adminEmails: config.ADMIN_EMAILS,
          studio,
          contentDir: deps.contentDir ?? CONTENT_DIR,
        }),
        { prefix: '/ai-studio' },
      );
    },
    { prefix: '/api' },
  );

  await app.register(metricsRoute({ metrics, token: config.METRICS_TOKEN }));

  // Avatars have random names, so they can be cached for long; helmet's nosniff keeps them images.
  await app.register(fastifyStatic, {
    root: uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
  });

  for (const media of ['images', 'sounds']) {
    if (deps.contentDir && existsSync(join(deps.contentDir, media))) {
      await app.register(fastifyStatic, {
        root: join(deps.contentDir, media),
        prefix: `/content/${media}/`,
        decorateReply: false,
        maxAge: '7d',
      });
    }
  }

  // Category art: the pictures of the Twemoji set, read from its package (content/LICENSES.md), one file per emoji
  // asked for (src/shared/emoji-art.ts); a name that is no emoji's is a 404.
  await app.register(fastifyStatic, {
    root: EMOJI_ART_DIR,
    prefix: EMOJI_ART_PATH,
    decorateReply: false,
    index: false,
    allowedPath: (path) => isEmojiArtFile(path.replace(/^\//, '')),
    maxAge: '30d',
  });

  if (clientDir && hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      // The build compressed the files once at its best (scripts/precompress.mjs): none is compressed per request.
      preCompressed: true,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        // The modern build's files and the legacy build's (decision 026) carry their content hash in their names.
        const isHashed =
          path.includes(`${join(clientDir, 'assets')}`) ||
          path.includes(`${join(clientDir, 'legacy', 'assets')}`);
        res.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const manifestPath = clientDir ? join(clientDir, 'manifest.webmanifest') : '';
  const manifestTemplate = hasClient && existsSync(manifestPath) ? readFileSync(manifestPath, 'utf8') : null;
  if (manifestTemplate) {
    // The manifest follows the uploaded icon; it runs before the static file of the same path.
    app.addHook('onRequest', async (request, reply) => {
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (!isRead || request.url.split('?')[0] !== '/manifest.webmanifest') return;
      const body = await renderManifest(manifestTemplate, await siteAssets.read(), uploadDir);
      return reply.header('cache-control', 'no-cache').type('application/manifest+json').send(body);
    });
  }

  // Unknown API paths and missing files answer JSON; every other GET (or HEAD, which uptime monitors send) that
  // wants HTML is a client route, and the SPA decides what to show there (its own not-found page). Node sends no
  // body to HEAD. The public pages have their HTML prerendered in each language (the cookie's, Arabic by default).
  // Client routes are one catch-all route rather than the not-found handler, so the page is compressed like every
  // other response (the compression plugin hooks routes only).
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: { code: 'NOT_FOUND', key: 'errors.notFound', requestId: request.id } }),
  );
  if (hasClient) {
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      if (isApi || /\.[a-z0-9]{2,5}(\?|$)/i.test(request.url)) return reply.callNotFound();
      const template = prerenderedTemplate(prerendered, request.url, request.headers.cookie) ?? indexTemplate;
      const assets = await siteAssets.read();
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie')
        .type('text/html; charset=utf-8')
        .send(renderIndexHtml(template, assets, siteUrl, webAnalytics));
    });
  }

  if (deps.realtime) {
    const io = await attachRealtime(app, games, deps.realtime);
    metrics.sources.openSockets = () => io.engine.clientsCount;
    metrics.sources.activeRooms = () =>
      [...io.sockets.adapter.rooms.keys()].filter((room) => /^game:[^:]+$/.test(room)).length;
  }

  return app;
}
