/**
 * The idempotency keys table (src/backend/rules/idempotency.ts): the claim, the answer, the sweep. The claim
 * and the answer are on every change that carries a key, so their text is written once and they run
 * prepared by name on the transaction's connection (Drizzle rebuilt and PostgreSQL re-planned both per call).
 */
import { and, eq, lt } from 'drizzle-orm';
import type { StoreTx } from '../../src/backend/ports';
import type { Sql } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { statement } from '../db/statement';

type IdempotencyWrites = 'claimIdempotencyKey' | 'settleIdempotencyKey';

const columns = {
  adminId: idempotencyKeys.adminId,
  key: idempotencyKeys.key,
  fingerprint: idempotencyKeys.fingerprint,
  createdAt: idempotencyKeys.createdAt,
  status: idempotencyKeys.status,
  body: idempotencyKeys.body,
};

/** A fresh claim (status 0, no answer yet), or the takeover of a key created before $5. */
const CLAIM = `insert into idempotency_keys (admin_id, key, fingerprint, created_at, status, body)
  values ($1::text, $2::text, $3::text, $4::timestamptz, 0, '{}'::jsonb)
  on conflict (admin_id, key) do update set fingerprint = excluded.fingerprint,
    created_at = excluded.created_at, status = 0, body = '{}'::jsonb
  where idempotency_keys.created_at < $5::timestamptz
  returning key`;
const SETTLE = `update idempotency_keys set status = $3::int, body = $4::jsonb where admin_id = $1::text and key = $2::text`;

export const idempotencyWrites = (tx: Sql): Pick<StoreTx, IdempotencyWrites> => {
  const claimKey = statement(tx, 'idempotency_claim', CLAIM);
  const settleKey = statement(tx, 'idempotency_settle', SETTLE);
  return {
    /**
     * One statement claims the key, or takes over an expired one. A second claim of a key another transaction
     * holds waits on the primary key until that one ends: then it finds the committed answer (conflict, no
     * row returned, and this statement's successor reads it) or, after a rollback, inserts.
     */
    async claimIdempotencyKey(claim, expiredBefore) {
      const [claimed] = await claimKey([
        claim.adminId,
        claim.key,
        claim.fingerprint,
        claim.createdAt,
        expiredBefore,
      ]);
      if (claimed) return null;
      const [held] = await tx
        .select(columns)
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.adminId, claim.adminId), eq(idempotencyKeys.key, claim.key)));
      if (!held) throw new Error('An idempotency key in conflict could not be read.');
      return held;
    },
    async settleIdempotencyKey(adminId, key, answer) {
      await settleKey([adminId, key, answer.status, JSON.stringify(answer.body)]);
    },
  };
};

/** Forgets keys created before `before` (the sweep's housekeeping, once they are past the day they are kept). */
export async function sweepIdempotencyKeys(sql: Sql, before: string): Promise<void> {
  await sql.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
