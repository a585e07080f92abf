/**
 * Without SMTP_URL (development, `npm start`): each message is one line on standard output naming the
 * recipient and the code. The one place a code is ever printed. A broadcast's emails print the same way,
 * the first 20 of each broadcast only, then one line counting the rest once they stop coming
 * (docs/settings.md, SMTP_URL).
 */
import type { Mailer } from '../../src/backend/ports';

/** How many of one broadcast's emails are printed before they are only counted. */
export const PRINTED_PER_BROADCAST = 20;
/** Quiet this long after a broadcast's last email: its count is printed. */
const TALLY_AFTER_MS = 1_000;

export function consoleMailer(write: (line: string) => void = (line) => process.stdout.write(line)): Mailer {
  const printed = new Map<string, number>();
  const unprinted = new Map<string, { count: number; timer: ReturnType<typeof setTimeout> | null }>();
  const tally = (broadcastId: string): void => {
    const rest = unprinted.get(broadcastId);
    if (!rest) return;
    unprinted.delete(broadcastId);
    write(`[mail] ${broadcastId}: ${rest.count} more broadcast emails sent, not printed\n`);
  };
  return {
    async send(mail) {
      const what =
        mail.link !== undefined ? `link ${mail.link}` : mail.code === null ? 'a notice' : `code ${mail.code}`;
      write(`[mail] to ${mail.to}: ${what} (${mail.subject})\n`);
    },
    async deliver(mail) {
      const shown = printed.get(mail.broadcastId) ?? 0;
      if (shown < PRINTED_PER_BROADCAST) {
        printed.set(mail.broadcastId, shown + 1);
        write(`[mail] to ${mail.to}: broadcast ${mail.broadcastId}, unsubscribe ${mail.unsubscribeLink}\n`);
        return { status: 'sent', error: null };
      }
      const rest = unprinted.get(mail.broadcastId) ?? { count: 0, timer: null };
      if (rest.timer) clearTimeout(rest.timer);
      rest.count += 1;
      rest.timer = setTimeout(() => tally(mail.broadcastId), TALLY_AFTER_MS);
      rest.timer.unref();
      unprinted.set(mail.broadcastId, rest);
      return { status: 'sent', error: null };
    },
  };
}
