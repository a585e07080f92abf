/**
 * One email rule for every form and the backend: a plain address `local@domain.tld`, as a person types it
 * for a mailbox. Refused: spaces, markup (`<script>@x.com`), a trailing or doubled dot, no dot-part.
 */
import { MESSAGES } from './messages';

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_INVALID = 'Enter a valid email address!';

// The characters of HTML's own email input (which leaves out quotes, angle brackets and spaces).
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL = /^[A-Za-z]{2,63}$/;

export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  const topLevel = labels.at(-1) ?? '';
  return (
    at > 0 &&
    local.length <= 64 &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL.test(topLevel)
  );
}

/**
 * What makes two emails one address, wherever accounts are matched (both stores, the reset's answer): the
 * address trimmed and lower-cased with `toLowerCase()`, never a database's locale-dependent `lower()`.
 */
export const emailKey = (email: string): string => email.trim().toLowerCase();

/** The field message for an email, or undefined when it is acceptable. Surrounding spaces are the form's to trim. */
export function validateEmail(value: string | undefined): string | undefined {
  if (!value) return MESSAGES.emailRequired;
  return isValidEmail(value) ? undefined : EMAIL_INVALID;
}
