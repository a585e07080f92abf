// The http build against the real server mailing through SMTP to a real receiver (smtp-server): for the
// journeys about what reaches a mailbox (docs/product.md §10.27). The server is built as `npm start` builds it,
// its broadcast runner on, every email (the sign-in code too) handed to the receiver; the sign-in reads the
// code from what the receiver got.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildServer, type RunningServer } from '../../../server/build-server';
import { readConfig } from '../../../server/config/read-config';
import { pgliteDataFolder, type DataFolder } from '../../server/support/pglite-folder';
import { smtpReceiver, type Received, type SmtpReceiver } from '../../server/support/smtp-receiver';
import { testPasswordHasher } from '../../server/support/test-hasher';
import { DEMO } from './sign-in';

export interface SmtpConsole {
  readonly origin: string;
  readonly receiver: SmtpReceiver;
  readonly running: RunningServer;
  /** Signs `page` in as the demo Super Admin with the code the receiver got; resolves on the Overview. */
  signIn(page: Page): Promise<void>;
}

/** One message as a mail reader sees it: its headers (unfolded, by lower-case name) and its decoded text. */
export interface ReadMail {
  headers: Map<string, string>;
  text: string;
}

const decodeQuotedPrintable = (body: string): string =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Reads a single-part text message (what the server mails): headers unfolded, the body decoded. */
export function readMail(mail: Received): ReadMail {
  const split = mail.data.indexOf('\r\n\r\n');
  const head = mail.data.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = mail.data.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
        : body;
  return { headers, text };
}

/** Waits (up to `ms`) for a message to `to` among those received from index `from` on. */
export async function mailTo(
  receiver: SmtpReceiver,
  to: string,
  { from = 0, ms = 30_000 } = {},
): Promise<Received> {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    const found = receiver.received.slice(from).find((mail) => mail.to.includes(to));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no email reached ${to} within ${ms} ms`);
}

/**
 * Registers the file's hooks: the receiver (answering each message `smtpDelayMs` late, so a broadcast takes a
 * while), a server on a copy of the run's migrated PGlite folder (seeded with the demo data) serving the run's
 * http build with `env` added to its settings, and its close.
 */
export function smtpConsolePerFile(env: Record<string, string> = {}, { smtpDelayMs = 0 } = {}): SmtpConsole {
  let receiver: SmtpReceiver | undefined;
  let running: RunningServer | undefined;
  let data: DataFolder | undefined;
  let origin = '';
  beforeAll(async () => {
    receiver = await smtpReceiver(smtpDelayMs);
    data = pgliteDataFolder();
    running = await buildServer({
      config: readConfig({
        LOG_LEVEL: 'silent',
        RATE_LIMIT_PER_MINUTE: '1000000',
        ...data.env,
        SMTP_URL: receiver.url,
        ...env,
      }),
      ports: { hasher: testPasswordHasher },
      staticFolder: inject('httpOutDir'),
    });
    origin = (await running.app.listen({ host: '127.0.0.1', port: 0 })).replace(/\/$/, '');
  }, 300_000);
  afterAll(async () => {
    await running?.close();
    await receiver?.close();
    await data?.dispose();
  });
  const started = () => {
    if (!receiver || !running) throw new Error('smtpConsolePerFile: used before its beforeAll ran');
    return { receiver, running };
  };
  return {
    get origin() {
      return origin;
    },
    get receiver() {
      return started().receiver;
    },
    get running() {
      return started().running;
    },
    async signIn(page) {
      const { receiver: mailbox } = started();
      const before = mailbox.received.length;
      await page.goto('/auth/login');
      await page.getByLabel('Email').fill(DEMO.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.getByLabel('Digit 1 of 4').waitFor();
      // The code step shows once the code was handed to the mailer; its SMTP exchange may still be under way.
      const mail = readMail(await mailTo(mailbox, DEMO.email, { from: before }));
      const code = /\b(\d{4})\b/.exec(mail.text)?.[1] ?? '';
      await page.getByLabel('Digit 1 of 4').fill(code[0] ?? '');
      await page.keyboard.type(code.slice(1));
      await page.keyboard.press('Enter');
      await page.waitForURL('**/app/dashboard/overview');
    },
  };
}
