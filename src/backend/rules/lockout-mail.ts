/** The email an account gets when wrong codes lock its code step (docs/security.md, "Codes and sign-in"). */
import type { OutgoingMail } from '../ports';

/** '1 hour', '2 hours', '24 hours': the waits are whole hours (code-guesses.ts); a shorter one reads in minutes. */
export const waitText = (ms: number): string => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes % 60 !== 0) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
};

export const lockoutMail = (to: string, waitMs: number): OutgoingMail => ({
  to,
  subject: 'Too many wrong LoyalLoop codes',
  text:
    `Too many wrong codes were entered for your LoyalLoop account, so codes are refused for the next ${waitText(waitMs)}.\n` +
    'If it was not you, someone may know your email and be guessing: your password and account are unchanged. ' +
    'If it happens again, each wait is twice as long.',
  code: null,
});
