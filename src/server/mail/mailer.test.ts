import { desc } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { mailOutbox } from '../db/auth-schema';
import { openTestDatabase } from '../testing/test-database';
import { createMailer } from './mailer';
import { renderMail } from './templates';

describe('the mailer without SMTP_URL', () => {
  let database: DatabaseHandle;
  const lines: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps the mail in the outbox and writes its link to the log, so a first run works offline', async () => {
    const mailer = createMailer({ from: 'Jawib <no-reply@localhost>', db: database.db, log });
    expect(await mailer.status()).toBe('missing');
    await mailer.send({
      to: 'first@example.ae',
      kind: 'verify-email',
      language: 'ar',
      name: 'سالم',
      url: 'http://localhost:3000/verify?token=abc',
    });
    const [row] = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt));
    expect(row).toMatchObject({
      to: 'first@example.ae',
      kind: 'verify-email',
      language: 'ar',
      status: 'logged',
    });
    expect(row!.text).toContain('http://localhost:3000/verify?token=abc');
    expect(lines.join('\n')).toContain('http://localhost:3000/verify?token=abc');
  });

  it('keeps a mail the SMTP server refuses, marked failed, and does not throw', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'x@localhost', db: database.db, log });
    expect(await mailer.status()).toBe('fail');
    await mailer.send({
      to: 'x@example.ae',
      kind: 'reset-password',
      language: 'en',
      name: 'X',
      url: 'http://l/r',
    });
    const [row] = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt));
    expect(row).toMatchObject({ to: 'x@example.ae', status: 'failed' });
    mailer.close();
  });
});

describe('mail templates', () => {
  it('escape what a person typed into their name', () => {
    const mail = renderMail('verify-email', 'en', {
      name: '<b>Eve</b>',
      url: 'http://localhost/verify?token=a&b',
    });
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(mail.html).toContain('href="http://localhost/verify?token=a&amp;b"');
  });
});
