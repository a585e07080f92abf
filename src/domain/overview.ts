/**
 * The Overview's rules: which days a period covers, the period before it, how its charts are bucketed, and
 * what the answer of GET admin/overview holds. The backend core, both stores and the console share them, so
 * a day, a week and "the previous period" mean the same thing everywhere. Days are whole days of the
 * business's time zone (docs/product.md §10.31), weeks start on Monday.
 */
import type { Location } from './entities';
import type { OverviewTopReward } from './rewards';
import { dateRangeProblem, isValidQueryDate, locationsIn, type FilterCodec } from './filters';

/** Past this many days, the points chart goes per week instead of per day. */
export const OVERVIEW_DAILY_MAX_DAYS = 90;
/** The longest period one call covers (two years and a leap day): a chart of 105 weekly bars at most. */
export const OVERVIEW_MAX_DAYS = 731;
/** How many clients the top list shows. */
export const OVERVIEW_TOP_CLIENTS = 10;

const DAY_MS = 86_400_000;

/** A period of whole days of the business's zone, both inclusive, as yyyy-MM-dd. */
export interface OverviewPeriod {
  from: string;
  to: string;
}

/** Days since 1970-01-01 (UTC) of a yyyy-MM-dd day. */
export const dayNumber = (day: string): number => Math.floor(Date.parse(`${day}T00:00:00.000Z`) / DAY_MS);

/** The yyyy-MM-dd of a day number. */
export const dayOfNumber = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

export const periodDays = (period: OverviewPeriod): number =>
  dayNumber(period.to) - dayNumber(period.from) + 1;

/** Said by the console before it calls and by the core when it refuses the call: the same words. */
export const OVERVIEW_PERIOD_MESSAGE = `The period can be at most ${OVERVIEW_MAX_DAYS} days long.`;

/** Why one call cannot cover a period of two set days (reversed, or too long), or undefined when it can. */
export const periodProblem = (period: OverviewPeriod): string | undefined =>
  dateRangeProblem(period.from, period.to) ??
  (periodDays(period) > OVERVIEW_MAX_DAYS ? OVERVIEW_PERIOD_MESSAGE : undefined);

/** Days per bar of the points chart: 1 up to 90 days, 7 beyond. New clients are always per 7 days. */
export const pointsBucketDays = (period: OverviewPeriod): 1 | 7 =>
  periodDays(period) <= OVERVIEW_DAILY_MAX_DAYS ? 1 : 7;

/** The same number of days just before: what the tiles' changes compare against. */
export function previousPeriod(period: OverviewPeriod): OverviewPeriod {
  const length = periodDays(period);
  const start = dayNumber(period.from);
  return { from: dayOfNumber(start - length), to: dayOfNumber(start - 1) };
}

/** The Monday on or before a day number (1970-01-01, day 0, was a Thursday). */
const mondayOf = (n: number): number => n - ((((n + 3) % 7) + 7) % 7);

/**
 * Where bucket 0 starts counting: a day bucket at the period's first day; a week, on the Monday on or before
 * it, as weeks start on Monday (docs/product.md §10.31). The SQL store counts from the same day.
 */
export const bucketAnchor = (period: OverviewPeriod, size: number): string =>
  size === 7 ? dayOfNumber(mondayOf(dayNumber(period.from))) : period.from;

/** A bucket's index for a day of the period: buckets are `size` days long, counted from bucketAnchor. */
export const bucketIndex = (period: OverviewPeriod, day: string, size: number): number =>
  Math.floor((dayNumber(day) - dayNumber(bucketAnchor(period, size))) / size);

/** The first day of bucket `index` in the period: a week's Monday, or the period's first day for the first. */
export const bucketStart = (period: OverviewPeriod, index: number, size: number): string =>
  dayOfNumber(Math.max(dayNumber(period.from), dayNumber(bucketAnchor(period, size)) + index * size));

/** How many buckets of `size` days the period spans. */
export const bucketCount = (period: OverviewPeriod, size: number): number =>
  bucketIndex(period, period.to, size) + 1;

/** The periods the console offers; `custom` takes the dates typed. */
export const OVERVIEW_PRESETS = ['7d', '30d', '90d', 'year', 'custom'] as const;
export type OverviewPreset = (typeof OVERVIEW_PRESETS)[number];

