/** Adding and redeeming points: the domain's rules of docs/product.md §5 (and its maximum), then the booking. */
import { API } from '../../contract';
import {
  POINTS_MESSAGES,
  redeemBalanceProblem,
  validateAddPoints,
  validateRedeemPoints,
} from '../../domain/points';
import { REASON_MAX } from '../../domain/constants';
import { notFound, refuse } from '../answers';
import { number, text } from '../input/fields';
import { isPlausibleId } from '../input/text';
import { adminRoute, inOneStep, withJson, type AdminCall, type CoreRoute } from '../routing';
import { actingAdminField, actingAdminRefusal } from '../rules/acting-admin';
import { balanceLimitProblem, bookPoints, type PointsChange } from '../rules/ledger';
import type { BackendAnswer } from '../wire';

const ADD = {
  points: number(POINTS_MESSAGES.points),
  pointsReason: text({ label: 'A reason', max: REASON_MAX }),
  adminId: actingAdminField,
};
const REDEEM = {
  points: number(POINTS_MESSAGES.points),
  locationName: text({ label: 'The location', max: REASON_MAX }),
  serviceName: text({ label: 'A service', max: REASON_MAX }),
  adminId: actingAdminField,
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
        location: null,
        refusal: (balance) => balanceLimitProblem(points, balance),
      }),
    ),
  ),
);

const redeemPoints = adminRoute(
  API.redeemPoints,
  inOneStep(
    withJson(REDEEM, async (call, { points, locationName, serviceName, adminId }) => {
      // Any balance passes here: the real one is judged under the row lock.
      const values = { points, location: locationName, serviceType: serviceName };
      return book(call, adminId, validateRedeemPoints(values, Number.POSITIVE_INFINITY), {
        type: 'redeem',
        points,
        reasonOrService: serviceName,
        location: locationName,
        refusal: (balance) => redeemBalanceProblem(points, balance),
      });
    }),
  ),
);

export const pointsRoutes: CoreRoute[] = [addPoints, redeemPoints];
