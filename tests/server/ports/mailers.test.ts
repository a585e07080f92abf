import { afterEach, describe, expect, it, vi } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { consoleMailer } from '../../../server/ports/console-mailer';
import { smtpMailer } from '../../../server/ports/smtp-mailer';
import type { OutgoingMail } from '../../../src/backend/ports';

const MAIL: OutgoingMail = {
  to: 'admin@loyalloop.demo',
  subject: 'Your LoyalLoop sign-in code',
  text: 'Your code is 4821. It is valid for 10 minutes.',
  code: '4821',
};

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP receiver on a free loopback port. */
async function smtpReceiver(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('the mailers', () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('sends through SMTP from MAIL_FROM to the recipient, with the subject and text', async () => {
    const receiver = await smtpReceiver();
    cleanups.push(receiver.close);
    const mailer = smtpMailer(receiver.url, 'LoyalLoop <no-reply@loyalloop.example>');
    cleanups.push(mailer.close);
    await mailer.send(MAIL);
    // Handed over, not delivered: the SMTP exchange is off the request's path.
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1));
    const [mail] = receiver.received;
    expect(mail?.from).toBe('no-reply@loyalloop.example');
    expect(mail?.to).toEqual(['admin@loyalloop.demo']);
    expect(mail?.data).toContain('Subject: Your LoyalLoop sign-in code');
    expect(mail?.data).toContain('Your code is 4821. It is valid for 10 minutes.');
  });

  it('reports a mail it could not deliver, without failing the request that sent it', async () => {
    const reports: string[] = [];
    const mailer = smtpMailer('smtp://127.0.0.1:1', 'no-reply@loyalloop.example', (line) =>
      reports.push(line),
    );
    cleanups.push(mailer.close);
    await expect(mailer.send(MAIL)).resolves.toBeUndefined();
    await vi.waitFor(() =>
      expect(reports).toEqual([
        expect.stringMatching(/^\[mail\] not delivered \(Your LoyalLoop sign-in code\)/),
      ]),
    );
  });

  it('prints one line naming the recipient and the code without SMTP', async () => {
    const lines: string[] = [];
    await consoleMailer((line) => lines.push(line)).send(MAIL);
    expect(lines).toEqual(['[mail] to admin@loyalloop.demo: code 4821 (Your LoyalLoop sign-in code)\n']);
  });
});
