import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { createUnlockToken, UNLOCK_TOKEN_TTL_MS } from './auth/admin-unlock-token';
import { resolveAuthSecret } from './auth/secret';
import { loadConfig } from './config';
import { loadContent } from './content/load-content';
import { seedContent } from './content/seed-content';
import { backfillQuestionFolds } from './modules/questions/backfill-folds';
import { openDatabase } from './db/client';
import { createBackup } from './modules/backups/create-backup';
import { hasAdmin } from './modules/account/unlock-admin';
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
  const content = loadContent(CONTENT_DIR);
  // Processes started together on one PostgreSQL take turns: the first migrates and seeds, the others find it done.
  const seed = await database.exclusive(async () => {
    await database.migrate();
    const report = await seedContent(database.db, content);
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
  const app = await buildApp({
    config,
    database,
    authSecret,
    uploadDir,
    backups,
    clientDir: CLIENT_DIST_DIR,
    contentDir: CONTENT_DIR,
    logger,
    realtime: { redisUrl: config.REDIS_URL },
  });
  for (const problem of content.problems) app.log.error({ problem }, 'content file skipped');
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
