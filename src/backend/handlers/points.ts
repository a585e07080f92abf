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
import { maybe, number, text } from '../input/fields';
import { ID_MAX, isPlausibleId } from '../input/text';
import { adminRoute, inOneStep, withJson, type AdminCall, type CoreRoute } from '../routing';
import { actingAdminField, actingAdminRefusal } from '../rules/acting-admin';
import { balanceLimitProblem, bookPoints, type PointsChange } from '../rules/ledger';
import { rewardToRedeem } from '../rules/rewards';
import type { BackendAnswer } from '../wire';
import { API_KEY_MESSAGES } from '../../domain/api-keys';

const ADD = {
  points: number(POINTS_MESSAGES.points),
  pointsReason: text({ label: 'A reason', max: REASON_MAX }),
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
 * field message (400); then the booking, where the balance is judged under the row lock (422).
 */
function book(
  call: AdminCall,
  adminId: string | undefined,
  errors: object,
  change: PointsChange,
): Promise<BackendAnswer> {
  const id = call.request.params.id ?? '';
  if (!isPlausibleId(id)) return Promise.resolve(notFound('Client', id));
  const acting = actingAdminRefusal(adminId, call.actor);
  if (acting) return Promise.resolve(acting);
  const [problem] = Object.values(errors);
  return problem ? Promise.resolve(refuse(400, problem)) : bookPoints(call, id, change);
}

const addPoints = adminRoute(
  API.addPoints,
  // The wire's pointsReason is the domain's `reason` from here to the ledger (AddPointsValues says why).
  inOneStep(
    withJson(ADD, async (call, { points, pointsReason: reason, adminId }) =>
      book(call, adminId, validateAddPoints({ points, reason }), {
        type: 'add',
        points,
        reasonOrService: reason,
        // A key of one location books there (docs/api.md, API keys); otherwise at the client's own.
        location: call.apiKey?.location ?? null,
        refusal: (balance) => balanceLimitProblem(points, balance),
      }),
    ),
  ),
);

const redeemPoints = adminRoute(
  API.redeemPoints,
  inOneStep(
    withJson(REDEEM, async (call, { points, locationName, serviceName, adminId, rewardId }) => {
      // A key of one location redeems there only, points or a reward (docs/api.md, API keys).
      const keyLocation = call.apiKey?.location ?? null;
      if (keyLocation !== null && locationName !== keyLocation)
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
