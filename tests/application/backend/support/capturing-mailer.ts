/** A mailer port that keeps what the backend sends, so a test reads the code the way a person would. */
import type { BroadcastMail, Mailer, OutgoingMail } from '../../../../src/backend/ports';

export interface CapturingMailer extends Mailer {
  readonly sent: readonly OutgoingMail[];
  /** The broadcast emails delivered, oldest first. */
  readonly delivered: readonly BroadcastMail[];
  /** Addresses whose delivery fails (an SMTP server refusing them), until clear(). */
  readonly refuse: Set<string>;
  /** The code of the latest mail to `email` (case-insensitive); throws when none was sent. */
  lastCodeFor(email: string): string;
  /** The link of the latest mail with one to `email` (an invitation); throws when none was sent. */
  lastLinkFor(email: string): string;
  clear(): void;
}

export function createCapturingMailer(): CapturingMailer {
  const sent: OutgoingMail[] = [];
  const delivered: BroadcastMail[] = [];
  const refuse = new Set<string>();
  return {
    sent,
    delivered,
    refuse,
    async send(mail) {
      sent.push(mail);
    },
    async deliver(mail) {
      if (refuse.has(mail.to)) return { status: 'failed', error: '550 mailbox unavailable' };
      delivered.push(mail);
      return { status: 'sent', error: null };
    },
    lastCodeFor(email) {
      const mail = sent.findLast((m) => m.to.toLowerCase() === email.toLowerCase() && m.code !== null);
      if (!mail?.code) throw new Error(`no code was mailed to ${email}`);
      return mail.code;
    },
    lastLinkFor(email) {
      const mail = sent.findLast((m) => m.to.toLowerCase() === email.toLowerCase() && m.link !== undefined);
      if (mail?.link === undefined) throw new Error(`no link was mailed to ${email}`);
      return mail.link;
    },
    clear() {
      sent.length = 0;
      delivered.length = 0;
      refuse.clear();
    },
  };
}
