/** The admin session rules of docs/product.md §2 and §4: one expiry check for both guards, and remember-me. */
import { REMEMBER_ME_DAYS } from './constants';
import { validateEmail } from './email';
import { MESSAGES } from './messages';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The server's time as this browser can tell it: its own clock, corrected by the skew of the stored session. */
export const serverNow = (browserNowMs: number, clockSkewMs: number | undefined): number =>
  browserNowMs + (clockSkewMs ?? 0);

export type SessionStatus = 'valid' | 'expired' | 'absent';

/**
 * A session by its token's expiry (epoch ms, the server's clock; null for no token or a malformed one, which
 * counts as absent): valid until then, expired after. Reading the expiry off the token is the session store's.
 */
export function sessionStatus(expiresAtMs: number | null | undefined, nowMs: number): SessionStatus {
  if (expiresAtMs === null || expiresAtMs === undefined) return 'absent';
  return expiresAtMs > nowMs ? 'valid' : 'expired';
}

/** Remember-me keeps the email for 7 days from now. */
export const rememberUntil = (nowMs: number): number => nowMs + REMEMBER_ME_DAYS * DAY_MS;

/** The remembered email is used only while its expiry is in the future. */
export const isRememberedEmailValid = (remembered: { expiresAt: number } | null, nowMs: number): boolean =>
  remembered !== null && remembered.expiresAt > nowMs;

export interface SignInValues {
  email?: string;
  password?: string;
}

/** The login form's field errors (docs/product.md §5). */
export function validateSignIn(values: SignInValues): Partial<Record<keyof SignInValues, string>> {
  const errors: Partial<Record<keyof SignInValues, string>> = {};
  // The one email rule (domain/email.ts); the form trims what it sends, so it checks the trimmed text.
  const email = validateEmail(values.email?.trim());
  if (email) errors.email = email;
  if (!values.password) errors.password = MESSAGES.loginPasswordRequired;
  return errors;
}

/**
 * Why a refusal ended a session, when the words alone would not tell a client (docs/api.md, Sessions): a
 * refusal's `reason`. `account-deactivated`: a Super Admin deactivated this admin; signing in again will not help.
 */
export const REFUSAL_REASONS = ['account-deactivated'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];
