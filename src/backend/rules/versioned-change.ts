/**
 * A change of a client's notes or block (StoreChanges.changeClient), checked against the version its If-Match
 * names (client-version.ts). With If-Match, the client is locked, the tag compared and the change written in
 * one transaction, so no colleague's change slips in between the check and the write; its Idempotency-Key is
 * claimed by that transaction (idempotency.ts, onceForKey), so a replay answers what the first request
 * answered, a 409 included. Without one (the product's own calls), the change is the one store step it was
 * (docs/performance.md, "Writes").
 */
import { notFound } from '../answers';
import type { ClientChange, ClientChangeResult } from '../ports';
import type { AdminCall } from '../routing';
import type { BackendAnswer, BackendRequest, JsonAnswer } from '../wire';
import { changedSince, staleRefusal, withTag } from './client-version';
import { changeClientOnce } from './idempotency';

/** What to write, and the answers: the store refused it (the client's status, or nothing to change), or done. */
export interface PlannedChange {
  change: ClientChange;
  refused: JsonAnswer;
  done: JsonAnswer;
}

/** Whether the request makes its change in one store step: without If-Match (for `inOneStep`). */
export const withoutVersion = (request: BackendRequest): boolean =>
  request.ifMatch === null || request.ifMatch === undefined;

/** The answer to the store's result, with the client's ETag as it is after. */
function answerOf(id: string, planned: PlannedChange, result: ClientChangeResult): JsonAnswer {
  if (result.outcome === 'not-found') return notFound('Client', id);
  if (result.outcome === 'refused') return withTag(planned.refused, result.client);
  return withTag(planned.done, { ...result.before, ...planned.change.set });
}

export async function versionedChange(call: AdminCall, planned: PlannedChange): Promise<BackendAnswer> {
  const { ports, request } = call;
  const id = planned.change.clientId;
  if (withoutVersion(request)) {
    const kept = await changeClientOnce(call, planned.change);
    return 'answer' in kept ? kept.answer : answerOf(id, planned, kept.result);
  }
  return ports.store.transaction(async (tx) => {
    const client = await tx.lockClient(id);
    if (client === null) return notFound('Client', id);
    const stale = changedSince(request.ifMatch, client);
    if (stale) return staleRefusal(stale);
    return answerOf(id, planned, await tx.changeClient(planned.change));
  });
}
