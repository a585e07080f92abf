/** New-password rules of docs/product.md §5: the messages in their order, the confirm rules and the strength score. */
import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS, STRENGTH_MAX } from './constants';
import { MESSAGES } from './messages';

const hasUppercase = (value: string) => /[A-Z]/.test(value);
const hasDigit = (value: string) => /\d/.test(value);
const hasSpecial = (value: string) => [...value].some((char) => PASSWORD_SPECIAL_CHARACTERS.includes(char));
const isLongEnough = (value: string) => value.length >= PASSWORD_MIN_LENGTH;

/** The first rule the new password breaks, in the order of docs/product.md §5, or undefined when it is acceptable. */
export function validateNewPassword(value: string | undefined): string | undefined {
  if (!value) return MESSAGES.passwordRequired;
  if (!isLongEnough(value)) return MESSAGES.passwordMinLength;
  if (!hasUppercase(value)) return MESSAGES.passwordUppercase;
  if (!hasSpecial(value)) return MESSAGES.passwordSpecial;
  if (!hasDigit(value)) return MESSAGES.passwordNumber;
  return undefined;
}

export function validateConfirmPassword(
  confirm: string | undefined,
  password: string | undefined,
): string | undefined {
  if (!confirm) return MESSAGES.confirmPasswordRequired;
  if (confirm !== password) return MESSAGES.passwordsMustMatch;
  return undefined;
}

/** A new password typed twice, as the reset's and the invitation's forms take it. */
export interface NewPasswordValues {
  password: string;
  confirm: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>;

/** Each field's first problem (docs/product.md §5); none when the password is acceptable and confirmed. */
export function newPasswordProblems(values: Partial<NewPasswordValues>): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const password = validateNewPassword(values.password);
  const confirm = validateConfirmPassword(values.confirm, values.password);
  if (password) errors.password = password;
  if (confirm) errors.confirm = confirm;
  return errors;
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common, and easy to guess: choose another.';

/** Look-alikes a common password is dressed in (P@ssw0rd), undone before the comparison. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '@': 'a',
  '4': 'a',
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '3': 'e',
  $: 's',
  '5': 's',
  '7': 't',
};
const undoLookAlikes = (text: string): string => [...text].map((char) => LOOK_ALIKES[char] ?? char).join('');
/** A shorter word (a name such as "Ana", "new") is no common password by itself. */
const COMMON_WORD_MIN = 4;

/**
 * The forms of a new password that are compared with the list of common passwords (docs/security.md,
 * "Common passwords"): as typed, lower-cased; and its word, without the digits and symbols around it
 * (Password1! → password), each also with look-alikes undone (P@ssw0rd → password). The list holds plain
 * words, and the rules above force a capital, a digit and a symbol: only the word can match.
 */
export function commonPasswordForms(password: string): string[] {
  const typed = password.normalize('NFKC').toLowerCase();
  const word = typed.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const forms = word.length >= COMMON_WORD_MIN ? [typed, word] : [typed];
  return [...new Set(forms.flatMap((form) => [form, undoLookAlikes(form)]))];
}

/** 1 for length, 2 for an uppercase letter, 1 for a special character, 1 for a digit: at most 5. */
export function passwordStrength(value: string): number {
  const score =
    (isLongEnough(value) ? 1 : 0) +
    (hasUppercase(value) ? 2 : 0) +
    (hasSpecial(value) ? 1 : 0) +
    (hasDigit(value) ? 1 : 0);
  return Math.min(score, STRENGTH_MAX);
}

/** The bar fills 20 % a point. */
export const strengthPercent = (score: number): number =>
  (Math.min(Math.max(score, 0), STRENGTH_MAX) * 100) / STRENGTH_MAX;

/** Green only above 4, i.e. at the full score. */
export const isStrongPassword = (score: number): boolean => score > 4;

/** The rules as the tooltip lists them. */
export const PASSWORD_RULES: readonly string[] = [
  `At least ${PASSWORD_MIN_LENGTH} characters`,
  'At least one uppercase letter',
  `At least one special character (${PASSWORD_SPECIAL_CHARACTERS})`,
  'At least one number',
];
