/**
 * Real email through nodemailer (SMTP_URL, e.g. smtps://user:password@smtp.example.com:465). `send` hands the
 * mail over and returns before the SMTP exchange (mailer.port.ts): a failed delivery is written to stderr.
 * `deliver` (a broadcast's email) waits for the server's answer, over a small pool of connections the
 * broadcast runner's lanes share (docs/architecture.md, "Broadcast emails").
 */
import nodemailer from 'nodemailer';
import type { Mailer } from '../../src/backend/ports';

export interface ClosableMailer extends Mailer {
  close(): void;
}

/** Connections kept open for broadcasts: one per lane of the runner (broadcast-runner.ts). */
export const BROADCAST_CONNECTIONS = 4;

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function smtpMailer(
  smtpUrl: string,
  from: string,
  report: (line: string) => void = (line) => process.stderr.write(line),
): ClosableMailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const pool = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: BROADCAST_CONNECTIONS,
  });
  return {
    async send(mail) {
      transport
        .sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
        .catch((error: unknown) => {
          report(`[mail] not delivered (${mail.subject}): ${reasonOf(error)}\n`);
        });
    },
    async deliver(mail) {
      try {
        const { to, subject, text, headers } = mail;
        await pool.sendMail({ from, to, subject, text, headers });
        return { status: 'sent', error: null };
      } catch (error) {
        return { status: 'failed', error: reasonOf(error).slice(0, 500) };
      }
    },
    close: () => {
      transport.close();
      pool.close();
    },
  };
}
