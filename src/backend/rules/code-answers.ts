/** How a code step is answered, the same in sign-in, reset and registration. Never 401: that ends a session. */
import { MESSAGES } from '../../domain/messages';
import { refuse } from '../answers';
import type { BackendAnswer, JsonAnswer } from '../wire';
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

/**
 * A code step locked by wrong codes: 429 with the wait in words and, for the console's Resend, in seconds as
 * `Retry-After` (exposed to a console on another origin; docs/product.md §10.7).
 */
export function lockedCode(waitMs: number): JsonAnswer {
  return {
    ...refuse(429, tooManyCodes(waitMs)),
    headers: {
      'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
      'Access-Control-Expose-Headers': 'Retry-After',
    },
  };
}

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
      return lockedCode(check.until - now);
    default:
      return wrongCode();
  }
}
