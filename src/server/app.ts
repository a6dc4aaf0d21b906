import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandler } from './http/error-handler';
import { categoryRoutes } from './modules/categories/routes';
import { contactRoutes } from './modules/contact/routes';
import { errorLogRoutes } from './modules/error-logs/routes';
import { healthRoutes } from './modules/health/routes';
import { pageRoutes } from './modules/pages/routes';

export type AppDependencies = {
  config: Pick<Config, 'TRUST_PROXY' | 'NODE_ENV'>;
  database: DatabaseHandle;
  /** Built SPA to serve; omitted in API-only tests. */
  clientDir?: string;
  /** Folder whose `images/` are served under /content/images/. */
  contentDir?: string;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the whole HTTP app without listening, so tests can `inject()` into it. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://upload.wikimedia.org'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
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
      await api.register(rateLimit, { max: 300, timeWindow: '1 minute' });
      await api.register(healthRoutes(deps.database));
      await api.register(categoryRoutes(deps.database.db));
      await api.register(contactRoutes(deps.database.db));
      await api.register(errorLogRoutes(deps.database.db));
      await api.register(pageRoutes(deps.database.db));
    },
    { prefix: '/api' },
  );

  if (deps.contentDir && existsSync(join(deps.contentDir, 'images'))) {
    await app.register(fastifyStatic, {
      root: join(deps.contentDir, 'images'),
      prefix: '/content/images/',
      decorateReply: false,
      maxAge: '7d',
    });
  }

  const clientDir = deps.clientDir;
  const hasClient = Boolean(clientDir && existsSync(join(clientDir, 'index.html')));
  if (clientDir && hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        const isHashed = path.includes(`${join(clientDir, 'assets')}`);
        res.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Unknown API paths answer JSON; every other GET that wants HTML is a client route, and the SPA decides
  // what to show there (its own not-found page).
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsHtml = request.method === 'GET' && !isApi && !/\.[a-z0-9]{2,5}(\?|$)/i.test(request.url);
    if (hasClient && clientDir && wantsHtml) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', clientDir);
    }
    return reply
      .status(404)
      .send({ error: { code: 'NOT_FOUND', key: 'errors.notFound', requestId: request.id } });
  });

  return app;
}
