/**
 * Reversing a ledger entry (docs/product.md §10): a linked counter-entry that undoes its change of the
 * balance, in one transaction with the client's row locked, so two reversals of one entry, or a reversal and
 * a redeem of one balance, queue up. The entry's own row only gains the link; the ledger keeps both.
 */
import { API } from '../../contract';
import {
  REVERSAL_MESSAGES,
  mayReverse,
  reversalBalanceProblem,
  reversalPoints,
  reversibleProblem,
} from '../../domain/reversal';
import { reasonProblem } from '../../domain/reason';
import { notFound, ok, refuse } from '../answers';
import { transactionWire } from '../wire-shapes';
import { transactionIdFor } from '../ids';
import type { Words } from '../input/contract-body';
import { isPlausibleId } from '../input/text';
import type { TransactionRecord } from '../records';
import { adminRoute, withBody, type CoreRoute } from '../routing';
import { trailEntry } from '../rules/activity';
import { businessZone } from '../rules/business-zone';

const REVERSE: Words<typeof API.reverseTransaction> = { reason: { label: 'The reason' } };

export const reverseTransaction = adminRoute(
  API.reverseTransaction,
  withBody(API.reverseTransaction, REVERSE, async ({ ports, request, now, actor }, { reason }) => {
    const id = request.params.id ?? '';
    if (!isPlausibleId(id)) return notFound('Transaction', id);
    if (reasonProblem(reason)) return refuse(400, REVERSAL_MESSAGES.reason);
    return ports.store.transaction(async (tx) => {
      const seen = await tx.transactionById(id);
      if (seen === null) return notFound('Transaction', id);
      const client = await tx.lockClient(seen.clientId);
      // Read again under the client's lock: a reversal committed meanwhile shows here.
      const entry = client === null ? null : await tx.transactionById(id);
      if (client === null || entry === null) return notFound('Transaction', id);
      if (!mayReverse(entry, actor, now, await businessZone(tx)))
        return refuse(403, REVERSAL_MESSAGES.notAllowed);
      const problem = reversibleProblem(entry);
      if (problem) return refuse(entry.type === 'reversal' ? 422 : 409, problem);
      const change = reversalPoints(entry);
      const balanceProblem = reversalBalanceProblem(change, client.points);
      if (balanceProblem) return refuse(422, balanceProblem);
      const balance = client.points + change;
      const reversal: TransactionRecord = {
        transactionId: transactionIdFor(await tx.nextSequence('transaction')),
        clientId: client.userId,
        clientName: client.name,
        transactionDate: new Date(now).toISOString(),
        totalPoints: balance,
        transactionPoints: change,
        type: 'reversal',
        reasonOrService: reason,
        adminUserId: actor._id,
        adminName: actor.name,
        // Only an admin reverses: no key may make this call (docs/product.md §10.26).
        apiKeyId: null,
        location: entry.location,
        reverses: entry.transactionId,
      };
      await tx.insertTransaction(reversal);
      await tx.markReversed(entry.transactionId, reversal.transactionId);
      await tx.updateClient(client.userId, { points: balance });
      const details = {
        clientId: client.userId,
        clientName: client.name,
        before: String(client.points),
        after: String(balance),
      };
      await tx.appendActivity(trailEntry({ admin: actor, now, ip: request.ip }, 'points.reversed', details));
      return ok(API.reverseTransaction, 'Transaction reversed.', {
        transaction: transactionWire(reversal),
        reversed: transactionWire({ ...entry, reversedBy: reversal.transactionId }),
      });
    });
  }),
);

export const reverseRoutes: CoreRoute[] = [reverseTransaction];
