import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app';

/** Every GET path of the OpenAPI document, its parameters filled with a well-formed but unknown value. */
async function documentedGetPaths(ctx: TestContext): Promise<string[]> {
  const spec = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(spec.paths)
    .filter(([, operations]) => 'get' in operations)
    .map(([path]) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'));
}

describe('HEAD requests', () => {
  let ctx: TestContext;
  let base: string;
  beforeAll(async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'jawib-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(
      join(clientDir, 'index.html'),
      '<!doctype html><html lang="ar" dir="rtl"><title>t</title></html>',
    );
    writeFileSync(join(clientDir, 'manifest.webmanifest'), '{"name":"Jawib","icons":[]}');
    writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    ctx = await createTestApp({ clientDir });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers HEAD on the app shell, client routes, assets and the manifest like GET, without a body', async () => {
    for (const path of [
      '/',
      '/join',
      '/room/123456',
      '/admin',
      '/assets/app-abc123.js',
      '/manifest.webmanifest',
    ]) {
      const get = await fetch(base + path);
      const head = await fetch(base + path, { method: 'HEAD' });
      expect(head.status, path).toBe(200);
      expect(head.status, path).toBe(get.status);
      expect(head.headers.get('content-type'), path).toBe(get.headers.get('content-type'));
      expect(await head.text(), path).toBe('');
    }
  });

  it('answers HEAD with the same status as GET on every GET route of the OpenAPI document', async () => {
    const paths = await documentedGetPaths(ctx);
    expect(paths.length).toBeGreaterThan(10);
    const statuses: Record<string, number> = {};
    for (const path of paths) {
      const get = await fetch(base + path);
      await get.arrayBuffer();
      const head = await fetch(base + path, { method: 'HEAD' });
      expect(head.status, path).toBe(get.status);
      expect(await head.text(), path).toBe('');
      statuses[head.status] = (statuses[head.status] ?? 0) + 1;
    }
    console.log(`HEAD: ${paths.length} documented GET routes, statuses ${JSON.stringify(statuses)}`);
  });
});
