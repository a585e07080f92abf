/** Adding and redeeming points: the domain's rules of docs/product.md §5 (and its maximum), then the booking. */
import { API } from '../../contract';
import {
  POINTS_MESSAGES,
  redeemBalanceProblem,
  validateAddPoints,
  validateRedeemPoints,
} from '../../domain/points';
import { REASON_MAX } from '../../domain/constants';
import { REWARD_MESSAGES, rewardRedeemProblem } from '../../domain/rewards';
import { notFound, refuse } from '../answers';
import { described, maybe, number, text } from '../input/fields';
import { ID_MAX, isPlausibleId } from '../input/text';
import { adminRoute, inOneStep, withJson, type AdminCall, type CoreRoute } from '../routing';
import { actingAdminField, actingAdminRefusal } from '../rules/acting-admin';
import { balanceLimitProblem, bookPoints, type PointsChange } from '../rules/ledger';
import { businessLocations, sameLocation } from '../rules/locations';
import { rewardToRedeem } from '../rules/rewards';
import { earnedPoints } from '../rules/earning';
import { PROGRAMME_MESSAGES } from '../../domain/programme';
import { openLocationNamed } from '../../domain/locations';
import type { BackendAnswer } from '../wire';
import { API_KEY_MESSAGES } from '../../domain/api-keys';

const ADD = {
  // docs/product.md §10.28: points as typed, or an amount spent in dollars that the programme turns into points.
  points: maybe(number(POINTS_MESSAGES.points)),
  amount: maybe(number(PROGRAMME_MESSAGES.amount)),
  pointsReason: text({ label: 'A reason', max: REASON_MAX }),
  locationName: described(
    maybe(text({ label: 'The location', max: REASON_MAX })),
    "Where the points are earned: an open location's name (any case); left out, the admin's own location.",
  ),
  adminId: actingAdminField,
};
/** A custom amount (points and serviceName), or a catalogue reward (rewardId) instead: docs/product.md §10.23. */
const REDEEM = {
  points: maybe(number(POINTS_MESSAGES.points)),
  locationName: text({ label: 'The location', max: REASON_MAX }),
  serviceName: maybe(text({ label: 'A service', max: REASON_MAX })),
  adminId: actingAdminField,
  rewardId: maybe(text({ label: 'The reward', max: ID_MAX })),
};

/**
 * The checks both calls share, in order: a plausible client id, the acting admin (403), the domain's first
 * field message (400), an open location (400, docs/product.md §10.29); then the booking, where the balance is
 * judged under the row lock (422). `location` is as sent; null for an add that named none.
 */
async function book(
  call: AdminCall,
  adminId: string | undefined,
  errors: object,
  change: PointsChange,
): Promise<BackendAnswer> {
  const id = call.request.params.id ?? '';
  if (!isPlausibleId(id)) return notFound('Client', id);
  const acting = actingAdminRefusal(adminId, call.actor);
  if (acting) return acting;
  const [problem] = Object.values(errors);
  if (problem) return refuse(400, problem);
  const locations = await businessLocations(call.ports.store);
  if (change.location === null) {
    // Left out (the product's calls have no such field): the admin's own location while it is open, else
    // the client's (docs/product.md §10.30).
    const own = openLocationNamed(locations, call.actor.location);
    return bookPoints(call, id, { ...change, location: own.ok ? own.name : null });
  }
  const location = openLocationNamed(locations, change.location);
  if (!location.ok) return refuse(400, location.message);
  return bookPoints(call, id, { ...change, location: location.name });
}

const addPoints = adminRoute(
  API.addPoints,
  // The wire's pointsReason is the domain's `reason` from here to the ledger (AddPointsValues says why).
  inOneStep(
    withJson(ADD, async (call, { points: typed, amount, pointsReason: reason, locationName, adminId }) => {
      // A key of one location books there only (docs/api.md, API keys), as it redeems.
      const keyLocation = call.apiKey?.location ?? null;
      if (keyLocation !== null && locationName !== undefined && !sameLocation(locationName, keyLocation))
        return refuse(403, API_KEY_MESSAGES.elsewhere(keyLocation));
      const location = keyLocation ?? locationName ?? undefined;
      const earning = await earnedPoints(call, typed, amount, location);
      if ('answer' in earning) return earning.answer;
      const { earned } = earning;
      // Neither given: the domain's points message refuses it below, before any booking.
      const points = earning.points ?? Number.NaN;
      return book(call, adminId, validateAddPoints({ points, reason, location }), {
        type: 'add',
        points,
        reasonOrService: reason,
        location: location ?? null,
        ...(earned ? { earned } : {}),
        refusal: (balance) => balanceLimitProblem(points, balance),
      });
    }),
  ),
);

const redeemPoints = adminRoute(
  API.redeemPoints,
  inOneStep(
    withJson(REDEEM, async (call, { points, locationName, serviceName, adminId, rewardId }) => {
      // A key of one location redeems there only, points or a reward (docs/api.md, API keys).
      const keyLocation = call.apiKey?.location ?? null;
      if (keyLocation !== null && !sameLocation(locationName, keyLocation))
        return refuse(403, API_KEY_MESSAGES.elsewhere(keyLocation));
      if (rewardId !== undefined)
        return points === undefined && serviceName === undefined
          ? redeemReward(call, { rewardId, location: locationName, adminId })
          : refuse(400, REWARD_MESSAGES.rewardOrPoints);
      // Any balance passes here: the real one is judged under the row lock.
      const values = { points, location: locationName, serviceType: serviceName };
      const errors = validateRedeemPoints(values, Number.POSITIVE_INFINITY);
      return book(call, adminId, errors, {
        type: 'redeem',
        points: points ?? 0,
        reasonOrService: serviceName ?? '',
        location: locationName,
        refusal: (balance) => redeemBalanceProblem(points ?? 0, balance),
      });
    }),
  ),
);

/**
 * A catalogue reward: its cost and name, at a location that offers it, while it is active (400 otherwise);
 * the balance is judged under the row lock like any redemption (422).
 */
async function redeemReward(
  call: AdminCall,
  { rewardId, location, adminId }: { rewardId: string; location: string; adminId: string | undefined },
): Promise<BackendAnswer> {
  const found = await rewardToRedeem(call.ports, rewardId);
  if ('refusal' in found) return refuse(400, found.refusal);
  const { reward } = found;
  const values = { points: reward.points, location, serviceType: reward.name };
  const errors = validateRedeemPoints(values, Number.POSITIVE_INFINITY);
  const problem = errors.location ?? rewardRedeemProblem(reward, location);
  return book(call, adminId, problem === undefined ? {} : { location: problem }, {
    type: 'redeem',
    points: reward.points,
    reasonOrService: reward.name,
    location,
    refusal: (balance) => redeemBalanceProblem(reward.points, balance),
    rewardId: reward.id,
  });
}

export const pointsRoutes: CoreRoute[] = [addPoints, redeemPoints];
