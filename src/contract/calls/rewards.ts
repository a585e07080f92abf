/**
 * The rewards catalogue (docs/product.md §10.23, docs/api.md "Rewards"): any admin reads it (Redeem offers
 * it); Super Admins add, change and archive rewards. A reward on the wire is `{ id, name, points, locations,
 * active }`, its locations by name (none: every location).
 */
import { LOCATION_NAME_MAX } from '../../domain/locations';
import { REWARD_LOCATIONS_MAX, REWARD_NAME_MAX } from '../../domain/rewards';
import { jsonBody, answers, NO_BODY, type Call } from '../call';
import { body, query } from '../fields';
import { fields, listOf } from '../schema';
import { RewardSchema } from '../shapes';

const RewardAnswer = fields({ reward: RewardSchema });

/** A reward's body, new or changed: its name, its cost, and optionally its locations (none: every location). */
const REWARD_BODY = jsonBody({
  name: body.text(REWARD_NAME_MAX),
  points: body.number(),
  locations: body.anyNames(REWARD_LOCATIONS_MAX, LOCATION_NAME_MAX, {
    optional: true,
    description: "The locations that offer it, by name, each one of the business's; none: every location.",
  }),
});

/** The active rewards, cheapest first; `?archived=true` adds the archived ones after them. */
export const listRewards = {
  name: 'listRewards',
  verb: 'GET',
  path: 'admin/rewards',
  caller: 'admin',
  query: { archived: query.flag() },
  request: NO_BODY,
  answer: answers(fields({ rewards: listOf(RewardSchema) })),
} as const satisfies Call;

export const createReward = {
  name: 'createReward',
  verb: 'POST',
  path: 'admin/rewards',
  caller: 'super-admin',
  request: REWARD_BODY,
  answer: answers(RewardAnswer, 201),
} as const satisfies Call;

/** Name, points and locations together; an archived reward is not changed. */
export const changeReward = {
  name: 'changeReward',
  verb: 'PUT',
  path: 'admin/rewards/:id',
  caller: 'super-admin',
  request: REWARD_BODY,
  answer: answers(RewardAnswer),
} as const satisfies Call;

/** For good: the ledger keeps naming it, Redeem no longer offers it. */
export const archiveReward = {
  name: 'archiveReward',
  verb: 'POST',
  path: 'admin/rewards/:id/archive',
  caller: 'super-admin',
  request: NO_BODY,
  answer: answers(RewardAnswer),
} as const satisfies Call;
