/**
 * The rewards catalogue (docs/product.md §10.23, docs/api.md "Rewards"): any admin lists it, Super Admins add,
 * change and archive rewards. Each change is an activity entry written in the change's transaction.
 */
import { API } from '../../contract';
import { REWARD_MESSAGES, parseRewardPoints, validateReward, type Reward } from '../../domain/rewards';
import { created, notFound, ok, refuse } from '../answers';
import { rewardWire } from '../wire-shapes';
import { isPlausibleId } from '../input/text';
import type { Body } from '../input/contract-body';
import type { JsonAnswer } from '../wire';
import { adminRoute, withBody, type AdminCall, type CoreRoute } from '../routing';
import { trailEntry } from '../rules/activity';
import {
  ACTIVE_REWARDS_MAX,
  CATALOGUE_FULL,
  REWARD_WORDS,
  catalogueOrder,
  rewardLocationsOf,
  rewardTrailText,
} from '../rules/rewards';
import { businessLocations } from '../rules/locations';
import type { BusinessLocation } from '../../domain/locations';

const ARCHIVED_QUERY = 'archived must be true or false.';
const ARCHIVED_NOT_CHANGED = (name: string) => `${name} is archived: it can no longer be changed.`;

/**
 * The body's reward, as kept, or the first problem with it. Its locations are the business's (docs/product.md
 * §10.29); `current`: the reward changed, whose locations it may keep.
 */
function rewardOf(
  id: string,
  body: Body<typeof API.createReward>,
  business: readonly BusinessLocation[],
  current?: Reward,
): { reward: Reward } | { refusal: string } {
  const [problem] = Object.values(validateReward({ ...body, locations: [] }));
  const points = parseRewardPoints(body.points);
  if (problem !== undefined || points === null) return { refusal: problem ?? REWARD_MESSAGES.points };
  const locations = rewardLocationsOf(business, body.locations ?? [], current?.locations);
  if (!locations.ok) return { refusal: locations.message };
  return { reward: { id, name: body.name, points, locations: locations.names, active: true } };
}

const listRewards = adminRoute(API.listRewards, async ({ ports, request }) => {
  const archived = request.query('archived');
  if (archived !== '' && archived !== 'true' && archived !== 'false') return refuse(400, ARCHIVED_QUERY);
  const rewards = await ports.store.listRewards(archived === 'true');
  return ok(API.listRewards, 'Rewards loaded.', {
    rewards: [...rewards].sort(catalogueOrder).map(rewardWire),
  });
});

const createReward = adminRoute(
  API.createReward,
  withBody(API.createReward, REWARD_WORDS, async ({ ports, request, now, actor }: AdminCall, body) => {
    const made = rewardOf(ports.generate.objectId(), body, await businessLocations(ports.store));
    if ('refusal' in made) return refuse(400, made.refusal);
    const { reward } = made;
    const outcome = await ports.store.transaction(async (tx) => {
      if ((await tx.listRewards(false)).length >= ACTIVE_REWARDS_MAX) return CATALOGUE_FULL;
      if ((await tx.insertReward(reward)) === 'name-taken') return REWARD_MESSAGES.nameTaken(reward.name);
      const after = rewardTrailText(reward);
      await tx.appendActivity(trailEntry({ admin: actor, now, ip: request.ip }, 'reward.created', { after }));
      return null;
    });
    if (outcome !== null) return refuse(409, outcome);
    return created(API.createReward, `${reward.name} has been added to the rewards.`, {
      reward: rewardWire(reward),
    });
  }),
);

type Changed = { reward: Reward } | { refused: JsonAnswer };

/** Locks the reward, lets `change` decide its new fields, writes them and the trail entry, or refuses. */
async function changeLocked(
  { ports, request, now, actor }: AdminCall,
  action: 'reward.changed' | 'reward.archived',
  change: (current: Reward) => { reward: Reward } | { refusal: string },
): Promise<Changed> {
  const id = request.params.id ?? '';
  if (!isPlausibleId(id)) return { refused: notFound('Reward', id) };
  return ports.store.transaction(async (tx): Promise<Changed> => {
    const current = await tx.lockReward(id);
    if (current === null) return { refused: notFound('Reward', id) };
    const next = change(current);
    if ('refusal' in next) return { refused: refuse(400, next.refusal) };
    if ((await tx.updateReward(next.reward)) === 'name-taken')
      return { refused: refuse(409, REWARD_MESSAGES.nameTaken(next.reward.name)) };
    const [before, after] = [rewardTrailText(current), rewardTrailText(next.reward)];
    await tx.appendActivity(trailEntry({ admin: actor, now, ip: request.ip }, action, { before, after }));
    return next;
  });
}

const answerOf = (
  contract: typeof API.changeReward | typeof API.archiveReward,
  changed: Changed,
  message: (reward: Reward) => string,
): JsonAnswer =>
  'reward' in changed
    ? ok(contract, message(changed.reward), { reward: rewardWire(changed.reward) })
    : changed.refused;

const changeReward = adminRoute(
  API.changeReward,
  withBody(API.changeReward, REWARD_WORDS, async (call: AdminCall, body) => {
    const business = await businessLocations(call.ports.store);
    return answerOf(
      API.changeReward,
      await changeLocked(call, 'reward.changed', (current) =>
        current.active
          ? rewardOf(current.id, body, business, current)
          : { refusal: ARCHIVED_NOT_CHANGED(current.name) },
      ),
      (reward) => `${reward.name} has been updated.`,
    );
  }),
);

const archiveReward = adminRoute(API.archiveReward, async (call) =>
  answerOf(
    API.archiveReward,
    await changeLocked(call, 'reward.archived', (current) =>
      current.active
        ? { reward: { ...current, active: false } }
        : { refusal: REWARD_MESSAGES.alreadyArchived(current.name) },
    ),
    (reward) => `${reward.name} has been archived.`,
  ),
);

export const rewardRoutes: CoreRoute[] = [listRewards, createReward, changeReward, archiveReward];
