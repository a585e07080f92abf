/**
 * Points from an amount spent (docs/product.md §10.28): the programme as it stands now, at the client's
 * location, decides them; the entry keeps the amount and the rule. Typed points pass as they are.
 */
import { POINTS_MAXIMUM } from '../../domain/constants';
import { amountCents, earningRuleText, pointsForAmount, AMOUNT_MESSAGES } from '../../domain/programme';
import { notFound, refuse } from '../answers';
import { isPlausibleId } from '../input/text';
import type { AdminCall } from '../routing';
import type { BackendAnswer } from '../wire';
import type { PointsChange } from './ledger';
import { programmeOf } from './programme';

export type Earning =
  { points: number | undefined; earned?: NonNullable<PointsChange['earned']> } | { answer: BackendAnswer };

export async function earnedPoints(
  { ports, request, apiKey }: AdminCall,
  typed: number | undefined,
  amount: number | undefined,
  /** Where the points are booked, when the call names it (docs/product.md §10.30). */
  bookedAt?: string,
): Promise<Earning> {
  if (amount === undefined) return { points: typed };
  if (typed !== undefined) return { answer: refuse(400, AMOUNT_MESSAGES.pointsOrAmount) };
  const cents = amountCents(amount);
  if (cents === null) return { answer: refuse(400, AMOUNT_MESSAGES.amount) };
  const id = request.params.id ?? '';
  // The rate is the client's location's; the booking judges the client again under its row lock.
  const client = isPlausibleId(id) ? await ports.store.clientById(id) : null;
  if (client === null) return { answer: notFound('Client', id) };
  const programme = await programmeOf(ports.store);
  // Where it happens: the location the call names, a key's own, else the client's.
  const location = bookedAt ?? apiKey?.location ?? client.location;
  const points = pointsForAmount(programme, cents, location);
  if (points < 1) return { answer: refuse(400, AMOUNT_MESSAGES.noPoints) };
  if (points > POINTS_MAXIMUM) return { answer: refuse(400, AMOUNT_MESSAGES.tooManyPoints) };
  return { points, earned: { amountCents: cents, earningRule: earningRuleText(programme, location) } };
}
