import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from './config';
import type { SeedIfChangedReport } from './content/seed-if-changed';
import { openDatabase } from './db/client';
import { Lifecycle } from './http/lifecycle';
import { CLIENT_DIST_DIR, CONTENT_DIR } from './paths';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  };
  const dataDir = resolve(config.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });

  // The first start on a new embedded database migrates and seeds it in a process of its own that ends before the
  // database thread opens it (content/seed-at-start.ts).
  let seededNewDirectory: SeedIfChangedReport | undefined;
  const onNewDirectory = async (dir: string, template: string) => {
    const { seedNewDirectory } = await import('./content/seed-at-start');
    seededNewDirectory = await seedNewDirectory(dir, template, CONTENT_DIR);
  };
  // The database starts (on its own thread with PGlite) while the rest of the server's modules load.
  const [
    database,
    { buildApp },
    { createUnlockToken, UNLOCK_TOKEN_TTL_MS },
    { resolveAuthSecret },
    { migrateAndSeed },
    { backfillQuestionFolds },
    { createBackup },
    { hasAdmin },
  ] = await Promise.all([
    openDatabase(
      config.DATABASE_URL
        ? { kind: 'postgres', url: config.DATABASE_URL }
        : { kind: 'pglite', dataDir, onNewDirectory },
    ),
    import('./app'),
    import('./auth/admin-unlock-token'),
    import('./auth/secret'),
    import('./content/seed-at-start'),
    import('./modules/questions/backfill-folds'),
    import('./modules/backups/create-backup'),
    import('./modules/account/unlock-admin'),
  ]);
  // Processes started together on one PostgreSQL take turns: the first migrates and seeds, the others find it done.
  // An unchanged content folder is not read again (seed-if-changed.ts).
  const { problems, ...seed } = await database.exclusive(async () => {
    const report = seededNewDirectory ?? (await migrateAndSeed(database, CONTENT_DIR));
    await backfillQuestionFolds(database.db);
    return report;
  });
  const authSecret = resolveAuthSecret(config);
  const uploadDir = join(dataDir, 'uploads');
  const backups = {
    dir: resolve(config.BACKUP_DIR ?? join(dataDir, 'backups')),
    schedule: config.BACKUP_SCHEDULE,
    retentionDays: config.BACKUP_RETENTION_DAYS,
  };
  const lifecycle = new Lifecycle();
  const app = await buildApp({
    config,
    database,
    lifecycle,
    authSecret,
    uploadDir,
    backups,
    clientDir: CLIENT_DIST_DIR,
    contentDir: CONTENT_DIR,
    logger,
    realtime: { redisUrl: config.REDIS_URL },
  });
  for (const problem of problems) app.log.error({ problem }, 'content file skipped');
  app.log.info({ seed, database: database.kind }, 'content seeded');

  // A graceful stop (docs/decisions/028): /api/ready answers 503 at once (a balancer that polls it stops sending
  // visitors here) and, after SHUTDOWN_DRAIN_MS, the process stops listening; the game's sockets are closed so that
  // their clients reconnect through the balancer to another process; the commands in flight are written; then the
  // database closes. It exits within SHUTDOWN_TIMEOUT_MS whatever happens.
  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    lifecycle.startDraining();
    app.log.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutdown took too long; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    try {
      // A connection still open half-way after the drain (a long-poll the close packet has not reached, an idle
      // keep-alive from the balancer) is cut, so the process ends cleanly instead of at the deadline.
      const cutAfterMs =
        config.SHUTDOWN_DRAIN_MS + (config.SHUTDOWN_TIMEOUT_MS - config.SHUTDOWN_DRAIN_MS) / 2;
      setTimeout(() => app.server.closeAllConnections(), cutAfterMs).unref();
      if (config.SHUTDOWN_DRAIN_MS > 0) await new Promise((r) => setTimeout(r, config.SHUTDOWN_DRAIN_MS));
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
  // `npm run backup` while this server holds the embedded database asks it for the backup (scripts/backup.ts).
  process.on('SIGUSR2', () => {
    createBackup({ database, uploadDir, backupDir: backups.dir, retentionDays: backups.retentionDays }).then(
      (file) => app.log.info({ backup: file.path }, 'backup written'),
      (error: unknown) => app.log.error({ err: error }, 'backup failed'),
    );
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  if (!config.SITE_URL && config.NODE_ENV === 'production') {
    app.log.warn(
      `SITE_URL is not set: links in mails point to http://localhost:${config.PORT}. Set it to the public address.`,
    );
  }

  if (!(await hasAdmin(database.db))) {
    // No admin yet: print a one-time token (docs/decisions/012). Printed at every start until an admin exists.
    const token = createUnlockToken(authSecret, null);
    const site = config.SITE_URL ?? `http://localhost:${config.PORT}`;
    const hours = UNLOCK_TOKEN_TTL_MS / 3_600_000;
    console.warn(
      [
        '',
        '=== No admin yet ===',
        `Register and verify an account, sign in, open ${site}/admin/unlock and enter this one-time token`,
        `(valid ${hours} hours, until an admin exists):`,
        '',
        `  ${token}`,
        '',
        config.ADMIN_EMAILS.length > 0
          ? `Or verify one of ADMIN_EMAILS (${config.ADMIN_EMAILS.join(', ')}): it becomes admin by itself.`
          : 'Or set ADMIN_EMAILS=you@example.com: that address becomes admin once verified.',
        config.SMTP_URL
          ? ''
          : 'Without SMTP_URL, the verification link is in this log and in the mail_outbox table.',
        '',
      ].join('\n'),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
