// Starts the built server on a fresh, throw-away data directory for the end-to-end run, with its mail going
// to a real SMTP server on loopback. Each mail is written as JSON to a mailbox folder the tests read
// (tests/e2e/mailbox.ts): the browser follows the links in them (docs/decisions/013).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startAiServices } from '../loopback/ai-services.mjs';
import { startPayments } from '../loopback/payments.mjs';

const port = process.env.PORT ?? '3100';
const dataDir = mkdtempSync(join(tmpdir(), 'jawib-e2e-'));
const mailbox = join(tmpdir(), `jawib-e2e-mail-${port}`);
rmSync(mailbox, { recursive: true, force: true });
mkdirSync(mailbox, { recursive: true });
// While this file exists the SMTP server refuses every connection (the system screen's failing SMTP check).
const refuseFlag = `${mailbox}-refuse`;
rmSync(refuseFlag, { force: true });

let count = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onConnect(session, callback) {
    callback(existsSync(refuseFlag) ? new Error('refusing connections') : undefined);
  },
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
      const name = `${String(Date.now()).padStart(15, '0')}-${String(++count).padStart(5, '0')}.json`;
      writeFileSync(join(mailbox, name), JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

// The AI studio talks to loopback stand-ins of its model, Wikimedia Commons and YouTube.
const ai = await startAiServices();

// Purchases go through a loopback stand-in of Stripe's API, whose hosted page signs the webhook like Stripe.
const STRIPE = { secretKey: 'sk_test_e2e_loopback', webhookSecret: 'whsec_e2e_loopback' };
const payments = await startPayments({
  ...STRIPE,
  webhookUrl: `http://127.0.0.1:${port}/api/monetization/webhook`,
});

const child = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ADMIN_EMAILS: 'e2e-admin@example.com,e2e-editor@example.com',
    // May read /analytics and nothing else of the back-office.
    ANALYST_EMAILS: 'e2e-analyst@example.com',
    // The auth specs send X-Forwarded-For so that each test has its own address for the rate limits.
    TRUST_PROXY: 'on',
    AI_BASE_URL: ai.modelUrl,
    AI_MODEL: 'loopback-model',
    COMMONS_API_URL: ai.commonsUrl,
    YOUTUBE_API_URL: ai.youtubeUrl,
    YOUTUBE_API_KEY: ai.youtubeKey,
    STRIPE_SECRET_KEY: STRIPE.secretKey,
    STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
    STRIPE_API_URL: payments.url,
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  smtp.close();
  void ai.close();
  void payments.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailbox, { recursive: true, force: true });
  process.exit(code ?? 0);
});
