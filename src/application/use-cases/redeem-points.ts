import { parsePoints, validateRedeemPoints } from '../../domain/points';
import type { FieldErrors, RedeemPointsValues } from '../../domain/points';
import type { ChangeAttempt } from '../change-attempt';
import type { ClientRepository } from '../ports/client-repository';
import { done, refused } from './outcome';
import type { Outcome } from './outcome';

export interface RedeemPointsRequest {
  clientId: string;
  adminId: string;
  /** The client's current total: a redeem above it is refused before any request. */
  balance: number;
  values: RedeemPointsValues;
  attempt?: ChangeAttempt;
}

export async function redeemPoints(
  clients: ClientRepository,
  { clientId, adminId, balance, values, attempt }: RedeemPointsRequest,
): Promise<Outcome<FieldErrors<RedeemPointsValues>>> {
  const errors = validateRedeemPoints(values, balance);
  const points = parsePoints(values.points);
  if (Object.keys(errors).length > 0 || points === null) return refused(errors);
  await clients.redeemPoints(
    clientId,
    {
      points,
      locationName: values.location ?? '',
      serviceName: (values.serviceType ?? '').trim(),
      adminId,
    },
    attempt,
  );
  return done();
}
