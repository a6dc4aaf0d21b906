import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const SECRET_FILE = 'auth-secret';

/**
 * AUTH_SECRET when set; otherwise a secret generated once and kept in DATA_DIR (readable by the owner only),
 * so sessions and tokens survive restarts. Several instances must share AUTH_SECRET.
 */
export function resolveAuthSecret(config: { AUTH_SECRET?: string; DATA_DIR: string }): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const dir = resolve(config.DATA_DIR);
  const file = join(dir, SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
