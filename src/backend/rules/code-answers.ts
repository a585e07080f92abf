/** How a code step is answered, the same in sign-in, reset and registration. Never 401: that ends a session. */
import { MESSAGES } from '../../domain/messages';
import { refuse } from '../answers';
import type { BackendAnswer } from '../wire';
import type { AttemptCheck } from './code-attempt';
import type { CodeCheck } from './codes';
import { waitText } from './lockout-mail';

export const CODE_EXPIRED = 'This code has expired. Please request a new one.';
/** A code sent without the attemptId its request answered: refused unjudged, uncounted. */
export const ATTEMPT_UNKNOWN = 'This code was not requested here. Please start again.';

export const tooManyCodes = (waitMs: number): string =>
  `Too many wrong codes. Please try again in ${waitText(waitMs)}.`;

/** A wrong code, or a code for an account or purpose that has none: the same answer, nothing told apart. */
export const wrongCode = (): BackendAnswer => refuse(400, MESSAGES.invalidOtp);

/** null when the attempt is bound to the id and step. */
export function attemptRefusal(check: AttemptCheck): BackendAnswer | null {
  if (check === 'bound') return null;
  return refuse(400, check === 'expired' ? CODE_EXPIRED : ATTEMPT_UNKNOWN);
}

/** null when the code was right. */
export function codeRefusal(check: CodeCheck, now: number): BackendAnswer | null {
  switch (check.result) {
    case 'ok':
      return null;
    case 'expired':
      return refuse(400, CODE_EXPIRED);
    case 'locked':
      return refuse(429, tooManyCodes(check.until - now));
    default:
      return wrongCode();
  }
}
