import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = {
  to: string[];
  subject: string;
  headers: Record<string, string>;
  text: string;
  html: string;
};

function splitHeaderBlock(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { headers: splitHeaderBlock(raw), body: '' };
  return {
    headers: splitHeaderBlock(raw.slice(0, match.index)),
    body: raw.slice(match.index + match[0].length),
  };
}

function decodeQuotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const char = joined[i]!;
    if (char === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).toString('utf8');
  return body;
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`) in a header. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function collectParts(raw: string, into: { text: string; html: string }): void {
  const { headers, body } = splitEntity(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      collectParts(part.replace(/^\r?\n/, ''), into);
    }
    return;
  }
  const decoded = decodeBody(headers, body);
  if (type.toLowerCase().startsWith('text/html')) into.html += decoded;
  else if (type.toLowerCase().startsWith('text/plain')) into.text += decoded;
}

/** Enough of MIME to read what nodemailer writes: headers, text and HTML parts, QP or base64. */
export function parseMail(raw: string, to: string[] = []): CapturedMail {
  const { headers } = splitEntity(raw);
  const parts = { text: '', html: '' };
  collectParts(raw, parts);
  return {
    to: to.length > 0 ? to : (headers.to ?? '').split(',').map((address) => address.trim()),
    subject: decodeWords(headers.subject ?? ''),
    headers,
    text: parts.text,
    html: parts.html,
  };
}

/** The first link to this site in a mail's text part. */
export function linkIn(mail: CapturedMail): URL {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in the mail "${mail.subject}"`);
  return new URL(match[0]);
}

export type SmtpCapture = {
  url: string;
  mails: CapturedMail[];
  /** The next mail to this address that arrives (or has arrived) after `since` mails were seen. */
  waitFor: (to: string, options?: { since?: number; timeoutMs?: number }) => Promise<CapturedMail>;
  close: () => Promise<void>;
};

/** A real SMTP server on loopback that keeps every mail it receives, for tests. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), recipients));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor: async (to, { since = 0, timeoutMs = 5000 } = {}) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.slice(since).find((mail) => mail.to.includes(to.toLowerCase()));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
