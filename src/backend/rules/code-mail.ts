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

/** Issues a new code in its own transaction, then mails it. */
export async function sendCode(
  ports: BackendPorts,
  account: Pick<AccountRecord, '_id' | 'email'>,
  purpose: CodePurpose,
  now: number,
): Promise<void> {
  const code = await ports.store.transaction((tx) =>
    issueCode(tx, ports.generate, account._id, purpose, now),
  );
  await ports.mailer.send(codeMail(account.email, code, purpose));
}
