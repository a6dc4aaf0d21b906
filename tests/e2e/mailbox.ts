import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { type CapturedMail, linkIn, parseMail } from '../../src/server/testing/smtp-capture';

/** The folder start-server.mjs writes captured mails to, for the server on this run's port. */
function mailboxDir(): string {
  return join(tmpdir(), `jawib-e2e-mail-${process.env.E2E_PORT ?? '3100'}`);
}

/** While `isDown`, the loopback SMTP server refuses every connection (start-server.mjs). */
export function setSmtpDown(isDown: boolean): void {
  const flag = `${mailboxDir()}-refuse`;
  if (isDown) writeFileSync(flag, '');
  else rmSync(flag, { force: true });
}

function readMails(dir: string): CapturedMail[] {
  return readdirSync(dir)
    .sort()
    .map((file) => {
      const { to, raw } = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { to: string[]; raw: string };
      return parseMail(raw, to);
    });
}

/** Waits for the latest mail to an address whose subject matches, and returns it with its link. */
export async function waitForMail(
  to: string,
  subject: RegExp,
): Promise<{ mail: CapturedMail; link: string }> {
  const dir = mailboxDir();
  let found: CapturedMail | undefined;
  await expect
    .poll(
      () => {
        found = readMails(dir)
          .filter((mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject))
          .at(-1);
        return Boolean(found);
      },
      { timeout: 10_000, message: `a mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  const link = linkIn(found!);
  // Visit the link on the server under test, path and query only.
  return { mail: found!, link: `${link.pathname}${link.search}` };
}
