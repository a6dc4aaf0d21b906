import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/server/db/schema.ts',
    './src/server/db/auth-schema.ts',
    './src/server/db/game-schema.ts',
    './src/server/db/jobs-schema.ts',
    './src/server/db/community-schema.ts',
    './src/server/db/ops-schema.ts',
    './src/server/db/solo-schema.ts',
  ],
  out: './src/server/db/migrations',
});
