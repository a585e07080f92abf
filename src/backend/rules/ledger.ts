/**
 * Booking points: under the client's row lock, the rule is checked against the current balance, then the
 * balance, the ledger row and the trail entry are written in the one transaction, or nothing is.
 */
import { MAX_BALANCE } from '../../domain/constants';
import { pointsBlockedProblem, pointsBookedMessage } from '../../domain/points';
import { notFound, ok, refuse } from '../answers';
import { transactionIdFor } from '../ids';
import type { ClientRecord, TransactionRecord } from '../records';
import type { AdminCall } from '../routing';
import type { BackendAnswer } from '../wire';
import { trailEntry } from './activity';

export interface PointsChange {
  type: 'add' | 'redeem';
  points: number;
  reasonOrService: string;
  /** Where it happened: a redeem names it; an add happens at the client's own location. */
  location: (client: ClientRecord) => string;
  /** A refusal of this change at the client's current balance, or undefined (422). */
  refusal: (balance: number) => string | undefined;
}

/** An add that would pass it is refused, never wrapped or rounded. */
export const balanceLimitProblem = (points: number, balance: number): string | undefined =>
  balance + points > MAX_BALANCE
    ? `This would take the balance past ${MAX_BALANCE.toLocaleString('en-US')} points, the most a balance can hold.`
    : undefined;

export async function bookPoints(
  call: AdminCall,
  clientId: string,
  change: PointsChange,
): Promise<BackendAnswer> {
  const { ports, request, now, actor } = call;
  return ports.store.transaction(async (tx) => {
    const client = await tx.lockClient(clientId);
    if (client === null) return notFound('Client', clientId);
    const refusal = pointsBlockedProblem(client.blockStatus) ?? change.refusal(client.points);
    if (refusal) return refuse(422, refusal);
    const balance = client.points + (change.type === 'add' ? change.points : -change.points);
    await tx.updateClient(clientId, { points: balance });
    const transaction: TransactionRecord = {
      transactionId: transactionIdFor(await tx.nextSequence('transaction')),
      clientId,
      clientName: client.name,
      transactionDate: new Date(now).toISOString(),
      totalPoints: balance,
      transactionPoints: change.points,
      type: change.type,
      reasonOrService: change.reasonOrService,
      adminUserId: actor._id,
      adminName: actor.name,
      location: change.location(client),
    };
    await tx.insertTransaction(transaction);
    const action = change.type === 'add' ? 'points.added' : 'points.redeemed';
    const details = {
      clientId,
      clientName: client.name,
      before: String(client.points),
      after: String(balance),
    };
    await tx.appendActivity(trailEntry({ admin: actor, now, ip: request.ip }, action, details));
    return ok(pointsBookedMessage(change.type, change.points), { transaction });
  });
}
