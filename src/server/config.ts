import { z } from 'zod';

const emailList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );

const flag = (fallback: boolean) =>
  z
    .enum(['on', 'off', 'true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['on', 'true', '1'].includes(value)));

/** Every variable is optional; `.env.example` lists them with one line each. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  SITE_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** Where `npm run backup` and the daily backup write (DATA_DIR/backups when empty). */
  BACKUP_DIR: z.string().optional(),
  BACKUP_SCHEDULE: z.enum(['daily', 'off']).default('daily'),
  /** Backups older than this are deleted after each new one (the newest is always kept). */
  BACKUP_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  REDIS_URL: z.string().optional(),
  /** How this process is named in /metrics (the `instance` label): the host name and port by default. */
  INSTANCE_NAME: z.string().min(1).max(100).optional(),
  /**
   * On SIGTERM: how long /api/ready answers 503 before the process stops taking connections (for a balancer
   * that polls readiness), and the bound on the whole shutdown, after which the process exits anyway.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(15_000),
  AUTH_SECRET: z.string().min(32).optional(),
  ADMIN_EMAILS: emailList,
  ANALYST_EMAILS: emailList,
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Jawib <no-reply@localhost>'),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  /** Ask the model a second time, without the answer, to check each generated question. */
  AI_FACT_CHECK: flag(true),
  YOUTUBE_API_KEY: z.string().optional(),
  /** The MediaWiki API searched for pictures (Wikimedia Commons unless a mirror is set). */
  COMMONS_API_URL: z.url().default('https://commons.wikimedia.org/w/api.php'),
  YOUTUBE_API_URL: z.url().default('https://www.googleapis.com/youtube/v3'),
  /** The website id of a self-hosted Umami (decision 021); nothing is loaded while it is empty. */
  ANALYTICS_ID: z.string().default(''),
  /** The Umami script that ANALYTICS_ID is for (your own instance's `/script.js`). */
  ANALYTICS_SCRIPT_URL: z.url().default('https://cloud.umami.is/script.js'),
  /** Stripe's secret key; with STRIPE_WEBHOOK_SECRET it turns buying on (decision 021). */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** The signing secret of the Stripe webhook endpoint `/api/monetization/webhook`. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another address for Stripe's API (a stand-in for tests); Stripe's own when empty. */
  STRIPE_API_URL: z.url().optional(),
  FEATURE_LEADERBOARD: flag(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Bearer token of GET /metrics (Prometheus); without it the endpoint answers 404. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Trust X-Forwarded-* headers from a reverse proxy. */
  TRUST_PROXY: flag(false),
});
export type Config = z.infer<typeof configSchema>;

/** Reads and validates the environment; throws a readable message naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty value (`KEY=` in an env file) means the same as an absent one.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
