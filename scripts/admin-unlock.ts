// Prints a one-time admin unlock token for one account: npm run admin:unlock -- someone@example.com
// Needs only the auth secret (AUTH_SECRET or DATA_DIR/auth-secret), not the database, so it works while the
// server runs on its embedded database.
import { z } from 'zod';
import { createUnlockToken, UNLOCK_TOKEN_TTL_MS } from '../src/server/auth/admin-unlock-token';
import { resolveAuthSecret } from '../src/server/auth/secret';
import { loadConfig } from '../src/server/config';

const email = process.argv[2]?.trim();
if (!email || !z.email().safeParse(email).success) {
  console.error('usage: npm run admin:unlock -- someone@example.com');
  process.exit(2);
}
const config = loadConfig();
const token = createUnlockToken(resolveAuthSecret(config), email);
const site = config.SITE_URL ?? `http://localhost:${config.PORT}`;
console.log(
  `One-time admin unlock token for ${email.toLowerCase()} (valid ${UNLOCK_TOKEN_TTL_MS / 3_600_000} hours):\n`,
);
console.log(`  ${token}\n`);
console.log(`Sign in as ${email.toLowerCase()} (verified), open ${site}/admin/unlock and enter it.`);
