/**
 * What StoreKeyedChanges means, as steps over the store's other calls inside one transaction: claim the key,
 * or find it held; make the change; keep its result with the key. The demo's store runs exactly this as its
 * one step; the SQL store does the same in one statement (server/store/keyed-writes.ts).
 */
import type { ClientChangeResult, ClientEnrolmentResult, KeyClaim, Keyed, StoreTx } from './ports';
import type { IdempotencyRecord, KeptResult } from './records';

/** A key held already: another request's (refused), a kept result, or a kept answer (a change of many calls). */
export function heldAs<R>(
  held: Pick<IdempotencyRecord, 'fingerprint' | 'status' | 'body' | 'kept'>,
  key: Pick<KeyClaim, 'fingerprint'>,
  read: (kept: KeptResult) => R | null,
): Keyed<R> {
  if (held.fingerprint !== key.fingerprint) return { reused: true };
  const result = held.kept === undefined ? null : read(held.kept);
  return result === null ? { answer: { status: held.status, body: held.body } } : { result };
}

export async function onceInSteps<R>(
  tx: Pick<StoreTx, 'claimIdempotencyKey' | 'settleIdempotencyKey'>,
  key: KeyClaim,
  step: { run: () => Promise<R>; keep: (result: R) => KeptResult; read: (kept: KeptResult) => R | null },
): Promise<Keyed<R>> {
  const { expiredBefore, ...claim } = key;
  const held = await tx.claimIdempotencyKey(claim, expiredBefore);
  if (held !== null) return heldAs(held, key, step.read);
  const result = await step.run();
  await tx.settleIdempotencyKey(key.adminId, key.key, { status: 0, body: {}, kept: step.keep(result) });
  return { result };
}

/** How each one-step change keeps its result, and reads it back. */
export const KEPT = {
  change: {
    keep: (result: ClientChangeResult): KeptResult => ({ of: 'change', result }),
    read: (kept: KeptResult) => (kept.of === 'change' ? kept.result : null),
  },
  enrolment: {
    keep: (result: ClientEnrolmentResult): KeptResult => ({ of: 'enrolment', result }),
    read: (kept: KeptResult) => (kept.of === 'enrolment' ? kept.result : null),
  },
} as const;
