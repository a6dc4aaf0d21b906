import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGameContent } from '../modules/games/games-test-support';
import { type AuthTestContext, createAuthTestApp, type TestBrowser } from '../testing/auth-test-app';
import {
  browsersByRole,
  documentedRoutes,
  type DocumentedRoute,
  fillPath,
  ROLES,
  type SuiteRole,
  SUITE_ADMIN_EMAIL,
  tally,
} from './suite-support';

/** Bodies, queries and parameters per route and role; bounded so the suite stays under a minute. */
const SAMPLES_PER_ROUTE_AND_ROLE = 2;
const SEED = 20_261_124;

const deep = (depth: number): unknown => (depth === 0 ? 'x' : { a: [deep(depth - 1)] });

/** Hostile values: wrong types, huge strings, deep nesting, unicode controls, prototype-pollution keys. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant('a'.repeat(200_000)),
  fc.constant('\u202e\u0000\u200f\ufeff<script>alert(1)</script>'),
  fc.constant("' OR 1=1 --"),
  fc.constant('../../../../etc/passwd'),
  fc.constant(deep(200)),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true}}')),
  fc.constant({ constructor: { prototype: { polluted: true } } }),
  fc.array(fc.string(), { maxLength: 5 }),
  fc.uuid(),
  fc.emailAddress(),
);

type Case = { path: string; query: string; body: unknown };

/** A request for the route: its documented body fields (and some not), query and path parameters all hostile. */
function caseFor(route: DocumentedRoute): fc.Arbitrary<Case> {
  const schema = route.operation.requestBody?.content?.['application/json']?.schema as
    { properties?: Record<string, unknown> } | undefined;
  const fields = Object.keys(schema?.properties ?? {});
  const params = (route.operation.parameters ?? [])
    .filter((param) => param.in === 'path')
    .map((param) => param.name);
  const queries = (route.operation.parameters ?? [])
    .filter((param) => param.in === 'query')
    .map((param) => param.name);
  const record = (keys: string[]) =>
    fc.record(Object.fromEntries(keys.map((key) => [key, hostile])) as Record<string, fc.Arbitrary<unknown>>);
  const text = fc.oneof(fc.string(), fc.constant('x'.repeat(5000)), fc.constant('%00%ff'), fc.uuid());
  return fc.record({
    path: fc
      .record(
        Object.fromEntries([...params, '*'].map((name) => [name, text])) as Record<
          string,
          fc.Arbitrary<string>
        >,
      )
      .map((values) => fillPath(route.path, (name) => values[name] ?? 'x')),
    query: record(queries).map((values) =>
      Object.entries(values)
        .map(
          ([key, value]) =>
            `${encodeURIComponent(key)}=${encodeURIComponent(JSON.stringify(value).slice(0, 2000))}`,
        )
        .join('&'),
    ),
    body: fc.oneof(record([...fields, '__proto__', 'constructor']), hostile),
  });
}

describe('API fuzzing: every route of the OpenAPI document, as every role', { timeout: 300_000 }, () => {
  let ctx: AuthTestContext;
  let routes: DocumentedRoute[];
  let browsers: Record<SuiteRole, TestBrowser>;
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  beforeAll(async () => {
    process.on('unhandledRejection', onRejection);
    ctx = await createAuthTestApp({ ADMIN_EMAILS: SUITE_ADMIN_EMAIL });
    await seedGameContent(ctx.database);
    routes = await documentedRoutes(ctx.app);
    browsers = await browsersByRole(ctx);
  }, 180_000);
  afterAll(async () => {
    process.off('unhandledRejection', onRejection);
    await ctx.close();
  });

  it('never answers 5xx, and every 4xx carries { error: { code, key } }', async () => {
    const statuses: number[] = [];
    const failures: string[] = [];
    const ordered = [...routes].sort(
      (a, b) => Number(a.key.endsWith('/sign-out')) - Number(b.key.endsWith('/sign-out')),
    );
    for (const [index, route] of ordered.entries()) {
      const cases = fc.sample(caseFor(route), {
        numRuns: SAMPLES_PER_ROUTE_AND_ROLE * ROLES.length,
        seed: SEED + index,
      });
      for (const [n, sample] of cases.entries()) {
        const role = ROLES[n % ROLES.length]!;
        const hasBody = !['GET', 'HEAD', 'DELETE', 'OPTIONS', 'TRACE'].includes(route.method);
        const url = sample.query ? `${sample.path}?${sample.query}` : sample.path;
        const payload = hasBody ? JSON.stringify(sample.body ?? null) : undefined;
        const response = await browsers[role].request(route.method as 'GET', url, payload, {
          'content-type': 'application/json',
        });
        statuses.push(response.statusCode);
        const status = response.statusCode;
        let key: unknown;
        try {
          key = route.method === 'HEAD' ? 'head' : response.json().error?.key;
        } catch {
          key = undefined;
        }
        const isUnavailable = status === 503 && typeof key === 'string';
        if (status >= 500 && !isUnavailable)
          failures.push(`${route.key} as ${role}: ${status} ${response.body.slice(0, 200)}`);
        else if (status >= 400 && typeof key !== 'string')
          failures.push(
            `${route.key} as ${role}: ${status} without an error key: ${response.body.slice(0, 200)}`,
          );
      }
    }
    console.log(
      `API fuzzing: ${routes.length} routes, ${statuses.length} requests, statuses ${JSON.stringify(tally(statuses))}, ` +
        `${failures.length} failures, ${rejections.length} unhandled rejections`,
    );
    expect(failures).toEqual([]);
    expect(rejections).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
