/**
 * The date and missing-value formats a list shares with its exported file (docs/product.md §9, §10.10): the
 * console's columns and the server's CSV cells write them alike. The screen-only formats are in
 * src/ui/shared/format.ts, which re-exports these.
 */
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

/** The date shown by `show`, or MISSING when there is none. */
export const withDate = (
  value: string | null | undefined,
  zone: string | undefined,
  show: (d: DateTime) => string,
): string => {
  const date = parseServerDate(value, zone);
  return date ? show(date) : MISSING;
};

/** `05 Jan 2024` (dd MMM yyyy): list columns and the profile. */
export const formatListDate = (value?: string | null, zone?: string): string =>
  withDate(value, zone, (d) => d.toFormat('dd LLL yyyy', { locale: 'en-US' }));

/** `05 Jan 2024 - 9:05 PM` (dd MMM yyyy - p): transaction and broadcast times in lists. */
export const formatListDateTime = (value?: string | null, zone?: string): string =>
  withDate(value, zone, (d) => d.toFormat("dd LLL yyyy '-' h:mm a", { locale: 'en-US' }));
