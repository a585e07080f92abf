import { parsePoints, validateAddPoints } from '../../domain/points';
import { amountCents } from '../../domain/programme';
import type { AddPointsValues, FieldErrors } from '../../domain/points';
import type { ChangeAttempt } from '../change-attempt';
import type { ClientRepository } from '../ports/client-repository';
import { done, refused } from './outcome';
import type { Outcome } from './outcome';

export interface AddPointsRequest {
  clientId: string;
  adminId: string;
  values: AddPointsValues;
  attempt?: ChangeAttempt;
}

/** Adds points for the acting admin (docs/product.md §6) once the values pass the rules of §5; nothing is sent otherwise. */
export async function addPoints(
  clients: ClientRepository,
  { clientId, adminId, values, attempt }: AddPointsRequest,
): Promise<Outcome<FieldErrors<AddPointsValues>>> {
  const errors = validateAddPoints(values);
  if (Object.keys(errors).length > 0) return refused(errors);
  const pointsReason = (values.reason ?? '').trim();
  // docs/product.md §10.28: an amount spent goes as dollars; the server's programme turns it into points.
  const cents = amountCents(values.amount);
  const points = parsePoints(values.points);
  // Left out when the form has no location: the server books the admin's own (docs/product.md §10.30).
  const locationName = values.location?.trim();
  if (cents !== null)
    await clients.addPoints(clientId, { amount: cents / 100, pointsReason, locationName, adminId }, attempt);
  else if (points !== null)
    await clients.addPoints(clientId, { points, pointsReason, locationName, adminId }, attempt);
  else return refused(errors);
  return done();
}
