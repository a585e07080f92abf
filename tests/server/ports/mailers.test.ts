import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleMailer } from '../../../server/ports/console-mailer';
import { smtpMailer } from '../../../server/ports/smtp-mailer';
import type { BroadcastMail, OutgoingMail } from '../../../src/backend/ports';
import { smtpReceiver } from '../support/smtp-receiver';

const MAIL: OutgoingMail = {
  to: 'admin@loyalloop.demo',
  subject: 'Your LoyalLoop sign-in code',
  text: 'Your code is 4821. It is valid for 10 minutes.',
  code: '4821',
};

describe('the mailers', () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    // Last first: a mailer's pooled connection closes before the receiver waits for its connections.
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
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

  it("delivers a broadcast's email once the SMTP server answered, with its List-Unsubscribe headers", async () => {
    const receiver = await smtpReceiver();
    cleanups.push(receiver.close);
    const mailer = smtpMailer(receiver.url, 'no-reply@loyalloop.example');
    cleanups.push(mailer.close);
    expect(await mailer.deliver(broadcastMail(1))).toEqual({ status: 'sent', error: null });
    // Awaited: the message is there when deliver answers.
    expect(receiver.received).toHaveLength(1);
    const data = receiver.received[0]?.data ?? '';
    expect(data).toContain('List-Unsubscribe: <https://loyalty.example/api/email/unsubscribe?token=t1>');
    expect(data).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it("answers a broadcast email's failed delivery as its outcome, never a throw", async () => {
    const mailer = smtpMailer('smtp://127.0.0.1:1', 'no-reply@loyalloop.example');
    cleanups.push(mailer.close);
    const outcome = await mailer.deliver(broadcastMail(1));
    expect(outcome.status).toBe('failed');
    expect(outcome.error).toMatch(/ECONNREFUSED|connect/);
  });

  it("prints a broadcast's first 20 emails without SMTP, then counts the rest in one line", async () => {
    vi.useFakeTimers();
    cleanups.push(() => vi.useRealTimers());
    const lines: string[] = [];
    const mailer = consoleMailer((line) => lines.push(line));
    for (let n = 1; n <= 25; n += 1) await mailer.deliver(broadcastMail(n));
    expect(lines).toHaveLength(20);
    expect(lines[0]).toBe(
      '[mail] to client1@example.com: broadcast BC00042, unsubscribe https://loyalty.example/unsubscribe?token=t1\n',
    );
    await vi.advanceTimersByTimeAsync(1_500);
    expect(lines.slice(20)).toEqual(['[mail] BC00042: 5 more broadcast emails sent, not printed\n']);
  });
});

function broadcastMail(n: number): BroadcastMail {
  return {
    to: `client${n}@example.com`,
    subject: 'News from LoyalLoop (BC00042)',
    text: 'Half-price Tuesday',
    broadcastId: 'BC00042',
    unsubscribeLink: `https://loyalty.example/unsubscribe?token=t${n}`,
    headers: {
      'List-Unsubscribe': `<https://loyalty.example/api/email/unsubscribe?token=t${n}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
