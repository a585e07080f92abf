/** Sends the emails the backend writes (codes). The dev mailer prints one line naming recipient and code. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /**
   * The 4-digit code the message carries, so a dev mailer or a test can show or capture it; null for a
   * notice that carries none (a sign-up with an email that already has an account).
   */
  code: string | null;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
