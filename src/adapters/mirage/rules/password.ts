/** The new-password policy of SPEC §5, enforced by the server too (a client can be bypassed). */
import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '../../../domain/constants';
import { MESSAGES } from '../../../domain/messages';

export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string' || password === '') return MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordMinLength;
  if (!/[A-Z]/.test(password)) return MESSAGES.passwordUppercase;
  if (![...password].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c))) return MESSAGES.passwordSpecial;
  if (!/\d/.test(password)) return MESSAGES.passwordNumber;
  return null;
}
