/** Real email through nodemailer (SMTP_URL, e.g. smtps://user:password@smtp.example.com:465). */
import nodemailer from 'nodemailer';
import type { Mailer } from '../../src/backend/ports';

export interface ClosableMailer extends Mailer {
  close(): void;
}

export function smtpMailer(smtpUrl: string, from: string): ClosableMailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}
