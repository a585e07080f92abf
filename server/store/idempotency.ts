/** The idempotency keys table (src/backend/rules/idempotency.ts): the claim, the answer, the sweep. */
import { and, eq, lt } from 'drizzle-orm';
import type { StoreTx } from '../../src/backend/ports';
import type { Sql } from '../db/database';
import { idempotencyKeys } from '../db/schema';

type IdempotencyWrites = 'claimIdempotencyKey' | 'settleIdempotencyKey';

const columns = {
  adminId: idempotencyKeys.adminId,
  key: idempotencyKeys.key,
  fingerprint: idempotencyKeys.fingerprint,
  createdAt: idempotencyKeys.createdAt,
  status: idempotencyKeys.status,
  body: idempotencyKeys.body,
};

export const idempotencyWrites = (tx: Sql): Pick<StoreTx, IdempotencyWrites> => ({
  /**
   * One statement claims the key, or takes over an expired one. A second claim of a key another transaction
   * holds waits on the primary key until that one ends: then it finds the committed answer (conflict, no
   * row returned, and this statement's successor reads it) or, after a rollback, inserts.
   */
  async claimIdempotencyKey(claim, expiredBefore) {
    const fresh = { ...claim, status: 0, body: {} };
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values(fresh)
      .onConflictDoUpdate({
        target: [idempotencyKeys.adminId, idempotencyKeys.key],
        set: fresh,
        setWhere: lt(idempotencyKeys.createdAt, expiredBefore),
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed) return null;
    const [held] = await tx
      .select(columns)
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.adminId, claim.adminId), eq(idempotencyKeys.key, claim.key)));
    if (!held) throw new Error('An idempotency key in conflict could not be read.');
    return held;
  },
  async settleIdempotencyKey(adminId, key, answer) {
    await tx
      .update(idempotencyKeys)
      .set(answer)
      .where(and(eq(idempotencyKeys.adminId, adminId), eq(idempotencyKeys.key, key)));
  },
});

/** Forgets keys created before `before` (the sweep's housekeeping, once they are past the day they are kept). */
export async function sweepIdempotencyKeys(sql: Sql, before: string): Promise<void> {
  await sql.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
