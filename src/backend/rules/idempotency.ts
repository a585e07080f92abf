/**
 * Idempotency keys (docs/api.md, "Extensions"): a change request may carry `Idempotency-Key`; the core keeps
 * the answer per admin and key for a day, in the store and with the change itself, so a retry after a lost
 * answer answers the same and applies nothing again, whichever host or process it reaches.
 *
 * Two ways, by the change (docs/performance.md, "Writes"): a change of many store calls claims the key and
 * keeps its answer in its own transaction; a one-step change (add points, redeem, block, notes, enrol) hands
 * the key to its one store step, which claims it, writes and keeps the step's result in one statement. The
 * key keeps that result, not an answer: the core words the answer from it, the first time and on a replay
 * alike, so no wording lives in SQL.
 */
import { refuse } from '../answers';
import type {
  BackendStore,
  ClientChange,
  ClientChangeResult,
  ClientEnrolment,
  ClientEnrolmentResult,
  KeyClaim,
  Keyed,
  StoreTx,
} from '../ports';
import type { AdminCall } from '../routing';
import { isDownload, type BackendAnswer, type BackendRoute, type JsonAnswer } from '../wire';
import { fingerprintOf } from './request-fingerprint';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY = /^[A-Za-z0-9_-]{1,100}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'The Idempotency-Key header must be 1 to 100 letters, digits, "-" or "_".',
  reused: 'This Idempotency-Key was already used for a different request: send a new key for a new change.',
} as const;

/**
 * The store a handler sees inside the claim's transaction: its own transactions join that one. A one-step
 * change keeps its key itself, on the store, never in here.
 */
const within = (tx: StoreTx): BackendStore => ({
  ...tx,
  transaction: (work) => work(tx),
  changeClientOnce: () => Promise.reject(new Error(NOT_INSIDE)),
  enrolClientOnce: () => Promise.reject(new Error(NOT_INSIDE)),
  // The route touches the session before the handler runs (routing.ts), never from inside a change.
  touchSession: () => Promise.reject(new Error('A session is touched before a change, not inside it.')),
  useApiKey: () => Promise.reject(new Error('An API key is judged before a change, not inside it.')),
  // The broadcast runner's steps stand on their own, never inside a request's change.
  recoverBroadcastMail: () => Promise.reject(new Error(RUNNER_ONLY)),
  broadcastMailSentSince: () => Promise.reject(new Error(RUNNER_ONLY)),
  claimBroadcastMail: () => Promise.reject(new Error(RUNNER_ONLY)),
  startBroadcastMail: () => Promise.reject(new Error(RUNNER_ONLY)),
  settleBroadcastMail: () => Promise.reject(new Error(RUNNER_ONLY)),
});
const RUNNER_ONLY = "The broadcast runner's steps are not made inside a change.";
const NOT_INSIDE = 'A one-step change keeps its Idempotency-Key on the store, not inside a transaction.';

export const isChange = (route: Pick<BackendRoute, 'verb'>): boolean => route.verb !== 'GET';

/**
 * Runs `change` at most once per (admin, key) a day; without a key, simply runs it. A one-step change gets
 * the claim in `call.key` and keeps its key in its store step; any other runs inside the claim's transaction.
 */
export async function onceForKey(
  call: AdminCall,
  route: Pick<BackendRoute, 'verb' | 'path'>,
  oneStep: boolean,
  change: (call: AdminCall) => Promise<BackendAnswer>,
): Promise<BackendAnswer> {
  const { ports, request, now, actor } = call;
  const key = request.idempotencyKey ?? null;
  if (key === null) return change(call);
  if (!KEY.test(key)) return refuse(400, IDEMPOTENCY_MESSAGES.invalid);
  const fingerprint = fingerprintOf(route, request);
  const claim = { adminId: actor._id, key, fingerprint, createdAt: new Date(now).toISOString() };
  const expiredBefore = new Date(now - IDEMPOTENCY_TTL_MS).toISOString();
  if (oneStep) return change({ ...call, key: { ...claim, expiredBefore } });
  return ports.store.transaction(async (tx) => {
    const held = await tx.claimIdempotencyKey(claim, expiredBefore);
    if (held !== null)
      return held.fingerprint === fingerprint
        ? { status: held.status, body: held.body }
        : refuse(422, IDEMPOTENCY_MESSAGES.reused);
    const answer = await change({ ...call, ports: { ...ports, store: within(tx) } });
    // A change never answers a file; were one to, it is simply not remembered.
    if (!isDownload(answer)) await tx.settleIdempotencyKey(actor._id, key, withoutSecret(answer));
    return answer;
  });
}

/**
 * What a key keeps of an answer: never a secret answered once (a new API key's `secret`), which would lie in
 * the store in plain text for a day; its replay answers the record without it (docs/security.md, "API keys").
 */
function withoutSecret(answer: JsonAnswer): JsonAnswer {
  if (!('secret' in answer.body)) return answer;
  const { secret: _secret, ...body } = answer.body;
  return { ...answer, body };
}

/** A one-step change's result, or the answer its key gives instead (kept by a first request, or refused). */
export type KeptOrAnswer<R> = { result: R } | { answer: BackendAnswer };

async function keptOnce<R>(
  key: KeyClaim | null,
  plain: () => Promise<R>,
  once: (key: KeyClaim) => Promise<Keyed<R>>,
): Promise<KeptOrAnswer<R>> {
  if (key === null) return { result: await plain() };
  const kept = await once(key);
  if ('reused' in kept) return { answer: refuse(422, IDEMPOTENCY_MESSAGES.reused) };
  if ('answer' in kept) return { answer: { status: kept.answer.status, body: kept.answer.body } };
  return kept;
}

/** StoreChanges.changeClient with the call's key, if it has one. */
export const changeClientOnce = (
  call: AdminCall,
  change: ClientChange,
): Promise<KeptOrAnswer<ClientChangeResult>> =>
  keptOnce(
    call.key,
    () => call.ports.store.changeClient(change),
    (key) => call.ports.store.changeClientOnce(change, key),
  );

/** StoreChanges.enrolClient with the call's key, if it has one. */
export const enrolClientOnce = (
  call: AdminCall,
  enrolment: ClientEnrolment,
): Promise<KeptOrAnswer<ClientEnrolmentResult>> =>
  keptOnce(
    call.key,
    () => call.ports.store.enrolClient(enrolment),
    (key) => call.ports.store.enrolClientOnce(enrolment, key),
  );
