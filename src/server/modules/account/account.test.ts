import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '../../../shared/contracts/auth';
import { type AuthTestContext, createAuthTestApp, type TestBrowser } from '../../testing/auth-test-app';
import { detectImageType } from './save-avatar';

/** Sign-ups and sign-ins hash passwords (scrypt); on a loaded 2-core machine a test can take a while. */
const SLOW_TEST_MS = 120_000;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(filename: string, type: string, bytes: Buffer) {
  const boundary = '----jawib-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('the profile', { timeout: SLOW_TEST_MS }, () => {
  let ctx: AuthTestContext;
  let maryam: TestBrowser;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    maryam = await ctx.createVerifiedUser('maryam@example.ae');
  }, SLOW_TEST_MS);
  afterAll(async () => {
    await ctx.close();
  });

  it('shows the own profile with the joined date and role', async () => {
    const response = await maryam.request('GET', '/api/account/profile');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'maryam@example.ae',
      displayName: 'maryam',
      username: null,
      phone: null,
      role: 'user',
    });
    expect(Date.parse(response.json().createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('saves display name, username and phone, and checks them', async () => {
    const saved = await maryam.request('PATCH', '/api/account/profile', {
      displayName: '  مريم  ',
      username: 'Maryam_Q',
      phone: '+971 50 123 4567',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      displayName: 'مريم',
      username: 'Maryam_Q',
      phone: '+971 50 123 4567',
    });

    const invalid = await maryam.request('PATCH', '/api/account/profile', {
      displayName: '',
      username: 'a b',
      phone: '12',
    });
    expect(invalid.json().error.fields).toEqual({
      displayName: 'validation.required',
      username: 'validation.usernameInvalid',
      phone: 'validation.phoneInvalid',
    });

    const cleared = await maryam.request('PATCH', '/api/account/profile', {
      displayName: 'مريم',
      username: 'Maryam_Q',
      phone: '',
    });
    expect(cleared.json().phone).toBeNull();
  });

  it('keeps usernames unique without regard to case', async () => {
    const other = await ctx.createVerifiedUser('hessa@example.ae');
    const taken = await other.request('PATCH', '/api/account/profile', {
      displayName: 'حصة',
      username: 'maryam_q',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ username: 'errors.usernameTaken' });
    const arabic = await other.request('PATCH', '/api/account/profile', {
      displayName: 'حصة',
      username: 'حصة_1',
    });
    expect(arabic.statusCode).toBe(200);
  });

  it('stores an avatar checked by its content, serves it, and replaces the old file', async () => {
    const upload = multipart('me.png', 'image/png', PNG);
    const first = await maryam.request('PUT', '/api/account/avatar', upload.payload, upload.headers);
    expect(first.statusCode).toBe(200);
    const { image } = first.json();
    expect(image).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
    const served = await ctx.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const second = await maryam.request('PUT', '/api/account/avatar', upload.payload, upload.headers);
    expect(existsSync(join(ctx.uploadDir, image.replace('/uploads/', '')))).toBe(false);
    expect((await maryam.request('GET', '/api/account/profile')).json().image).toBe(second.json().image);
  });

  it('refuses a file that only claims to be an image, and one of 5 MB or more', async () => {
    const fake = multipart('photo.png', 'image/png', Buffer.from('<script>alert(1)</script>'));
    const response = await maryam.request('PUT', '/api/account/avatar', fake.payload, fake.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ avatar: 'errors.avatarType' });

    const big = multipart('big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)]));
    const tooBig = await maryam.request('PUT', '/api/account/avatar', big.payload, big.headers);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.fields).toEqual({ avatar: 'errors.avatarTooLarge' });
  });

  it('removes the avatar', async () => {
    expect((await maryam.request('DELETE', '/api/account/avatar')).statusCode).toBe(204);
    expect((await maryam.request('GET', '/api/account/profile')).json().image).toBeNull();
  });

  it('shows a person only the security events of their own account', async () => {
    const intruder = ctx.browser();
    await intruder.request('POST', '/api/auth/sign-in/email', {
      email: 'maryam@example.ae',
      password: 'wrong123x',
    });
    const mine = await maryam.request('GET', '/api/account/security-events');
    expect(mine.json().events[0]).toMatchObject({ type: 'login_failure', severity: 'low', ip: intruder.ip });
    const someoneElse = await ctx.createVerifiedUser('someone@example.ae');
    expect((await someoneElse.request('GET', '/api/account/security-events')).json().events).toEqual([]);
  });
});

describe('image types', { timeout: SLOW_TEST_MS }, () => {
  it('are told by their first bytes', () => {
    expect(detectImageType(PNG)?.mime).toBe('image/png');
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe('image/jpeg');
    expect(detectImageType(Buffer.from('GIF89a...'))?.mime).toBe('image/gif');
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))?.mime).toBe('image/webp');
    expect(detectImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});
