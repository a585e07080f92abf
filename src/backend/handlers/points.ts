/** Adding and redeeming points: the domain's rules of docs/product.md §5 (and its maximum), then the booking. */
import { API } from '../../contract';
import {
  POINTS_MESSAGES,
  redeemBalanceProblem,
  validateAddPoints,
  validateRedeemPoints,
} from '../../domain/points';
import { REWARD_MESSAGES, rewardRedeemProblem } from '../../domain/rewards';
import { notFound, refuse } from '../answers';
import type { Words } from '../input/contract-body';
import { isPlausibleId } from '../input/text';
import { adminRoute, inOneStep, withBody, type AdminCall, type CoreRoute } from '../routing';
import { ACTING_ADMIN_WORDS, actingAdminRefusal } from '../rules/acting-admin';
import { balanceLimitProblem, bookPoints, type PointsChange } from '../rules/ledger';
import { businessLocations } from '../rules/locations';
import { keyElsewhereRefusal } from '../rules/api-keys';
import { rewardToRedeem } from '../rules/rewards';
import { earnedPoints } from '../rules/earning';
import { AMOUNT_MESSAGES } from '../../domain/programme';
import { openLocationNamed } from '../../domain/location-names';
import type { BackendAnswer } from '../wire';

const ADD: Words<typeof API.addPoints> = {
  points: { invalid: POINTS_MESSAGES.points },
  amount: { invalid: AMOUNT_MESSAGES.amount },
  pointsReason: { label: 'A reason' },
  locationName: { label: 'The location' },
  adminId: ACTING_ADMIN_WORDS,
};
/** A custom amount (points and serviceName), or a catalogue reward (rewardId) instead: docs/product.md §10.23. */
const REDEEM: Words<typeof API.redeemPoints> = {
  points: { invalid: POINTS_MESSAGES.points },
  locationName: { label: 'The location' },
  serviceName: { label: 'A service' },
  adminId: ACTING_ADMIN_WORDS,
  rewardId: { label: 'The reward' },
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
    withBody(
      API.addPoints,
      ADD,
      async (call, { points: typed, amount, pointsReason: reason, locationName, adminId }) => {
        const elsewhere = keyElsewhereRefusal(call.apiKey, locationName);
        if (elsewhere) return elsewhere;
        const location = call.apiKey?.location ?? locationName;
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
      },
    ),
  ),
);

const redeemPoints = adminRoute(
  API.redeemPoints,
  inOneStep(
    withBody(
      API.redeemPoints,
      REDEEM,
      async (call, { points, locationName, serviceName, adminId, rewardId }) => {
        // Points or a reward alike.
        const elsewhere = keyElsewhereRefusal(call.apiKey, locationName);
        if (elsewhere) return elsewhere;
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
      },
    ),
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
