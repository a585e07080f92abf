/**
 * Idempotency keys (docs/api.md, "Extensions"): a change request may carry `Idempotency-Key`; the core keeps
 * the answer per admin and key for a day, in the store and in the change's own transaction, so a retry after
 * a lost answer answers the same and applies nothing again, whichever host or process it reaches.
 */
import { refuse } from '../answers';
import type { BackendPorts, BackendStore, StoreTx } from '../ports';
import type { AdminCall } from '../routing';
import { isDownload, type BackendAnswer, type BackendRoute } from '../wire';
import { fingerprintOf } from './request-fingerprint';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY = /^[A-Za-z0-9_-]{1,100}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'The Idempotency-Key header must be 1 to 100 letters, digits, "-" or "_".',
  reused: 'This Idempotency-Key was already used for a different request: send a new key for a new change.',
} as const;

/** The store a handler sees inside the claim's transaction: its own transactions join that one. */
const within = (tx: StoreTx): BackendStore => ({ ...tx, transaction: (work) => work(tx) });

export const isChange = (route: Pick<BackendRoute, 'verb'>): boolean => route.verb !== 'GET';

/** Runs `change` at most once per (admin, key) a day; without a key, simply runs it. */
export async function onceForKey(
  call: AdminCall,
  route: Pick<BackendRoute, 'verb' | 'path'>,
  change: (ports: BackendPorts) => Promise<BackendAnswer>,
): Promise<BackendAnswer> {
  const { ports, request, now, actor } = call;
  const key = request.idempotencyKey ?? null;
  if (key === null) return change(ports);
  if (!KEY.test(key)) return refuse(400, IDEMPOTENCY_MESSAGES.invalid);
  const fingerprint = fingerprintOf(route, request);
  return ports.store.transaction(async (tx) => {
    const claim = { adminId: actor._id, key, fingerprint, createdAt: new Date(now).toISOString() };
    const held = await tx.claimIdempotencyKey(claim, new Date(now - IDEMPOTENCY_TTL_MS).toISOString());
    if (held !== null)
      return held.fingerprint === fingerprint
        ? { status: held.status, body: held.body }
        : refuse(422, IDEMPOTENCY_MESSAGES.reused);
    const answer = await change({ ...ports, store: within(tx) });
    // A change never answers a file; were one to, it is simply not remembered.
    if (!isDownload(answer)) await tx.settleIdempotencyKey(actor._id, key, answer);
    return answer;
  });
}
