import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './testing/test-app';

const BOOT_SCRIPT = "document.documentElement.lang = 'ar';";
/** The module script that starts the modern build where the boot script chose it (scripts/vite-legacy.ts). */
const ENTRY_SCRIPT = 'if(window.__jawibBuild===\'modern\')import("/assets/app-abc123.js")';
const PARAGRAPH = '<p>جاوب: لعبة أسئلة جماعية للعائلة والأصدقاء.</p>';

describe('the HTTP app', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'jawib-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(
      join(clientDir, 'index.html'),
      `<!doctype html><html lang="ar" dir="rtl"><head><title>t</title><script>${BOOT_SCRIPT}</script><script type="module">${ENTRY_SCRIPT}</script></head><body>${PARAGRAPH.repeat(40)}</body></html>`,
    );
    writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    mkdirSync(join(clientDir, 'legacy', 'assets'), { recursive: true });
    writeFileSync(join(clientDir, 'legacy', 'assets', 'main-def456.js'), 'console.log(2)');
    ctx = await createTestApp({ clientDir });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('serves the SPA for client routes, including unknown ones', async () => {
    for (const url of ['/', '/categories', '/room/123456', '/some/unknown/path']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the page compressed, and allows its inline boot and entry scripts by hash and no other', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toContain(PARAGRAPH);
    const hash = (script: string) => createHash('sha256').update(script).digest('base64');
    const scriptSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash(BOOT_SCRIPT)}' 'sha256-${hash(ENTRY_SCRIPT)}'`);
  });

  it('caches hashed assets for a year and sends security headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    // The legacy build's files too (decision 026).
    const legacy = await ctx.app.inject({ method: 'GET', url: '/legacy/assets/main-def456.js' });
    expect(legacy.statusCode).toBe(200);
    expect(legacy.headers['cache-control']).toContain('immutable');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths and missing files with a JSON 404', async () => {
    for (const url of ['/api/nothing', '/assets/missing.js']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('publishes the OpenAPI description at /api/docs', async () => {
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const spec = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/categories',
        '/api/contact',
        '/api/error-logs',
        '/api/pages/{slug}',
      ]),
    );
  });

  it('rejects a malformed JSON body with a translatable key', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.key).toBe('errors.badRequest');
  });
});
