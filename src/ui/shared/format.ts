/** How dates, money and missing values read on screen (docs/product.md §9). Pinned by example in the tests. */
import { DateTime } from 'luxon';

export const MISSING = '-';

/**
 * A server date string as a DateTime in `zone` (the user's local zone by default).
 * Strings without an offset are UTC, as docs/product.md §9 says; anything unreadable is null.
 */
export function parseServerDate(value?: string | null, zone?: string): DateTime | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = DateTime.fromISO(value.trim(), { zone: 'utc', setZone: true });
  if (!parsed.isValid) return null;
  const shown = zone ? parsed.setZone(zone) : parsed.toLocal();
  return shown.isValid ? shown : null;
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st: luxon has no ordinal token. */
export function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

const withDate = (
  value: string | null | undefined,
  zone: string | undefined,
  show: (d: DateTime) => string,
) => {
  const date = parseServerDate(value, zone);
  return date ? show(date) : MISSING;
};

/** `05 Jan 2024` (dd MMM yyyy): list columns and the profile. */
export const formatListDate = (value?: string | null, zone?: string): string =>
  withDate(value, zone, (d) => d.toFormat('dd LLL yyyy', { locale: 'en-US' }));

/** `05 Jan 2024 - 9:05 PM` (dd MMM yyyy - p): transaction and broadcast times in lists. */
export const formatListDateTime = (value?: string | null, zone?: string): string =>
  withDate(value, zone, (d) => d.toFormat("dd LLL yyyy '-' h:mm a", { locale: 'en-US' }));

/** `January 5th 2024 09:05 PM` (MMMM Do YYYY hh:mm A): every detail screen. */
export const formatDetailDateTime = (value?: string | null, zone?: string): string =>
  withDate(value, zone, (d) => {
    const month = d.toFormat('LLLL', { locale: 'en-US' });
    return `${month} ${ordinal(d.day)} ${d.toFormat('yyyy hh:mm a', { locale: 'en-US' })}`;
  });

/** Any cell value as text; null, undefined, blank text and NaN read as `-`. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return MISSING;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : MISSING;
  const text = String(value);
  return text.trim() === '' ? MISSING : text;
}
