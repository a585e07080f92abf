/**
 * A client's phone (docs/product.md §10.24): kept as E.164 (`+14165550123`), read from whatever a person or a
 * spreadsheet writes (`(416) 555-0123`, `416.555.0123`, `+1 416 555 0123`) with libphonenumber-js's small
 * metadata set. A number written without `+` and a country code is read as Canadian (PHONE_COUNTRY).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** The country a number without `+` is read in: the product is Canadian (docs/product.md §1.6). */
export const PHONE_COUNTRY = 'CA';
/** More than any phone number as people write it (E.164 has at most 15 digits). */
export const PHONE_MAX_LENGTH = 40;

export const PHONE_MESSAGES = {
  invalid:
    'Enter a valid phone number, such as (416) 555-0123 or +44 20 7946 0958 (a number without + is read as Canadian).',
  emailOrPhone: 'A client needs an email or a phone number.',
  phoneTaken: (clientId: string) => `This phone number already belongs to client ${clientId}.`,
} as const;

export type PhoneRead = { ok: true; phone: string } | { ok: false; message: string };

/** The phone as E.164, '' for blank text, or why it is refused. */
export function readPhone(text: string | null | undefined): PhoneRead {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { ok: true, phone: '' };
  if (trimmed.length > PHONE_MAX_LENGTH) return { ok: false, message: PHONE_MESSAGES.invalid };
  const number = parsePhoneNumberFromString(trimmed, PHONE_COUNTRY);
  return number?.isValid()
    ? { ok: true, phone: number.number }
    : { ok: false, message: PHONE_MESSAGES.invalid };
}

/** A kept phone as people read it (`+1 416 555 0123`); '' stays ''. */
export const phoneDisplay = (e164: string): string =>
  e164 === '' ? '' : (parsePhoneNumberFromString(e164)?.formatInternational() ?? e164);

/** The digits of a phone: what the client search compares (`+1 (416) 555-0123` → `14165550123`). */
export const phoneDigits = (text: string): string => text.replace(/\D/g, '');

/** Only digits and what people write between them: `(416) 555-0123`, `+1 416`, `416.555`. */
const PHONE_LIKE = /^\+?[\d\s().-]*\d[\d\s().-]*$/;

/**
 * A client search as the stores run it: a search written like a phone number becomes its digits, so
 * `(416) 555-0123`, `416-555-0123` and `4165550123` all find +14165550123; any other search is kept.
 */
export const clientSearchTerm = (search: string): string =>
  PHONE_LIKE.test(search) ? phoneDigits(search) : search;
