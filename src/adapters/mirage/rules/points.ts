/** The points rules a real backend enforces. A refusal is decided before anything changes. */
import { LOCATIONS } from '../../../domain/constants';
import type { Body } from '../server/request';
import { textField } from '../server/request';

export type Checked<T> = { ok: true; value: T } | { ok: false; status: 400 | 422; message: string };

const refuse = (status: 400 | 422, message: string): { ok: false; status: 400 | 422; message: string } => ({
  ok: false,
  status,
  message,
});

/** Whole points, at least 1 (SPEC §9). */
function readPoints(body: Body): number | null {
  const points = body.points;
  return typeof points === 'number' && Number.isInteger(points) && points >= 1 ? points : null;
}

export function checkAdd(body: Body): Checked<{ points: number; reason: string }> {
  const points = readPoints(body);
  if (points === null) return refuse(400, 'Points must be a whole number of at least 1.');
  const reason = textField(body, 'pointsReason');
  if (reason === '') return refuse(400, 'A reason is required to add points.');
  return { ok: true, value: { points, reason } };
}

export function checkRedeem(
  body: Body,
  balance: number,
): Checked<{ points: number; location: string; service: string }> {
  const points = readPoints(body);
  if (points === null) return refuse(400, 'Points must be a whole number of at least 1.');
  const location = textField(body, 'locationName');
  if (!LOCATIONS.some((l) => l === location))
    return refuse(400, `Choose a location: ${LOCATIONS.join(' or ')}.`);
  const service = textField(body, 'serviceName');
  if (service === '') return refuse(400, 'A service type is required to redeem points.');
  if (points > balance)
    return refuse(422, `Not enough points: the client has ${balance} and ${points} were requested.`);
  return { ok: true, value: { points, location, service } };
}
