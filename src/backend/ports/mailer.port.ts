/** Sends the emails the backend writes (codes, broadcasts). The dev mailer prints one line naming recipient and code. */
import type { MailOutcome } from './broadcast-mail.port';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /**
   * The 4-digit code the message carries, so a dev mailer or a test can show or capture it; null for a
   * notice that carries none (a sign-up with an email that already has an account, an invitation).
   */
  code: string | null;
  /** An invitation's link (absolute: ConsoleAddress), shown by a dev mailer like a code. */
  link?: string;
}

/** A broadcast's email (docs/product.md §10.27): to one client, with its unsubscribe link and headers. */
export interface BroadcastMail {
  to: string;
  subject: string;
  text: string;
  broadcastId: string;
  /** The client's own unsubscribe page (absolute), also in the List-Unsubscribe header. */
  unsubscribeLink: string;
  headers: Record<string, string>;
}

export interface Mailer {
  /**
   * Hands the mail over and returns: delivery (an SMTP round trip) is never on the request's path, whose
   * time would otherwise tell an email with an account from one without (docs/security.md). A failed
   * delivery is the host's to report; `send` does not reject for it.
   */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Delivers a broadcast's email and answers once the exchange is over (SMTP: the server's answer to the
   * message): a broadcast runner, never a request, waits for it. Never rejects: a failure is its outcome.
   */
  deliver(mail: BroadcastMail): Promise<MailOutcome>;
}
