/** Shared by the security suites: the routes of the OpenAPI document, and one signed-in browser per role. */
import type { FastifyInstance } from 'fastify';
import type { AuthTestContext, TestBrowser } from '../testing/auth-test-app';

export type DocumentedRoute = {
  method: string;
  path: string;
  /** `METHOD /api/path/{param}`, as in ROUTE_ACCESS. */
  key: string;
  operation: {
    parameters?: { in: string; name: string; required?: boolean; schema?: Record<string, unknown> }[];
    requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> };
  };
};

/** Every operation of the app's OpenAPI document: the suites' input, so routes added later are covered. */
export async function documentedRoutes(app: FastifyInstance): Promise<DocumentedRoute[]> {
  const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, DocumentedRoute['operation']>>;
  };
  return Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      key: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
}

/** The path with each `{param}` replaced (the same value for all, or per name). */
export function fillPath(path: string, value: string | ((name: string) => string)): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(typeof value === 'string' ? value : value(name)),
  );
}

export const ROLES = ['anonymous', 'user', 'moderator', 'admin'] as const;
export type SuiteRole = (typeof ROLES)[number];

export const SUITE_ADMIN_EMAIL = 'suite-admin@example.com';

/** One browser per role; the admin's address must be in ADMIN_EMAILS of the app (the AI studio asks for it). */
export async function browsersByRole(ctx: AuthTestContext): Promise<Record<SuiteRole, TestBrowser>> {
  const [user, moderator, admin] = await Promise.all([
    ctx.createVerifiedUser('suite-user@example.com'),
    ctx.createVerifiedUser('suite-moderator@example.com', { role: 'moderator' }),
    ctx.createVerifiedUser(SUITE_ADMIN_EMAIL, { role: 'admin' }),
  ]);
  return { anonymous: ctx.browser(), user, moderator, admin };
}

/** Counts of statuses, printed by the suites. */
export function tally(statuses: number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const status of statuses) out[status] = (out[status] ?? 0) + 1;
  return out;
}
