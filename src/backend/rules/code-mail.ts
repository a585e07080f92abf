/** The emails that carry codes. Sent after the code is committed: a mail never names a code that is not kept. */
import type { BackendPorts, OutgoingMail } from '../ports';
import type { AccountRecord, CodePurpose } from '../records';
import { issueCode } from './codes';

const SUBJECTS: Record<CodePurpose, string> = {
  login: 'Your LoyalLoop sign-in code',
  reset: 'Your LoyalLoop password reset code',
  register: 'Verify your email for LoyalLoop',
};

export const codeMail = (to: string, code: string, purpose: CodePurpose): OutgoingMail => ({
  to,
  subject: SUBJECTS[purpose],
  text:
    `Your LoyalLoop code is ${code}. It is valid for 10 minutes and works once.\n` +
    'If you did not ask for it, you can ignore this email.',
  code,
});

/**
 * To an address that signs up again: the sign-up answers as for a new email (nobody learns who has an
 * account), and the owner of the address learns it here, with where to go instead.
 */
export const accountExistsMail = (to: string): OutgoingMail => ({
  to,
  subject: 'You already have a LoyalLoop account',
  text:
    'Someone, probably you, asked to sign up to LoyalLoop with this email address, which already has an account.\n' +
    'Sign in at /auth/login, or choose "Forgot password?" there to set a new password.\n' +
    'If it was not you, you can ignore this email: nothing was changed.',
  code: null,
});

/**
 * Issues a new code in its own transaction, then mails it (the mailer hands it over and returns: delivery is
 * off the request's path, mailer.port.ts). Answers the code step's attemptId.
 */
export async function sendCode(
  ports: BackendPorts,
  account: Pick<AccountRecord, '_id' | 'email'>,
  purpose: CodePurpose,
  now: number,
): Promise<string> {
  const { code, attemptId } = await ports.store.transaction((tx) =>
    issueCode(tx, ports.generate, account._id, purpose, now),
  );
  await ports.mailer.send(codeMail(account.email, code, purpose));
  return attemptId;
}
