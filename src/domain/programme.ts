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

export const PROGRAMME_MESSAGES = {
  pointsPerDollar: `Points per dollar must be a number from 0 to ${PROGRAMME_LIMITS.pointsPerDollar}, with at most two decimals.`,
  rounding: 'Rounding must be down or nearest.',
  visitBonus: `The visit bonus must be a whole number of points from 0 to ${PROGRAMME_LIMITS.visitBonus.toLocaleString('en-US')}.`,
  ratesByLocation: `A location's rate must be a number from 0 to ${PROGRAMME_LIMITS.pointsPerDollar} points per dollar, with at most two decimals.`,
  unknownLocation: (name: string) => `There is no location named ${name}.`,
  rateTwice: (name: string) => `${name} has two rates: give each location one.`,
  expiryMonths: `Expiry must be off, or a whole number of months from 1 to ${PROGRAMME_LIMITS.expiryMonths}.`,
  pointValueCents: `The point value must be a number of cents from 0 to ${PROGRAMME_LIMITS.pointValueCents.toLocaleString('en-US')}, with at most two decimals.`,
  amount: `Enter an amount in dollars, more than 0 and at most ${PROGRAMME_LIMITS.amount.toLocaleString('en-US')}, with at most two decimals`,
  noPoints: 'This amount earns no points under the programme: enter points instead.',
  tooManyPoints: `This amount would earn more than ${POINTS_MAXIMUM.toLocaleString('en-US')} points at a time.`,
  pointsOrAmount: 'Enter either points or an amount spent, not both',
} as const;

/**
 * A rate or a value the programme keeps: from 0 to `max`, in hundredths at the finest. A finer one (1e-300
 * points per dollar) earns nothing a till could book and reads as nonsense in an entry's earning rule. A
 * number typed with two decimals is the nearest double to its hundredths, which is what the division lands on.
 */
const numberIn = (value: unknown, max: number): value is number =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= 0 &&
  value <= max &&
  Math.round(value * 100) / 100 === value;
const wholeIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * A programme as sent, judged: its first problem, or the programme to keep, each rate under the name its
 * location is kept by. `locationNamed` answers that name for a name typed in any case or accents (undefined:
 * no such location): a rate kept as typed ("oakville") would match no entry, whose location is the kept name.
 */
export function judgeProgramme(
  programme: Programme,
  locationNamed: (name: string) => string | undefined,
): { problem: string } | { programme: Programme } {
  if (!numberIn(programme.pointsPerDollar, PROGRAMME_LIMITS.pointsPerDollar))
    return { problem: PROGRAMME_MESSAGES.pointsPerDollar };
  if (!ROUNDINGS.includes(programme.rounding)) return { problem: PROGRAMME_MESSAGES.rounding };
  if (!wholeIn(programme.visitBonus, 0, PROGRAMME_LIMITS.visitBonus))
    return { problem: PROGRAMME_MESSAGES.visitBonus };
  const rates: Record<string, number> = {};
  for (const [name, rate] of Object.entries(programme.ratesByLocation)) {
    const kept = locationNamed(name);
    if (kept === undefined) return { problem: PROGRAMME_MESSAGES.unknownLocation(name) };
    if (!numberIn(rate, PROGRAMME_LIMITS.pointsPerDollar))
      return { problem: PROGRAMME_MESSAGES.ratesByLocation };
    if (Object.hasOwn(rates, kept)) return { problem: PROGRAMME_MESSAGES.rateTwice(kept) };
    rates[kept] = rate;
  }
  if (programme.expiryMonths !== null && !wholeIn(programme.expiryMonths, 1, PROGRAMME_LIMITS.expiryMonths))
    return { problem: PROGRAMME_MESSAGES.expiryMonths };
  if (!numberIn(programme.pointValueCents, PROGRAMME_LIMITS.pointValueCents))
    return { problem: PROGRAMME_MESSAGES.pointValueCents };
  return { programme: { ...programme, ratesByLocation: rates } };
}

/** The first problem of a programme as sent, or undefined; `isLocation` says which names are locations. */
export function programmeProblem(
  programme: Programme,
  isLocation: (name: string) => boolean,
): string | undefined {
  const judged = judgeProgramme(programme, (name) => (isLocation(name) ? name : undefined));
  return 'problem' in judged ? judged.problem : undefined;
}

/** Dollars with at most two decimals, more than 0, at most the limit, as whole cents; null otherwise. */
export function amountCents(value: string | number | null | undefined): number | null {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [dollars = '0', cents = ''] = text.split('.');
  const total = Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
  return total > 0 && total <= PROGRAMME_LIMITS.amount * 100 ? total : null;
}

/**
 * The programme after a location's rename: its own rate follows it under the new name (docs/product.md §10.29),
 * or null when the programme has no rate of its own there, so nothing is written.
 */
export function withRenamedRate(programme: Programme, from: string, to: string): Programme | null {
  const rate = programme.ratesByLocation[from];
  if (rate === undefined) return null;
  const rates = Object.entries(programme.ratesByLocation).map(([name, r]) => [name === from ? to : name, r]);
  return { ...programme, ratesByLocation: Object.fromEntries(rates) as Record<string, number> };
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

/** The fields a change touched, by name: what the trail entry of a changed programme names. */
export function changedFields(before: Programme, after: Programme): (keyof Programme)[] {
  const keys = Object.keys(DEFAULT_PROGRAMME) as (keyof Programme)[];
  return keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/** How a programme's fields read in the trail: `pointsPerDollar 1, rounding down`. */
export const programmeText = (programme: Programme, keys: readonly (keyof Programme)[]): string =>
  keys.map((key) => `${key} ${JSON.stringify(programme[key])}`).join(', ');
