/**
 * A change of a client's notes or block, checked against the version its If-Match names (client-version.ts):
 * the client is locked, the tag compared and the change written in one transaction, so no colleague's change
 * slips in between the check and the write. An Idempotency-Key is claimed by that transaction's call
 * (idempotency.ts, onceForKey), so a replay answers what the first request answered, a 409 included.
 */
import { notFound } from '../answers';
import type { ClientChange } from '../ports';
import type { ClientRecord } from '../records';
import type { AdminCall } from '../routing';
import type { JsonAnswer } from '../wire';
import { changedSince, staleRefusal, withTag } from './client-version';

/** What to write, and the answers: the store refused it (the client's status), or it was done. */
export interface PlannedChange {
  change: ClientChange;
  refused: JsonAnswer;
  done: JsonAnswer;
}

/** Plans the change on the locked client: a plan, or an answer already (a save that changes nothing). */
type Plan = (client: ClientRecord) => PlannedChange | JsonAnswer;

export function versionedChange(call: AdminCall, id: string, plan: Plan): Promise<JsonAnswer> {
  const { ports, request } = call;
  return ports.store.transaction(async (tx) => {
    const client = await tx.lockClient(id);
    if (client === null) return notFound('Client', id);
    const stale = changedSince(request.ifMatch, client);
    if (stale) return staleRefusal(stale);
    const planned = plan(client);
    if (!('change' in planned)) return withTag(planned, client);
    const result = await tx.changeClient(planned.change);
    if (result.outcome === 'not-found') return notFound('Client', id);
    if (result.outcome === 'refused') return withTag(planned.refused, result.client);
    return withTag(planned.done, { ...client, ...planned.change.set });
  });
}
