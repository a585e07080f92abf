/**
 * The catalogue's rules in the core (docs/product.md §10.23): how a reward is read from a body, ordered, told
 * in the trail, and which reward a redemption books.
 */
// The demo's two until rewards read the business's locations (docs/product.md §10.29).
import { DEMO_LOCATIONS as LOCATIONS } from '../../domain/constants';
import {
  REWARD_MESSAGES,
  REWARD_NAME_MAX,
  rewardLabel,
  rewardNameKey,
  type Reward,
} from '../../domain/rewards';
import { bad, good, maybe, number, text, type Field } from '../input/fields';
import { isPlausibleId } from '../input/text';
import type { BackendPorts } from '../ports';

/** The most active rewards a catalogue holds: Redeem lists them all, so the list stays one a person can read. */
export const ACTIVE_REWARDS_MAX = 500;
export const CATALOGUE_FULL = `A catalogue holds at most ${ACTIVE_REWARDS_MAX} active rewards: archive one first.`;

/** A list of location names (the rule checks each is a location). */
const locationNames = (): Field<string[]> => ({
  schema: {
    type: 'array',
    items: { type: 'string', enum: [...LOCATIONS] },
    maxItems: LOCATIONS.length,
    description: 'The locations that offer it, by name; none: every location.',
  },
  read: (value) =>
    Array.isArray(value) &&
    value.length <= LOCATIONS.length &&
    value.every((item): item is string => typeof item === 'string')
      ? good(value)
      : bad(REWARD_MESSAGES.locations),
});

/** A reward's body, new or changed: its name, its cost, and optionally its locations. */
export const REWARD_BODY = {
  name: text({ label: 'The name', max: REWARD_NAME_MAX, required: REWARD_MESSAGES.name }),
  points: number(REWARD_MESSAGES.points),
  locations: maybe(locationNames()),
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
