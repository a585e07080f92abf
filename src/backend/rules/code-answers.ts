/** How a code check is answered, the same in sign-in, reset and registration. Never 401: that ends a session. */
import { MESSAGES } from '../../domain/messages';
import { refuse } from '../answers';
import type { BackendAnswer } from '../wire';
import type { CodeCheck } from './codes';

export const TOO_MANY_CODES = 'Too many wrong codes. Please request a new code and try again.';
export const CODE_EXPIRED = 'This code has expired. Please request a new one.';

/** A wrong code, or a code for an account or purpose that has none: the same answer, nothing told apart. */
export const wrongCode = (): BackendAnswer => refuse(400, MESSAGES.invalidOtp);

/** null when the code was right. */
export function codeRefusal(check: CodeCheck): BackendAnswer | null {
  switch (check) {
    case 'ok':
      return null;
    case 'expired':
      return refuse(400, CODE_EXPIRED);
    case 'locked':
      return refuse(429, TOO_MANY_CODES);
    default:
      return wrongCode();
  }
}
