/**
 * Without SMTP_URL (development, `npm start`): each message is one line on standard output naming the
 * recipient and the code. The one place a code is ever printed.
 */
import type { Mailer } from '../../src/backend/ports';

export function consoleMailer(write: (line: string) => void = (line) => process.stdout.write(line)): Mailer {
  return {
    async send(mail) {
      const what =
        mail.link !== undefined ? `link ${mail.link}` : mail.code === null ? 'a notice' : `code ${mail.code}`;
      write(`[mail] to ${mail.to}: ${what} (${mail.subject})\n`);
    },
  };
}
