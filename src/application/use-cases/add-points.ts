import { parsePoints, validateAddPoints } from '../../domain/points';
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
  const points = parsePoints(values.points);
  if (Object.keys(errors).length > 0 || points === null) return refused(errors);
  // Left out when the form has no location: the server books the admin's own (docs/product.md §10.28).
  const locationName = values.location?.trim();
  const input = { points, pointsReason: (values.reason ?? '').trim(), locationName, adminId };
  await clients.addPoints(clientId, input, attempt);
  return done();
}
