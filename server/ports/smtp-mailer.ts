/**
 * Real email through nodemailer (SMTP_URL, e.g. smtps://user:password@smtp.example.com:465). `send` hands the
 * mail over and returns before the SMTP exchange (mailer.port.ts): a failed delivery is written to stderr.
 */
import nodemailer from 'nodemailer';
import type { Mailer } from '../../src/backend/ports';

export interface ClosableMailer extends Mailer {
  close(): void;
}

export function smtpMailer(
  smtpUrl: string,
  from: string,
  report: (line: string) => void = (line) => process.stderr.write(line),
): ClosableMailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      transport
        .sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
        .catch((error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          report(`[mail] not delivered (${mail.subject}): ${reason}\n`);
        });
    },
    close: () => transport.close(),
  };
}
