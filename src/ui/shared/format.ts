/** How dates, money and missing values read on screen (docs/product.md §9). Pinned by example in the tests. */
import {
  formatListDate,
  formatListDateTime,
  MISSING,
  parseServerDate,
  withDate,
} from '../../domain/list-dates';

// The list formats, shared with the exported files (src/domain/list-dates.ts).
export { formatListDate, formatListDateTime, MISSING, parseServerDate };

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st: luxon has no ordinal token. */
export function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

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
