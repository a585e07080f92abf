/** Sends the emails the backend writes (codes). The dev mailer prints one line naming recipient and code. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The 4-digit code the message carries, so a dev mailer or a test can show or capture it. */
  code: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
