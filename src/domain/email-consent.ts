/**
 * A client's consent to broadcasts by email (docs/product.md §10.27): yes or no, when, and where it came from.
 * A broadcast is mailed only to clients who said yes; an unsubscribe sets it back to no.
 */
export const CONSENT_SOURCES = ['admin', 'import', 'enrolment', 'unsubscribe'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export interface EmailConsent {
  emailConsent: boolean;
  /** When it was last set (ISO-8601), or null: never asked. */
  emailConsentAt: string | null;
  emailConsentSource: ConsentSource | null;
}

/** A client nobody asked: no consent, no date, no source. */
export const NO_CONSENT: EmailConsent = {
  emailConsent: false,
  emailConsentAt: null,
  emailConsentSource: null,
};

/** Consent as given (or refused) now, from `source`. */
export const consentFrom = (given: boolean, source: ConsentSource, nowMs: number): EmailConsent => ({
  emailConsent: given,
  emailConsentAt: new Date(nowMs).toISOString(),
  emailConsentSource: source,
});

/** How the console names where a consent came from. */
export const CONSENT_SOURCE_LABELS: Record<ConsentSource, string> = {
  admin: 'entered by an admin',
  import: 'imported',
  enrolment: 'given at enrolment',
  unsubscribe: 'unsubscribed by email link',
};

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0', '']);

/** An import's consent cell: yes/no, true/false, 1/0 in any case; empty is no; anything else is null (refused). */
export function consentCell(text: string): boolean | null {
  const word = text.trim().toLowerCase();
  if (YES.has(word)) return true;
  return NO.has(word) ? false : null;
}

/** What an unsubscribe link's call answers: done now, or done before (a second use is no error). */
export const UNSUBSCRIBE_OUTCOMES = ['unsubscribed', 'already-unsubscribed'] as const;
export type UnsubscribeOutcome = (typeof UNSUBSCRIBE_OUTCOMES)[number];