export const OVERVIEW_PRESET_LABELS: Record<OverviewPreset, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  year: 'This year',
  custom: 'Custom dates',
};

/** A preset's days, ending today (`today` is the business's day, yyyy-MM-dd). */
export function presetPeriod(preset: Exclude<OverviewPreset, 'custom'>, today: string): OverviewPeriod {
  if (preset === 'year') return { from: `${today.slice(0, 4)}-01-01`, to: today };
  const days = { '7d': 7, '30d': 30, '90d': 90 }[preset];
  return { from: dayOfNumber(dayNumber(today) - days + 1), to: today };
}

/** One bar of the points chart: one location's points in one bucket. */
export interface OverviewPointsBar {
  /** The bucket's first day. */
  start: string;
  location: string;
  earned: number;
  redeemed: number;
}

export interface OverviewTopClient {
  userId: string;
  name: string;
  earned: number;
}

/** The answer of GET admin/overview (`overview` in the JSON). */
export interface Overview {
  period: OverviewPeriod;
  previous: OverviewPeriod;
  /** Days per bar of `points`. */
  bucketDays: 1 | 7;
  /** Clients now (at the location), whatever the period. */
  clients: { active: number; blocked: number };
  /** The sum of those clients' balances: the points the business owes. */
  pointsOutstanding: number;
  earned: number;
  redeemed: number;
  previousEarned: number;
  previousRedeemed: number;
  /**
   * Reversals booked in the period: corrections, counted neither as earned nor as redeemed (docs/product.md
   * §10). Earned and redeemed count adds and redeems only; an opening balance is in neither.
   */
  corrections: number;
  /** Clients with at least one add or redeem in the period (an opening balance or a reversal makes none active). */
  activeClients: number;
  /** Buckets with points only, by start then location. */
  points: OverviewPointsBar[];
  /** Clients who joined, per 7 days from the period's first day; buckets with none are left out. */
  newClients: { start: string; count: number }[];
  /** By points earned in the period, most first (ties by id); at most OVERVIEW_TOP_CLIENTS. */
  topClients: OverviewTopClient[];
  /** The rewards most redeemed in the period (docs/product.md §10.23); at most OVERVIEW_TOP_REWARDS. */
  topRewards: OverviewTopReward[];
  /** pointsOutstanding at the programme's point value, in cents (docs/product.md §10.28). */
  liabilityCents: number;
  /** Points that will expire in the next 30 days, every location's (0 while expiry is off). */
  expiringNext30Days: number;
}

/** The Overview's state in the query string, like every list's: `period`, `from`/`to` when custom, `location`. */
export interface OverviewFilters {
  period: OverviewPreset;
  from: string;
  to: string;
  location: Location[];
}

export const DEFAULT_OVERVIEW_PRESET = '30d' satisfies OverviewPreset;

export const OVERVIEW_FILTERS: FilterCodec<OverviewFilters> = {
  keys: ['period', 'from', 'to', 'location'],
  empty: { period: DEFAULT_OVERVIEW_PRESET, from: '', to: '', location: [] },
  parse(query) {
    const p = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
    const day = (key: string) => {
      const value = (p.get(key) ?? '').trim();
      return isValidQueryDate(value) ? value : '';
    };
    const asked = (p.get('period') ?? '').trim();
    return {
      period: OVERVIEW_PRESETS.find((preset) => preset === asked) ?? DEFAULT_OVERVIEW_PRESET,
      from: day('from'),
      to: day('to'),
      location: locationsIn(p),
    };
  },
};

/**
 * The days the filters stand for on `today`. Custom dates that are missing, reversed or longer than a call
 * allows fall back to the default preset, so a hand-edited URL still shows a page (and says which days).
 */
export function periodOf(filters: OverviewFilters, today: string): OverviewPeriod {
  const { period, from, to } = filters;
  if (period !== 'custom') return presetPeriod(period, today);
  const usable = from !== '' && to !== '' && periodProblem({ from, to }) === undefined;
  return usable ? { from, to } : presetPeriod(DEFAULT_OVERVIEW_PRESET, today);
}
