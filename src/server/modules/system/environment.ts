import type { EnvironmentReport } from '../../../shared/contracts/admin-ops';
import type { Config } from '../../config';

/** Variables whose value is a secret, or may hold one inside a URL (a password in SMTP_URL or DATABASE_URL). */
const SECRETS = new Set(['AUTH_SECRET', 'AI_API_KEY', 'YOUTUBE_API_KEY', 'METRICS_TOKEN']);
const URLS_WITH_CREDENTIALS = new Set(['DATABASE_URL', 'REDIS_URL', 'SMTP_URL']);

function maskUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '****';
    if (url.username) url.username = url.username.slice(0, 2) + '…';
    return url.toString();
  } catch {
    return '****';
  }
}

/** The configuration as the server sees it (SPEC.md: diagnostics, environment), secrets masked. */
export function environmentReport(config: Partial<Config>): EnvironmentReport {
  const entries = Object.keys(config)
    .sort()
    .map((name) => {
      const raw = config[name as keyof Config];
      const text = raw === undefined ? null : Array.isArray(raw) ? raw.join(', ') : String(raw);
      if (text === null) return { name, value: null, isSecret: SECRETS.has(name) };
      if (SECRETS.has(name))
        return { name, value: `****${text.length > 12 ? text.slice(-2) : ''}`, isSecret: true };
      if (URLS_WITH_CREDENTIALS.has(name)) return { name, value: maskUrl(text), isSecret: true };
      return { name, value: text, isSecret: false };
    });
  return { entries };
}
