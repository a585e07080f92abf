/** The SQL store's idempotency keys: a claim, the answer kept, a day's expiry, and the sweep that drops them. */
import { beforeEach, expect, it } from 'vitest';
import { idempotencyKeys } from '../../../server/db/schema';
import { createSqlStore } from '../../../server/store/sql-store';
import { sweep } from '../../../server/sweep';
import { IDEMPOTENCY_TTL_MS } from '../../../src/backend/rules/idempotency';
import { describeOnEachDatabase } from '../support/each-database';
import { emptyDatabase } from '../support/empty-database';
import { given } from '../support/given';
import { ADMIN_ID } from '../support/records';

const AT = Date.parse('2026-01-01T00:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const CLAIM = { adminId: ADMIN_ID, key: 'k-1', fingerprint: 'f1', createdAt: iso(AT) };
const ANSWER = { status: 200, body: { type: 'success', message: '7 points added successfully.' } };

describeOnEachDatabase('the SQL store: idempotency keys', (current) => {
  const store = () => createSqlStore(current().database.sql);
  const claim = (at: number, fingerprint = 'f1') =>
    store().transaction((tx) =>
      tx.claimIdempotencyKey({ ...CLAIM, fingerprint, createdAt: iso(at) }, iso(at - IDEMPOTENCY_TTL_MS)),
    );

  beforeEach(async () => {
    await emptyDatabase(current().database);
    await given(current().database, {});
  });

  it('a claim keeps its answer; a claim within the day finds it; after the day the key is taken afresh', async () => {
    await store().transaction(async (tx) => {
      expect(await tx.claimIdempotencyKey(CLAIM, iso(AT - IDEMPOTENCY_TTL_MS))).toBeNull();
      await tx.settleIdempotencyKey(ADMIN_ID, 'k-1', ANSWER);
    });
    expect(await claim(AT + IDEMPOTENCY_TTL_MS - 1, 'f2')).toEqual({ ...CLAIM, ...ANSWER });
    expect(await claim(AT + IDEMPOTENCY_TTL_MS + 1, 'f2')).toBeNull();
  });

  it('a claim whose transaction fails leaves the key free', async () => {
    await expect(
      store().transaction(async (tx) => {
        await tx.claimIdempotencyKey(CLAIM, iso(AT - IDEMPOTENCY_TTL_MS));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await claim(AT + 1)).toBeNull();
  });

  it('the sweep drops keys older than a day and keeps the rest', async () => {
    await claim(AT);
    await store().transaction((tx) =>
      tx.claimIdempotencyKey({ ...CLAIM, key: 'k-2', createdAt: iso(AT + 1000) }, iso(AT)),
    );
    await sweep(current().database.sql, AT + IDEMPOTENCY_TTL_MS + 500);
    const kept = await current().database.sql.select().from(idempotencyKeys);
    expect(kept.map((row) => row.key)).toEqual(['k-2']);
  });
});
