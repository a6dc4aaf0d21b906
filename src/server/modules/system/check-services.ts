import type {
  ServiceCheck,
  ServiceName,
  ServiceStatus,
  SystemStatus,
} from '../../../shared/contracts/admin-ops';
import { judgeHealth } from '../../../shared/contracts/admin-ops';
import type { DatabaseHandle } from '../../db/client';
import type { Mailer } from '../../mail/mailer';

const TIMEOUT_MS = 5000;

export type ServiceDeps = {
  database: Pick<DatabaseHandle, 'ping'>;
  mailer: Pick<Mailer, 'status'>;
  redisUrl?: string | undefined;
  ai: { baseUrl?: string | undefined; apiKey?: string | undefined };
  youtube: { apiUrl: string; key?: string | undefined };
  commonsApiUrl: string;
};

type Outcome = { status: ServiceStatus; detail?: string | null };

async function timed(name: ServiceName, run: () => Promise<Outcome>): Promise<ServiceCheck> {
  const started = performance.now();
  try {
    const outcome = await run();
    const latencyMs = outcome.status === 'missing' ? null : Math.round(performance.now() - started);
    return { name, status: outcome.status, latencyMs, detail: outcome.detail ?? null };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return {
      name,
      status: 'fail',
      latencyMs: Math.round(performance.now() - started),
      detail: detail.slice(0, 200),
    };
  }
}

async function httpCheck(url: string, init: RequestInit = {}): Promise<Outcome> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (response.ok) return { status: 'ok' };
  const text = await response.text().catch(() => '');
  if (response.status === 429 || /quota/i.test(text))
    return { status: 'quota_exceeded', detail: `HTTP ${response.status}` };
  return { status: 'fail', detail: `HTTP ${response.status}` };
}

async function redisCheck(url: string): Promise<Outcome> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: TIMEOUT_MS });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return { status: 'ok' };
  } finally {
    client.disconnect();
  }
}

/**
 * Checks every service the server uses, together: the database, Redis when configured, SMTP, the AI endpoint,
 * YouTube and Wikimedia Commons, each as ok, quota_exceeded, missing (not configured), fail or unknown; then the
 * health and grade by the shared rule (judgeHealth).
 */
export async function checkServices(deps: ServiceDeps): Promise<SystemStatus> {
  const services = await Promise.all([
    timed('database', async () => {
      await deps.database.ping();
      return { status: 'ok' };
    }),
    timed('redis', async () => (deps.redisUrl ? redisCheck(deps.redisUrl) : { status: 'missing' })),
    timed('smtp', async () => {
      const status = await deps.mailer.status();
      return { status };
    }),
    timed('ai', async () => {
      if (!deps.ai.baseUrl) return { status: 'missing' };
      const headers: Record<string, string> = deps.ai.apiKey
        ? { authorization: `Bearer ${deps.ai.apiKey}` }
        : {};
      return httpCheck(`${deps.ai.baseUrl.replace(/\/+$/, '')}/models`, { headers });
    }),
    timed('youtube', async () => {
      if (!deps.youtube.key) return { status: 'missing' };
      const url = new URL(`${deps.youtube.apiUrl.replace(/\/+$/, '')}/videos`);
      url.searchParams.set('part', 'id');
      url.searchParams.set('id', 'dQw4w9WgXcQ');
      url.searchParams.set('key', deps.youtube.key);
      return httpCheck(url.toString());
    }),
    timed('commons', async () => {
      const url = new URL(deps.commonsApiUrl);
      url.searchParams.set('action', 'query');
      url.searchParams.set('meta', 'siteinfo');
      url.searchParams.set('format', 'json');
      return httpCheck(url.toString());
    }),
  ]);
  return { ...judgeHealth(services), services, checkedAt: new Date().toISOString() };
}
