import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type AppDependencies, buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { users } from '../db/auth-schema';
import { linkIn, type SmtpCapture, startSmtpCapture } from './smtp-capture';
import { openTestDatabase } from './test-database';

export const TEST_SITE_URL = 'http://localhost:3000';
export const TEST_SECRET = 'test-secret-that-is-long-enough-for-better-auth-1234';

/** A browser stand-in: keeps cookies and sends the site's Origin, as a page of the site would. */
export class TestBrowser {
  private cookies = new Map<string, string>();

  /** Each browser gets its own address unless told, so per-address rate limits do not mix tests up. */
  constructor(
    private readonly app: FastifyInstance,
    readonly ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  ) {}

  hasSessionCookie(): boolean {
    return [...this.cookies.keys()].some((name) => name.includes('session_token'));
  }

  async request(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        origin: TEST_SITE_URL,
        ...(cookie ? { cookie } : {}),
        ...(payload !== undefined && !(payload instanceof Buffer)
          ? { 'content-type': 'application/json' }
          : {}),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
    const setCookie = response.headers['set-cookie'];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      const isExpired = attributes.some((a) => /max-age=0/i.test(a.trim())) || value === '';
      if (isExpired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    return response;
  }
}

export type AuthTestContext = {
  app: FastifyInstance;
  database: DatabaseHandle;
  smtp: SmtpCapture;
  uploadDir: string;
  browser: (ip?: string) => TestBrowser;
  /** Registers through the API and follows the verification link from the mail; returns a signed-in browser. */
  createVerifiedUser: (
    email: string,
    options?: {
      password?: string;
      language?: 'ar' | 'en';
      role?: 'admin' | 'moderator' | 'user';
      ip?: string;
    },
  ) => Promise<TestBrowser>;
  close: () => Promise<void>;
};

export const DEFAULT_PASSWORD = 'falcon2024';

/** The real app on a fresh database, with mail going to a real SMTP server on loopback. */
export async function createAuthTestApp(
  env: Record<string, string> = {},
  options: Pick<AppDependencies, 'clientDir' | 'realtime' | 'now'> = {},
): Promise<AuthTestContext> {
  const smtp = await startSmtpCapture();
  const database = await openTestDatabase();
  const uploadDir = mkdtempSync(join(tmpdir(), 'jawib-test-uploads-'));
  const config = loadConfig({ NODE_ENV: 'test', SITE_URL: TEST_SITE_URL, SMTP_URL: smtp.url, ...env });
  const app = await buildApp({ config, database, authSecret: TEST_SECRET, uploadDir, ...options });
  await app.ready();

  const createVerifiedUser: AuthTestContext['createVerifiedUser'] = async (email, options = {}) => {
    const browser = new TestBrowser(app, options.ip);
    const password = options.password ?? DEFAULT_PASSWORD;
    const since = smtp.mails.length;
    const signUp = await browser.request('POST', '/api/auth/sign-up/email', {
      name: email.split('@')[0],
      email,
      password,
      acceptTerms: true,
      language: options.language ?? 'ar',
    });
    if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
    const link = linkIn(await smtp.waitFor(email, { since }));
    const verify = await browser.request(
      'GET',
      `/api/auth/verify-email?token=${link.searchParams.get('token')}`,
    );
    if (verify.statusCode !== 200) throw new Error(`verification failed: ${verify.body}`);
    if (options.role && options.role !== 'user') {
      await database.db.update(users).set({ role: options.role }).where(eq(users.email, email));
    }
    const signIn = await browser.request('POST', '/api/auth/sign-in/email', { email, password });
    if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
    return browser;
  };

  return {
    app,
    database,
    smtp,
    uploadDir,
    browser: (ip) => new TestBrowser(app, ip),
    createVerifiedUser,
    close: async () => {
      await app.close();
      await database.close();
      await smtp.close();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
