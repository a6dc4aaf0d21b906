import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Language } from '../../shared/constants';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/auth-schema';
import { type MailKind, renderMail } from './templates';

export type MailMessage = {
  to: string;
  kind: MailKind;
  language: Language;
  name: string;
  url: string;
  /** Free text after the template's lines (a reply, an incident). */
  body?: string;
  /** Added to the subject (the subject of the message replied to). */
  subjectDetail?: string;
};

/** sent: the SMTP server took it; logged: no SMTP configured (kept in the outbox); failed: SMTP refused it. */
export type MailResult = { status: 'sent' | 'logged' | 'failed'; error: string | null };

export type MailerStatus = 'ok' | 'missing' | 'fail';

export type Mailer = {
  /** Sends the mail; never throws: a mail that cannot be sent is kept in the outbox and logged. */
  send: (message: MailMessage) => Promise<MailResult>;
  /** `missing` without SMTP_URL, else whether the SMTP server answers. */
  status: () => Promise<MailerStatus>;
  close: () => void;
};

type Options = { smtpUrl?: string; from: string; db: Database; log: FastifyBaseLogger };

/** nodemailer on SMTP_URL; without it, mail goes to the `mail_outbox` table and the log (first run offline). */
export function createMailer({ smtpUrl, from, db, log }: Options): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;

  const keep = async (message: MailMessage, status: 'logged' | 'failed', error?: string) => {
    const content = renderMail(message.kind, message.language, message);
    await db.insert(mailOutbox).values({
      to: message.to,
      subject: content.subject,
      text: content.text,
      html: content.html,
      kind: message.kind,
      language: message.language,
      status,
      error,
    });
    return content;
  };

  return {
    send: async (message) => {
      if (!transport) {
        const content = await keep(message, 'logged');
        // The link is in the log on purpose: without SMTP this is how the first admin verifies their address.
        log.info(
          { to: message.to, kind: message.kind, url: message.url },
          `mail kept in the outbox: ${content.subject}`,
        );
        return { status: 'logged', error: null };
      }
      const content = renderMail(message.kind, message.language, message);
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: content.subject,
          text: content.text,
          html: content.html,
          headers: { 'Content-Language': message.language },
        });
        log.info({ to: message.to, kind: message.kind }, 'mail sent');
        return { status: 'sent', error: null };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.error(
          { to: message.to, kind: message.kind, err: error },
          'mail could not be sent; kept in the outbox',
        );
        await keep(message, 'failed', reason.slice(0, 500));
        return { status: 'failed', error: reason.slice(0, 500) };
      }
    },
    status: async () => {
      if (!transport) return 'missing';
      try {
        await transport.verify();
        return 'ok';
      } catch {
        return 'fail';
      }
    },
    close: () => transport?.close(),
  };
}
