/**
 * The programme (docs/product.md §10.28): how points are earned from an amount spent, when they expire and
 * what one is worth. The backend core judges every rule here for both hosts; the console shows the same words.
 */
import { POINTS_MAXIMUM } from './constants';

export const ROUNDINGS = ['down', 'nearest'] as const;
export type Rounding = (typeof ROUNDINGS)[number];

export interface Programme {
  /** Points per dollar spent, a decimal ≥ 0 (1, 0.5). */
  pointsPerDollar: number;
  /** How a fraction of a point rounds: down (the default) or to the nearest, a half up. */
  rounding: Rounding;
  /** Whole points added once to every entry booked from an amount. */
  visitBonus: number;
  /** A location's own points per dollar, by its name; a location not named earns `pointsPerDollar`. */
  ratesByLocation: Record<string, number>;
  /** Points expire this many whole months after they were earned; null: they never expire. */
  expiryMonths: number | null;
  /** What one point is worth to the business, in cents: the liability's rate. */
  pointValueCents: number;
}

/** What a business starts with: a point per dollar, rounded down, no bonus, no expiry, a point worth a cent. */
export const DEFAULT_PROGRAMME: Programme = {
  pointsPerDollar: 1,
  rounding: 'down',
  visitBonus: 0,
  ratesByLocation: {},
  expiryMonths: null,
  pointValueCents: 1,
};

/** The largest rate, bonus, expiry and value the programme takes: beyond them a typo, not a programme. */
export const PROGRAMME_LIMITS = {
  pointsPerDollar: 1000,
  visitBonus: POINTS_MAXIMUM,
  expiryMonths: 120,
  pointValueCents: 10_000,
  /** The largest amount one entry may be booked from, in dollars. */
  amount: 1_000_000,
} as const;

/** What an amount spent is refused with, wherever points are booked from one. */
export const AMOUNT_MESSAGES = {
  amount: `Enter an amount in dollars, more than 0 and at most ${PROGRAMME_LIMITS.amount.toLocaleString('en-US')}, with at most two decimals`,
  noPoints: 'This amount earns no points under the programme: enter points instead.',
  tooManyPoints: `This amount would earn more than ${POINTS_MAXIMUM.toLocaleString('en-US')} points at a time.`,
  pointsOrAmount: 'Enter either points or an amount spent, not both',
} as const;

/** Dollars with at most two decimals, more than 0, at most the limit, as whole cents; null otherwise. */
export function amountCents(value: string | number | null | undefined): number | null {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [dollars = '0', cents = ''] = text.split('.');
  const total = Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
  return total > 0 && total <= PROGRAMME_LIMITS.amount * 100 ? total : null;
}

/** The rate an entry at this location earns. */
export const rateAt = (programme: Programme, location: string): number =>
  programme.ratesByLocation[location] ?? programme.pointsPerDollar;

// A product of decimals such as 0.29 × 100 may land a hair under a whole number; this much is still that number.
const HAIR = 1e-9;

/** The points an amount earns at a location: the rate, rounded as the programme says, plus the visit bonus. */
export function pointsForAmount(programme: Programme, cents: number, location: string): number {
  const exact = (cents * rateAt(programme, location)) / 100;
  const rounded = programme.rounding === 'down' ? Math.floor(exact + HAIR) : Math.floor(exact + 0.5 + HAIR);
  return rounded + programme.visitBonus;
}

/** "$23.40": cents as dollars, as the console shows money (docs/product.md §9, CAD as a plain `$`). */
export const dollarsOf = (cents: number): string =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The rule an entry was earned by, as it keeps it: "1 point per $1 at Oakville, rounded down, visit bonus 5". */
export function earningRuleText(programme: Programme, location: string): string {
  const rate = rateAt(programme, location);
  const bonus = programme.visitBonus > 0 ? `, visit bonus ${programme.visitBonus}` : '';
  return `${rate} ${rate === 1 ? 'point' : 'points'} per $1 at ${location}, rounded ${programme.rounding}${bonus}`;
}

/** The liability of a number of points, in whole cents (a fraction of a cent rounds to the nearest). */
export const liabilityCents = (points: number, programme: Pick<Programme, 'pointValueCents'>): number =>
  Math.round(points * programme.pointValueCents);

/** The clients file's liability column (docs/product.md §10.28). */
export const LIABILITY_HEADER = 'Liability ($)';

/** Redeemed as a share of earned, in percent with one decimal; null when nothing was earned. */
export const redemptionRate = (earned: number, redeemed: number): number | null =>
  earned > 0 ? Math.round((redeemed / earned) * 1000) / 10 : null;
