/**
 * A password an admin chooses (the first set-up, an invitation, a reset, a change) passes the domain's rules
 * and is none of the most common passwords (docs/security.md, "Common passwords"). The list is a module of its
 * own, imported on first use: the server reads it once, the demo loads it as a chunk of its own when a
 * password is first chosen, and no console page carries it.
 */
import { COMMON_PASSWORD_MESSAGE, commonPasswordForms, validateNewPassword } from '../../domain/password';

let common: Promise<ReadonlySet<string>> | null = null;
const commonPasswords = (): Promise<ReadonlySet<string>> =>
  (common ??= import('./common-password-list').then(
    ({ COMMON_PASSWORDS }) => new Set(COMMON_PASSWORDS.split('\n').filter((word) => word !== '')),
  ));

/** The first problem of a chosen password, or undefined when it may be used. */
export async function chosenPasswordProblem(password: string): Promise<string | undefined> {
  const broken = validateNewPassword(password);
  if (broken !== undefined) return broken;
  const list = await commonPasswords();
  return commonPasswordForms(password).some((form) => list.has(form)) ? COMMON_PASSWORD_MESSAGE : undefined;
}
