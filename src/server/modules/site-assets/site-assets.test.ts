import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestContext,
  createAuthTestApp,
  TEST_SITE_URL,
  type TestBrowser,
} from '../../testing/auth-test-app';
import { multipartFile, TINY_PNG } from '../../testing/multipart';
import { pngSize } from './render-manifest';

const SLOW_TEST_MS = 120_000;
const ICO = Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 0, 0, 0, 0, 22, 0, 0, 0]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);

/** A square PNG header of the given size (only the header is read to learn the size). */
function pngOfSize(size: number): Buffer {
  const bytes = Buffer.from(TINY_PNG);
  bytes.writeUInt32BE(size, 16);
  bytes.writeUInt32BE(size, 20);
  return bytes;
}

describe('site assets', { timeout: SLOW_TEST_MS }, () => {
  let ctx: AuthTestContext;
  let admin: TestBrowser;
  let moderator: TestBrowser;
  let clientDir: string;
  beforeAll(async () => {
    // A built client stand-in: the real index.html and a manifest with one built-in icon.
    clientDir = mkdtempSync(join(tmpdir(), 'jawib-client-'));
    writeFileSync(join(clientDir, 'index.html'), await readFile('src/client/index.html', 'utf8'));
    writeFileSync(
      join(clientDir, 'manifest.webmanifest'),
      JSON.stringify({
        name: 'Jawib',
        icons: [{ src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' }],
      }),
    );
    ctx = await createAuthTestApp({}, { clientDir });
    admin = await ctx.createVerifiedUser('assets-admin@example.ae', { role: 'admin' });
    moderator = await ctx.createVerifiedUser('assets-moderator@example.ae', { role: 'moderator' });
  }, SLOW_TEST_MS);
  afterAll(async () => {
    await ctx.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('starts with the built-in files in the page head and the manifest', async () => {
    expect((await ctx.browser().request('GET', '/api/site-assets')).json()).toEqual({
      favicon: null,
      logo: null,
      shareImage: null,
    });
    const html = (await ctx.app.inject({ url: '/some/screen', headers: { accept: 'text/html' } })).body;
    expect(html).toContain('<link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />');
    expect(html).toContain(`<meta property="og:image" content="${TEST_SITE_URL}/icons/icon-512.png" />`);
  });

  it('uses an uploaded favicon, logo and share image at once: in the head, the manifest and the API', async () => {
    const favicon = await admin.request(
      'PUT',
      '/api/admin/site-assets/favicon',
      ...multipartFile('f.png', 'image/png', pngOfSize(512)),
    );
    expect(favicon.statusCode).toBe(200);
    const faviconUrl = favicon.json().favicon.url as string;
    expect(faviconUrl).toMatch(/^\/uploads\/assets\/[0-9a-f]{32}\.png$/);

    const logo = await admin.request(
      'PUT',
      '/api/admin/site-assets/logo',
      ...multipartFile('logo.png', 'image/png', TINY_PNG),
    );
    const share = await admin.request(
      'PUT',
      '/api/admin/site-assets/shareImage',
      ...multipartFile('s.jpg', 'image/jpeg', JPEG),
    );
    expect(logo.statusCode).toBe(200);
    expect(share.statusCode).toBe(200);
    const assets = (await ctx.browser().request('GET', '/api/site-assets')).json();
    expect(assets.logo.url).toMatch(/\.png$/);
    expect(assets.shareImage).toMatchObject({ mime: 'image/jpeg' });
    expect((await ctx.app.inject({ url: assets.logo.url })).statusCode).toBe(200);

    const html = (await ctx.app.inject({ url: '/', headers: { accept: 'text/html' } })).body;
    expect(html).toContain(`<link rel="icon" href="${faviconUrl}" type="image/png" />`);
    expect(html).toContain(`<meta property="og:image" content="${TEST_SITE_URL}${assets.shareImage.url}" />`);
    const manifest = (await ctx.app.inject({ url: '/manifest.webmanifest' })).json();
    expect(manifest.icons[0]).toEqual({ src: faviconUrl, sizes: '512x512', type: 'image/png' });
    expect(manifest.icons).toHaveLength(2);

    // An ICO favicon replaces the PNG, whose file is removed; it is not offered to install prompts.
    const ico = await admin.request(
      'PUT',
      '/api/admin/site-assets/favicon',
      ...multipartFile('f.ico', 'image/x-icon', ICO),
    );
    expect(ico.statusCode).toBe(200);
    expect(ico.json().favicon.mime).toBe('image/x-icon');
    expect(readdirSync(join(ctx.uploadDir, 'assets'))).not.toContain(faviconUrl.split('/').pop());
    expect((await ctx.app.inject({ url: '/manifest.webmanifest' })).json().icons).toHaveLength(1);

    const activity = await admin.request('GET', '/api/admin/activity?targetType=asset');
    expect(activity.json().items.map((e: { action: string }) => e.action)).toContain('asset.update');
  });

  it('goes back to the built-in file', async () => {
    const reset = await admin.request('DELETE', '/api/admin/site-assets/logo');
    expect(reset.statusCode).toBe(200);
    expect(reset.json().logo).toBeNull();
    expect((await ctx.browser().request('GET', '/api/site-assets')).json().logo).toBeNull();
  });

  it('refuses mistyped and oversized files (400, 413) and keeps what was there', async () => {
    const before = (await ctx.browser().request('GET', '/api/site-assets')).json();
    const gifFavicon = await admin.request(
      'PUT',
      '/api/admin/site-assets/favicon',
      ...multipartFile('f.gif', 'image/gif', Buffer.from('GIF89a\x01\x00\x01\x00')),
    );
    expect(gifFavicon.statusCode).toBe(400);
    expect(gifFavicon.json().error.key).toBe('admin.errors.faviconType');
    const webpShare = await admin.request(
      'PUT',
      '/api/admin/site-assets/shareImage',
      ...multipartFile('s.png', 'image/png', Buffer.from('<svg onload="alert(1)"></svg>')),
    );
    expect(webpShare.statusCode).toBe(400);
    expect(webpShare.json().error.key).toBe('admin.errors.shareImageType');
    const huge = await admin.request(
      'PUT',
      '/api/admin/site-assets/logo',
      ...multipartFile('big.png', 'image/png', Buffer.concat([TINY_PNG, Buffer.alloc(6 * 1024 * 1024)])),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.key).toBe('admin.errors.uploadTooLarge');
    const unknown = await admin.request(
      'PUT',
      '/api/admin/site-assets/banner',
      ...multipartFile('b.png', 'image/png', TINY_PNG),
    );
    expect(unknown.statusCode).toBe(400);
    expect((await ctx.browser().request('GET', '/api/site-assets')).json()).toEqual(before);
  });

  it('lets only admins change assets', async () => {
    const upload = () => multipartFile('l.png', 'image/png', TINY_PNG);
    expect((await moderator.request('PUT', '/api/admin/site-assets/logo', ...upload())).statusCode).toBe(403);
    expect((await ctx.browser().request('PUT', '/api/admin/site-assets/logo', ...upload())).statusCode).toBe(
      401,
    );
    expect((await moderator.request('DELETE', '/api/admin/site-assets/favicon')).statusCode).toBe(403);
  });

  it('reads the size of a PNG from its header', () => {
    expect(pngSize(pngOfSize(192))).toEqual({ width: 192, height: 192 });
    expect(pngSize(JPEG)).toBeNull();
  });
});
