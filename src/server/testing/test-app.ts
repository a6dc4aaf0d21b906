import type { Lifecycle } from '../http/lifecycle';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from './test-database';

export type TestContext = { app: FastifyInstance; database: DatabaseHandle; close: () => Promise<void> };

/** The real app on a fresh database, for `app.inject()`. */
export async function createTestApp({
  env = {},
  ...options
}: {
  clientDir?: string;
  contentDir?: string;
  env?: Record<string, string>;
  lifecycle?: Lifecycle;
} = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', ...env }), database, ...options });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
