/**
 * Points that expire (docs/product.md §10.28): every entry that gives points is a lot, dated when it was
 * earned; everything that takes points (a redeem, an expiry, a reversal of an add) takes from the oldest lots
 * first. A lot expires whole, what is left of it, N months after it was earned.
 *
 * Because a balance never goes below zero, taking from the oldest first at each moment leaves exactly what
 * taking the total from the oldest first at the end leaves: a lot keeps what the earlier lots' total and its
 * own points exceed the total taken by, never less than nothing, never more than its own points.
 */
import { DateTime } from 'luxon';
import { zoneDayOf } from './business-time';
import { balanceChange } from './points';

/** One ledger entry as the lots need it. */
export interface LedgerMovement {
  transactionId: string;
  transactionDate: string;
  type: string;
  transactionPoints: number;
}

export interface Lot {
  /** The entry that earned it: an expiry names it, so one lot expires at most once. */
  transactionId: string;
  earnedAt: string;
  /** What is left of it. */
  points: number;
  expiresAt: string;
}

/**
 * When points earned at `earnedAt` expire: `months` months later on the business's calendar (its `zone`, docs/
 * product.md §10.31), at the same time of day there, so points earned on the zone's 30 Jan expire on its 28 Feb
 * whatever UTC's day was. Answered in UTC, as every instant of the product is.
 *
 * In UTC itself it is plain arithmetic, held to luxon's calendar months (a day the month has not is its last):
 * every lot of every ledger is dated so on each daily run, and luxon took 30 µs a lot, a minute of a run over
 * a million entries (docs/performance.md, "The daily expiry run"). Other zones keep luxon's rules of the zone.
 */
export const expiresAt = (earnedAt: string, months: number, zone: string): string =>
  zone === 'UTC'
    ? utcMonthsLater(earnedAt, months)
    : (DateTime.fromISO(earnedAt, { zone }).plus({ months }).toUTC().toISO() ?? earnedAt);

function utcMonthsLater(earnedAt: string, months: number): string {
  const earned = new Date(earnedAt);
  if (Number.isNaN(earned.getTime())) return earnedAt;
  const year = earned.getUTCFullYear();
  const month = earned.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moved = new Date(earned.getTime());
  moved.setUTCFullYear(year, month, Math.min(earned.getUTCDate(), lastDay));
  return moved.toISOString();
}

/**
 * About the instant `months` months before `now`, as a bound on the earning dates of lots that may have expired
 * by then, `slackDays` wider: a month ends on different days (31 Jan + 1 month is 28 Feb, 28 Feb − 1 month is 28
 * Jan) and the business's zone is hours from UTC, so the bound only narrows what is read; `expiresAt` judges each
 * lot exactly.
 */
export const earnedBefore = (now: number, months: number, slackDays = 0): string =>
  DateTime.fromMillis(now, { zone: 'utc' }).minus({ months }).plus({ days: slackDays }).toUTC().toISO() ?? '';

/** Wide enough for any month's end (31 against 28 days). */
export const MONTH_END_SLACK_DAYS = 4;

/** Strings in code-unit order, as the SQL store's "C" collation orders ids. */
export const codeUnitOrder = (a: string, b: string): number => (a === b ? 0 : a < b ? -1 : 1);

const byLedgerOrder = (a: LedgerMovement, b: LedgerMovement): number =>
  a.transactionDate === b.transactionDate
    ? codeUnitOrder(a.transactionId, b.transactionId)
    : a.transactionDate < b.transactionDate
      ? -1
      : 1;

/** The lots with points left, oldest first, from one client's entries in any order; not yet dated. */
function lotsLeft(entries: readonly LedgerMovement[]): Omit<Lot, 'expiresAt'>[] {
  const sorted = [...entries].sort(byLedgerOrder);
  const taken = sorted.reduce((sum, e) => sum + Math.max(0, -balanceChange(e.type, e.transactionPoints)), 0);
  const lots: Omit<Lot, 'expiresAt'>[] = [];
  let earned = 0;
  for (const entry of sorted) {
    const gives = balanceChange(entry.type, entry.transactionPoints);
    if (gives <= 0) continue;
    earned += gives;
    const left = Math.min(gives, earned - taken);
    if (left > 0)
      lots.push({ transactionId: entry.transactionId, earnedAt: entry.transactionDate, points: left });
  }
  return lots;
}

/** The lots with points left, oldest first, from one client's entries in any order; months count in `zone`. */
export const openLots = (entries: readonly LedgerMovement[], months: number, zone: string): Lot[] =>
  lotsLeft(entries).map((lot) => ({ ...lot, expiresAt: expiresAt(lot.earnedAt, months, zone) }));

/**
 * The lots that have expired by `now` and still hold points: what an expiry run books, one entry each. They
 * expire oldest first, so the first lot not yet due ends the look: the run dates the few lots it books and the
 * one after them, not every lot of every ledger (docs/performance.md, "The daily expiry run").
 */
export function dueLots(
  entries: readonly LedgerMovement[],
  months: number,
  now: number,
  zone: string,
): Lot[] {
  const due: Lot[] = [];
  for (const lot of lotsLeft(entries)) {
    const expires = expiresAt(lot.earnedAt, months, zone);
    if (Date.parse(expires) > now) break;
    due.push({ ...lot, expiresAt: expires });
  }
  return due;
}

/** The points of lots expiring after `now` and no later than `days` days from it. */
export function expiringWithin(
  entries: readonly LedgerMovement[],
  months: number,
  now: number,
  days: number,
  zone: string,
): number {
  const end = now + days * 86_400_000;
  return openLots(entries, months, zone)
    .filter((lot) => Date.parse(lot.expiresAt) > now && Date.parse(lot.expiresAt) <= end)
    .reduce((sum, lot) => sum + lot.points, 0);
}

export interface NextExpiry {
  points: number;
  /** The business's day, yyyy-MM-dd (docs/product.md §10.31). */
  on: string;
}

/** The next expiring amount and its day in `zone` (every lot expiring that day), or null when none will. */
export function nextExpiry(
  entries: readonly LedgerMovement[],
  months: number,
  zone: string,
): NextExpiry | null {
  const lots = openLots(entries, months, zone);
  const first = lots[0];
  if (!first) return null;
  const on = zoneDayOf(first.expiresAt, zone);
  const points = lots
    .filter((lot) => zoneDayOf(lot.expiresAt, zone) === on)
    .reduce((sum, lot) => sum + lot.points, 0);
  return { points, on };
}

/** The Overview's horizon for points about to expire. */
export const EXPIRING_SOON_DAYS = 30;

/** "120 points expire on 31 Mar 2027": `on` is already the business's day, so it is written as it is. */
export const expiryNotice = (next: NextExpiry): string =>
  `${next.points} ${next.points === 1 ? 'point expires' : 'points expire'} on ${DateTime.fromISO(next.on, { zone: 'utc' }).toFormat('dd MMM yyyy')}`;
