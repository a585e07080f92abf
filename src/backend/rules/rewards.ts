/**
 * The catalogue's rules in the core (docs/product.md §10.23): how a reward is read from a body, ordered, told
 * in the trail, and which reward a redemption books.
 */
import type { API } from '../../contract';
import { sameLocation, type BusinessLocation } from '../../domain/locations';
import { locationMatching, openLocationNamed, type LocationJudgement } from '../../domain/location-names';
import { REWARD_MESSAGES, rewardLabel, rewardNameKey, type Reward } from '../../domain/rewards';
import type { Words } from '../input/contract-body';
import { isPlausibleId } from '../input/text';
import type { BackendPorts } from '../ports';

/** The most active rewards a catalogue holds: Redeem lists them all, so the list stays one a person can read. */
export const ACTIVE_REWARDS_MAX = 500;
export const CATALOGUE_FULL = `A catalogue holds at most ${ACTIVE_REWARDS_MAX} active rewards: archive one first.`;

/**
 * A reward's locations as the business names them (docs/product.md §10.29), each once, in the business's
 * order, or the words that refuse the first wrong one: an unknown name lists the open locations, an archived
 * one says so. A change may keep a location the reward names already, archived since; a new one must be open.
 */
export function rewardLocationsOf(
  business: readonly BusinessLocation[],
  typed: readonly string[],
  current: readonly string[] = [],
): { ok: true; names: string[] } | { ok: false; message: string } {
  const names = new Set<string>();
  for (const name of typed) {
    const kept = current.find((location) => sameLocation(location, name));
    const judged: LocationJudgement =
      kept === undefined
        ? openLocationNamed(business, name)
        : { ok: true, name: locationMatching(business, kept)?.name ?? kept };
    if (!judged.ok) return judged;
    names.add(judged.name);
  }
  const order = business.map((location) => location.name);
  return { ok: true, names: [...names].sort((a, b) => order.indexOf(a) - order.indexOf(b)) };
}

/** The words of a reward's body (src/contract: createReward, changeReward); each location is judged by the rule. */
export const REWARD_WORDS: Words<typeof API.createReward> = {
  name: { label: 'The name', required: REWARD_MESSAGES.name },
  points: { invalid: REWARD_MESSAGES.points },
  locations: { invalid: REWARD_MESSAGES.locations },
};

/** The active ones first, then by cost, then by name (code units, so both hosts agree), then by id. */
export const catalogueOrder = (a: Reward, b: Reward): number =>
  Number(b.active) - Number(a.active) ||
  a.points - b.points ||
  compare(rewardNameKey(a.name), rewardNameKey(b.name)) ||
  compare(a.id, b.id);

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** How the trail tells a reward: "Free coffee — 100 points, Oakville" (every location when none named). */
export const rewardTrailText = (reward: Reward): string =>
  `${rewardLabel(reward)}, ${reward.locations.length === 0 ? 'every location' : reward.locations.join(', ')}${reward.active ? '' : ' (archived)'}`;

/** The reward a redemption names, or why it names none (400). */
export async function rewardToRedeem(
  ports: Pick<BackendPorts, 'store'>,
  rewardId: string,
): Promise<{ reward: Reward } | { refusal: string }> {
  const reward = isPlausibleId(rewardId) ? await ports.store.rewardById(rewardId) : null;
  return reward === null ? { refusal: REWARD_MESSAGES.notFound } : { reward };
}
