/**
 * The programme as a Super Admin saves it (docs/product.md §10.28): its rules and their words, the trail's
 * account of a change, and a location's rate across a rename. Apart from src/domain/programme.ts so the pages
 * that only book points from an amount never load them (docs/performance.md, "Bundle budgets").
 */
import { DEFAULT_PROGRAMME, PROGRAMME_LIMITS, ROUNDINGS, type Programme } from './programme';

export const PROGRAMME_MESSAGES = {
  pointsPerDollar: `Points per dollar must be a number from 0 to ${PROGRAMME_LIMITS.pointsPerDollar}, with at most two decimals.`,
  rounding: 'Rounding must be down or nearest.',
  visitBonus: `The visit bonus must be a whole number of points from 0 to ${PROGRAMME_LIMITS.visitBonus.toLocaleString('en-US')}.`,
  ratesByLocation: `A location's rate must be a number from 0 to ${PROGRAMME_LIMITS.pointsPerDollar} points per dollar, with at most two decimals.`,
  unknownLocation: (name: string) => `There is no location named ${name}.`,
  rateTwice: (name: string) => `${name} has two rates: give each location one.`,
  expiryMonths: `Expiry must be off, or a whole number of months from 1 to ${PROGRAMME_LIMITS.expiryMonths}.`,
  pointValueCents: `The point value must be a number of cents from 0 to ${PROGRAMME_LIMITS.pointValueCents.toLocaleString('en-US')}, with at most two decimals.`,
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

/** The fields a change touched, by name: what the trail entry of a changed programme names. */
export function changedFields(before: Programme, after: Programme): (keyof Programme)[] {
  const keys = Object.keys(DEFAULT_PROGRAMME) as (keyof Programme)[];
  return keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/** How a programme's fields read in the trail: `pointsPerDollar 1, rounding down`. */
export const programmeText = (programme: Programme, keys: readonly (keyof Programme)[]): string =>
  keys.map((key) => `${key} ${JSON.stringify(programme[key])}`).join(', ');
