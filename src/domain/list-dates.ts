/**
 * The date and missing-value formats a list shares with its exported file (docs/product.md §9, §10.10): the
 * console's columns and the server's CSV cells write them alike. The screen-only formats are in
 * src/ui/shared/format.ts, which re-exports these.
 */
import { DateTime, Info } from 'luxon';

export const MISSING = '-';

/** How the store writes every time: `2024-01-05T21:05:00.000Z`. */
const CANONICAL = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * The instant of a time written as the store writes it, read natively (an export formats 100,000 of them and
 * luxon's general ISO parser was a fifth of its work); null for any other form, which luxon reads. The round
 * trip refuses what Date.parse would roll over (30 Feb, 24:00) and luxon calls invalid.
 */
function canonicalInstant(value: string): number | null {
  if (!CANONICAL.test(value)) return null;
  const instant = Date.parse(value);
  return Number.isNaN(instant) || new Date(instant).toISOString() !== value ? null : instant;
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
