/**
 * The rewards catalogue (docs/product.md §10.23): what a client can get for their points. A reward has a name,
 * a cost in points, the locations that offer it (none named: every location) and is active or archived. The
 * backend core judges a reward and a redemption of it with these rules; the console's forms say the same words.
 */
import { POINTS_MAXIMUM, POINTS_MINIMUM } from './constants';
import { DIRECTION_OVERRIDE_REFUSED, hasDirectionOverride, withoutInvisible } from './invisible';
import { LOCATION_NAME_MAX } from './locations';
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
/** The most locations one reward names: past it, a reward for every location names none. */
export const REWARD_LOCATIONS_MAX = 100;

export const REWARD_MESSAGES = {
  name: 'A reward needs a name.',
  nameTooLong: tooLongMessage('The name', REWARD_NAME_MAX),
  points: `A reward costs a whole number of points from ${POINTS_MINIMUM} to ${POINTS_MAXIMUM.toLocaleString('en-US')}.`,
  /** The body's shape only: which names are the business's the core judges against its locations. */
  locations: `Locations are a list of at most ${REWARD_LOCATIONS_MAX} location names, each at most ${LOCATION_NAME_MAX} characters (none: every location).`,
  nameTaken: (name: string) => `An active reward is already called ${name}.`,
  archived: (name: string) => `${name} is archived: it can no longer be redeemed.`,
  notOffered: (name: string, location: string) => `${name} is not offered at ${location}.`,
  notFound: 'No reward with this id.',
  alreadyArchived: (name: string) => `${name} is already archived.`,
  /** A redeem names a reward or a custom amount, never both. */
  rewardOrPoints: 'Redeem either a reward (rewardId) or a custom amount (points and serviceName), not both.',
} as const;

/** Two names are the same reward name when they match trimmed, in any case, without characters no one sees. */
export const rewardNameKey = (name: string): string => withoutInvisible(name).trim().toLowerCase();

/** A whole number of points a reward may cost, or null. */
export function parseRewardPoints(value: string | number | null | undefined): number | null {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (!/^\d+$/.test(text)) return null;
  const points = Number(text);
  return points >= POINTS_MINIMUM && points <= POINTS_MAXIMUM ? points : null;
}

export type RewardErrors = Partial<Record<keyof RewardValues, string>>;

/**
 * The first problem of each field, or none. Its locations are the business's (docs/product.md §10.29): the form
 * offers only those, and the backend core judges them against the business's list.
 */
export function validateReward(values: RewardValues): RewardErrors {
  const errors: RewardErrors = {};
  const name = (values.name ?? '').trim();
  if (name === '') errors.name = REWARD_MESSAGES.name;
  else if (name.length > REWARD_NAME_MAX) errors.name = REWARD_MESSAGES.nameTooLong;
  else if (hasDirectionOverride(name)) errors.name = DIRECTION_OVERRIDE_REFUSED('The name');
  if (parseRewardPoints(values.points) === null) errors.points = REWARD_MESSAGES.points;
  return errors;
}

/** The locations as sent: each once, in the order chosen (the core keeps them in the business's order). */
export const rewardLocations = (chosen: readonly string[]): string[] => [...new Set(chosen)];

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

/** `1 point`, `1,200 points`. */
const pointsText = (points: number): string =>
  `${points.toLocaleString('en-US')} ${points === 1 ? 'point' : 'points'}`;

/** How a reward reads in a list: "Free coffee — 100 points". */
export const rewardLabel = (reward: Pick<Reward, 'name' | 'points'>): string =>
  `${reward.name} — ${pointsText(reward.points)}`;

/**
 * Under Redeem's Reward once one is chosen: its whole name, its cost and the balance it leaves, which a narrow
 * select cuts off after the first words of a long name.
 */
export const rewardChosenText = (reward: Pick<Reward, 'name' | 'points'>, balance: number): string =>
  `${reward.name}: ${pointsText(reward.points)}, leaving ${pointsText(balance - reward.points)}.`;

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
