import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { loadContent } from './content/load-content';
import { seedContent } from './content/seed-content';
import { openDatabase } from './db/client';
import { CLIENT_DIST_DIR, CONTENT_DIR } from './paths';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  };
  const dataDir = resolve(config.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });

  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir },
  );
  await database.migrate();

  const content = loadContent(CONTENT_DIR);
  const app = await buildApp({
    config,
    database,
    clientDir: CLIENT_DIST_DIR,
    contentDir: CONTENT_DIR,
    logger,
  });
  for (const problem of content.problems) app.log.error({ problem }, 'content file skipped');
  const seed = await seedContent(database.db, content);
  app.log.info({ seed, database: database.kind }, 'content seeded');

  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
