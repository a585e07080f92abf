/**
 * The date and missing-value formats a list shares with its exported file (docs/product.md §9, §10.10): the
 * console's columns and the server's CSV cells write them alike. The screen-only formats are in
 * src/ui/shared/format.ts, which re-exports these.
 */
import { DateTime, Info } from 'luxon';

export const MISSING = '-';

/** How the store writes every time: `2024-01-05T21:05:00.000Z`. */
const CANONICAL = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The number written in `value`'s characters `from` to `to` (digits only: CANONICAL checked them). */
function digitsAt(value: string, from: number, to: number): number {
  let number = 0;
  for (let i = from; i < to; i += 1) number = number * 10 + value.charCodeAt(i) - 48;
  return number;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether Date.parse read the day and hour as written: it rolls 30 Feb over to March and 24:00 to the next day. */
function asWritten(value: string): boolean {
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 7);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return digitsAt(value, 8, 10) <= days && digitsAt(value, 11, 13) < 24;
}

/**
 * The instant of a time written as the store writes it, read natively (an export formats 100,000 of them and
 * luxon's general ISO parser was a fifth of its work); null for any other form, which luxon reads. What
 * Date.parse would roll over (30 Feb, 24:00) is refused, as luxon calls it invalid: checked on the digits,
 * as a round trip through toISOString cost three times the rest (docs/performance.md, "/healthz while
 * exporting").
 */
function canonicalInstant(value: string): number | null {
  if (!CANONICAL.test(value)) return null;
  const instant = Date.parse(value);
  return Number.isNaN(instant) || !asWritten(value) ? null : instant;
}

/**
 * A server date string as a DateTime in `zone` (the user's local zone by default).
 * Strings without an offset are UTC, as docs/product.md §9 says; anything unreadable is null.
 */
export function parseServerDate(value?: string | null, zone?: string): DateTime | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const instant = canonicalInstant(value);
  const parsed =
    instant === null
      ? DateTime.fromISO(value.trim(), { zone: 'utc', setZone: true })
      : DateTime.fromMillis(instant, { zone: 'utc' });
  if (!parsed.isValid) return null;
  const shown = zone ? parsed.setZone(zone) : parsed.toLocal();
  return shown.isValid ? shown : null;
}

/** The date shown by `show`, or MISSING when there is none. */
export const withDate = (
  value: string | null | undefined,
  zone: string | undefined,
  show: (d: DateTime) => string,
): string => {
  const date = parseServerDate(value, zone);
  return date ? show(date) : MISSING;
};

/**
 * The en-US names luxon's `LLL` and `a` write, taken from luxon once: the formats below are put together from
 * the date's fields, as `toFormat` would, without parsing the format string and allocating for each date
 * (a 100,000-row export writes one per row). tests/domain/list-dates.test.ts holds them equal to `toFormat`.
 */
const MONTHS = Info.months('short', { locale: 'en-US' });
const [AM = 'AM', PM = 'PM'] = Info.meridiems({ locale: 'en-US' });
const two = (n: number): string => (n < 10 ? `0${n}` : String(n));
const day = (d: DateTime): string =>
  `${two(d.day)} ${MONTHS[d.month - 1] ?? ''} ${String(d.year).padStart(4, '0')}`;

/** `05 Jan 2024` (dd MMM yyyy): list columns and the profile. */
export const formatListDate = (value?: string | null, zone?: string): string => withDate(value, zone, day);

/** `05 Jan 2024 - 9:05 PM` (dd MMM yyyy - p): transaction and broadcast times in lists. */
export const formatListDateTime = (value?: string | null, zone?: string): string =>
  withDate(value, zone, (d) => `${day(d)} - ${d.hour % 12 || 12}:${two(d.minute)} ${d.hour < 12 ? AM : PM}`);
