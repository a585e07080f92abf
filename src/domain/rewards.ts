/**
 * The rewards catalogue (docs/product.md §10.23): what a client can get for their points. A reward has a name,
 * a cost in points, the locations that offer it (none named: every location) and is active or archived. The
 * backend core judges a reward and a redemption of it with these rules; the console's forms say the same words.
 */
// The demo's two until rewards read the business's locations (docs/product.md §10.29).
import { DEMO_LOCATIONS as LOCATIONS, POINTS_MAXIMUM, POINTS_MINIMUM } from './constants';
import { tooLongMessage } from './text-limit';

export interface Reward {
  id: string;
  name: string;
  /** Its cost: a whole number of points, POINTS_MINIMUM…POINTS_MAXIMUM. */
  points: number;
  /** Location names that offer it; empty: every location. */
  locations: string[];
  /** false once archived: kept for the ledger's history, never offered or redeemed again. */
  active: boolean;
}

/** What an admin types for a reward: a new one, or a change of one. */
export interface RewardValues {
  name?: string | null;
  points?: string | number | null;
  locations?: readonly string[] | null;
}

export const REWARD_NAME_MAX = 80;

export const REWARD_MESSAGES = {
  name: 'A reward needs a name.',
  nameTooLong: tooLongMessage('The name', REWARD_NAME_MAX),
  points: `A reward costs a whole number of points from ${POINTS_MINIMUM} to ${POINTS_MAXIMUM.toLocaleString('en-US')}.`,
  locations: `Choose the locations from ${LOCATIONS.join(', ')} (none: every location).`,
  nameTaken: (name: string) => `An active reward is already called ${name}.`,
  archived: (name: string) => `${name} is archived: it can no longer be redeemed.`,
  notOffered: (name: string, location: string) => `${name} is not offered at ${location}.`,
  notFound: 'No reward with this id.',
  alreadyArchived: (name: string) => `${name} is already archived.`,
  /** A redeem names a reward or a custom amount, never both. */
  rewardOrPoints: 'Redeem either a reward (rewardId) or a custom amount (points and serviceName), not both.',
} as const;

/** Two names are the same reward name when they match trimmed and in any case. */
export const rewardNameKey = (name: string): string => name.trim().toLowerCase();

/** A whole number of points a reward may cost, or null. */
export function parseRewardPoints(value: string | number | null | undefined): number | null {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (!/^\d+$/.test(text)) return null;
  const points = Number(text);
  return points >= POINTS_MINIMUM && points <= POINTS_MAXIMUM ? points : null;
}

export const isRewardLocation = (value: string): boolean => LOCATIONS.some((l) => l === value);

export type RewardErrors = Partial<Record<keyof RewardValues, string>>;

/** The first problem of each field, or none. */
export function validateReward(values: RewardValues): RewardErrors {
  const errors: RewardErrors = {};
  const name = (values.name ?? '').trim();
  if (name === '') errors.name = REWARD_MESSAGES.name;
  else if (name.length > REWARD_NAME_MAX) errors.name = REWARD_MESSAGES.nameTooLong;
  if (parseRewardPoints(values.points) === null) errors.points = REWARD_MESSAGES.points;
  if ((values.locations ?? []).some((location) => !isRewardLocation(location)))
    errors.locations = REWARD_MESSAGES.locations;
  return errors;
}

/** The locations as kept: each once, in the catalogue's order of locations. */
export const rewardLocations = (chosen: readonly string[]): string[] =>
  LOCATIONS.filter((location) => chosen.includes(location));

/** Whether a location offers it: one of its locations, or any when it names none. */
export const offeredAt = (reward: Pick<Reward, 'locations'>, location: string): boolean =>
  reward.locations.length === 0 || reward.locations.includes(location);

/** Why this reward cannot be redeemed at `location` (archived, not offered there), or undefined. */
export function rewardRedeemProblem(reward: Reward, location: string): string | undefined {
  if (!reward.active) return REWARD_MESSAGES.archived(reward.name);
  return offeredAt(reward, location) ? undefined : REWARD_MESSAGES.notOffered(reward.name, location);
}

/**
 * What Redeem offers: the active rewards the balance covers, at the location chosen (none chosen yet: at any),
 * cheapest first, then by name.
 */
export const rewardsOffered = (rewards: readonly Reward[], balance: number, location: string): Reward[] =>
  rewards
    .filter((r) => r.active && r.points <= balance && (location === '' || offeredAt(r, location)))
    .sort((a, b) => a.points - b.points || a.name.localeCompare(b.name));

/** How a reward reads in a list: "Free coffee — 100 points". */
export const rewardLabel = (reward: Pick<Reward, 'name' | 'points'>): string =>
  `${reward.name} — ${reward.points.toLocaleString('en-US')} ${reward.points === 1 ? 'point' : 'points'}`;

/** How many rewards the Overview lists. */
export const OVERVIEW_TOP_REWARDS = 5;

/** One line of the Overview's most redeemed rewards: redemptions in the period and the points they took. */
export interface OverviewTopReward {
  id: string;
  name: string;
  count: number;
  points: number;
}

/** Most redeemed first, then most points, then by id (both stores order them so). */
export const byRedemptions = (a: OverviewTopReward, b: OverviewTopReward): number =>
  b.count - a.count || b.points - a.points || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The Redeem dialog's values when a reward is chosen: which one, and where. */
export interface RewardRedeemValues {
  rewardId?: string | null;
  location?: string | null;
}

/**
 * A reward's redemption judged before it is sent: a location that offers it and a balance that covers it, in
 * the custom redeem's words where they are the same (`problems` is domain/points.ts validateRedeemPoints).
 */
export function validateRewardRedeem(
  reward: Reward | undefined,
  location: string,
  problems: { points?: string; location?: string },
): Partial<Record<keyof RewardRedeemValues, string>> {
  if (reward === undefined) return { rewardId: REWARD_MESSAGES.notFound };
  if (problems.location) return { location: problems.location };
  const problem = rewardRedeemProblem(reward, location) ?? problems.points;
  return problem === undefined ? {} : { rewardId: problem };
}
