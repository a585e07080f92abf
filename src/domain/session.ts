/** The admin session rules of docs/product.md §2 and §4: one token check for both guards, and remember-me. */
import { REMEMBER_ME_DAYS } from './constants';
import { validateEmail } from './email';
import { MESSAGES } from './messages';

const DAY_MS = 24 * 60 * 60 * 1000;

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  return JSON.parse(atob(padded));
}

/** A numeric time claim of a JWT (seconds) as epoch ms, or null when the token is not one or lacks it. */
function timeClaim(token: string | null | undefined, name: 'exp' | 'iat'): number | null {
  if (!token) return null;
  const segments = token.split('.');
  const payload = segments[1];
  if (segments.length !== 3 || !payload) return null;
  try {
    const claims = decodeSegment(payload);
    if (typeof claims !== 'object' || claims === null || !(name in claims)) return null;
    const value: unknown = (claims as Record<string, unknown>)[name];
    return typeof value === 'number' && Number.isFinite(value) ? value * 1000 : null;
  } catch {
    // A malformed token is simply no session.
    return null;
  }
}

/** When the token stops being valid (epoch ms, the server's clock), or null when it is not a JWT with a numeric `exp`. */
export const tokenExpiry = (token: string | null | undefined): number | null => timeClaim(token, 'exp');

/**
 * How far the server's clock runs ahead of this browser's (ms, negative when behind), read off a token's `iat`
 * as it arrives: a token's `exp` is the server's time, and a browser whose clock is hours fast would otherwise
 * judge every new token expired and renew it for ever (docs/security.md, "A browser's clock"). 0 without `iat`.
 */
export function clockSkewOf(token: string, receivedAtMs: number): number {
  const issuedAt = timeClaim(token, 'iat');
  return issuedAt === null ? 0 : issuedAt - receivedAtMs;
}

/** The server's time as this browser can tell it: its own clock, corrected by the skew of the stored session. */
export const serverNow = (browserNowMs: number, clockSkewMs: number | undefined): number =>
  browserNowMs + (clockSkewMs ?? 0);

export type SessionStatus = 'valid' | 'expired' | 'absent';

/** A malformed token counts as absent; a well-formed one whose expiry has passed as expired. */
export function sessionStatus(token: string | null | undefined, nowMs: number): SessionStatus {
  const expiry = tokenExpiry(token);
  if (expiry === null) return 'absent';
  return expiry > nowMs ? 'valid' : 'expired';
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
