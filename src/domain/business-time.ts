/**
 * The business's time zone (docs/product.md §10.31): every day boundary of the product is a day of this zone —
 * the filters' dates, the Overview's periods and buckets, the exports' dates, "the same day" of a reversal, an
 * imported date without a time. The wire keeps UTC instants; only where a day starts and ends moves.
 */
import { DateTime, IANAZone } from 'luxon';
import { TIME_ZONE_MAX } from './constants';

export { TIME_ZONE_MAX };

/** A business set up before it had a zone, and any store that holds none: its days stayed UTC's. */
export const DEFAULT_TIME_ZONE = 'UTC';
/** The demo café's zone. */
export const DEMO_TIME_ZONE = 'America/Toronto';

export const TIME_ZONE_MESSAGE = 'The time zone must be an IANA time zone such as America/Toronto.';
/** A name no zone has: said with the name, so a typo shows. */
export const unknownZoneMessage = (zone: string): string =>
  `"${zone}" is not a time zone: choose an IANA time zone such as America/Toronto.`;

/** An IANA zone name such as America/Toronto, or UTC. */
export const isTimeZone = (zone: string): boolean =>
  zone.length > 0 && zone.length <= TIME_ZONE_MAX && IANAZone.isValidZone(zone);

/** Why `zone` cannot be the business's zone, or undefined. */
export function timeZoneProblem(zone: string): string | undefined {
  const name = zone.trim();
  if (name === '') return TIME_ZONE_MESSAGE;
  return isTimeZone(name) ? undefined : unknownZoneMessage(name);
}

/**
 * The name a valid zone is kept by: its canonical IANA name, in the database's case (`america/toronto` is
 * `America/Toronto`, `Etc/UTC` is `UTC`). The zone was valid typed any way, but kept as typed it would reach
 * the console's pickers and every comparison of zones as a name no list holds.
 */
export function zoneName(zone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return zone;
  }
}

const isUtc = (zone: string | undefined): boolean => zone === undefined || zone === 'UTC';

/** The instant (ISO, UTC) the day `day` (yyyy-MM-dd) starts in `zone`: its midnight, or the first hour after a midnight a clock skipped. */
export function zoneDayStart(day: string, zone: string): string {
  if (isUtc(zone)) return `${day}T00:00:00.000Z`;
  return DateTime.fromISO(day, { zone }).startOf('day').toUTC().toISO() ?? `${day}T00:00:00.000Z`;
}

/** The day after `day`, yyyy-MM-dd. */
const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

/** The zone's day (yyyy-MM-dd) of an ISO instant. */
export function zoneDayOf(iso: string, zone: string | undefined): string {
  if (isUtc(zone)) return new Date(Date.parse(iso)).toISOString().slice(0, 10);
  return DateTime.fromMillis(Date.parse(iso), { zone }).toISODate() ?? iso.slice(0, 10);
}

/** Whole days of a zone, inclusive, as yyyy-MM-dd; '' unbounded. UTC's when no zone is named. */
export interface ZoneDays {
  from: string;
  to: string;
  zone?: string;
}

/**
 * Those days as instants: `start <= instant < end` (ISO strings, UTC, so they compare as text with the
 * store's canonical instants); '' unbounded.
 */
export const zoneDayBounds = (days: ZoneDays): { start: string; end: string } => ({
  start: days.from === '' ? '' : zoneDayStart(days.from, days.zone ?? DEFAULT_TIME_ZONE),
  end: days.to === '' ? '' : zoneDayStart(nextDay(days.to), days.zone ?? DEFAULT_TIME_ZONE),
});

/**
 * A date as an import or a form writes it: a day alone (2023-10-01) is that calendar day of the zone, kept as
 * its midnight there; a time with an offset is that instant; a time without one is the zone's wall clock.
 */
export const zoneDateTime = (text: string, zone: string): DateTime => DateTime.fromISO(text, { zone });

/** An instant written with the zone's offset: `2024-01-05T16:05:00.000-05:00` (the exports' ISO column). */
export const isoWithOffset = (iso: string, zone: string): string =>
  DateTime.fromMillis(Date.parse(iso), { zone }).toISO() ?? iso;
