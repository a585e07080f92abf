/** How a code check is answered, shared by sign-in, reset and registration. */
import { MESSAGES } from '../../../domain/messages';
import type { CodeCheck } from '../auth/codes';
import { fail, type Answer } from '../server/answer';

export const TOO_MANY_CODES = 'Too many wrong codes. Please request a new code and try again.';

/** null when the code was right. */
export function codeRefusal(check: CodeCheck): Answer | null {
  switch (check) {
    case 'ok':
      return null;
    case 'expired':
      return fail(400, 'This code has expired. Please request a new one.');
    case 'locked':
      return fail(429, TOO_MANY_CODES);
    default:
      return fail(400, MESSAGES.invalidOtp);
  }
}
