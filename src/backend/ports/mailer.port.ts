/** Sends the emails the backend writes (codes). The dev mailer prints one line naming recipient and code. */
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

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
