import { sql as raw } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { seedIfEmpty } from '../../../server/db/seed';
import { createSqlStore } from '../../../server/store/sql-store';
import { firstRow } from '../../../server/store/rows';
import { buildSeed } from '../../../src/backend/seed/build-seed';
import { DEFAULT_SIZE } from '../../../src/backend/seed/size';
import { describeOnEachDatabase } from '../support/each-database';
import { given } from '../support/given';
import type { FreshDatabase } from '../support/test-database';

const ANCHOR = Date.parse('2026-11-23T00:00:00.000Z');
const SEED = buildSeed(DEFAULT_SIZE, ANCHOR, 'seeded-hash');
const everyone = { search: '', locations: [], statuses: [], from: '', to: '' };

describeOnEachDatabase('the demo seed', (current) => {
  let fresh: FreshDatabase | null = null;
  afterEach(async () => {
    await fresh?.dispose();
    fresh = null;
  });

  it('fills an empty database with exactly the demo data, read back as the records were built', async () => {
    fresh = await current().fresh();
    expect(await seedIfEmpty(fresh.database.sql, async () => SEED)).toBe(true);
    const store = createSqlStore(fresh.database.sql);
    const clients = await store.listClients(everyone);
    expect(clients).toEqual(SEED.clients.map(({ statusLog: _log, ...row }) => row));
    const withLog = SEED.clients.find((c) => c.statusLog.length > 1) ?? SEED.clients[0];
    expect(await store.clientById(withLog?.userId ?? '')).toEqual(withLog);
    expect(await store.listTransactions({ ...everyone, type: '', clientId: '' })).toEqual(SEED.transactions);
    const broadcasts = await store.listBroadcasts({ search: '', from: '', to: '', page: null });
    // A seeded broadcast went to every location and was never resent (docs/product.md §10.27).
    expect(broadcasts.rows).toEqual(
      SEED.broadcasts.map((b) => ({ location: null, resentAt: null, resends: 0, ...b })),
    );
    expect(await store.accountByEmail('admin@loyalloop.demo')).toEqual(SEED.accounts[0]);
  });

  it('continues the transaction and broadcast numbers after the seeded ids', async () => {
    fresh = await current().fresh();
    await seedIfEmpty(fresh.database.sql, async () => SEED);
    const next = await createSqlStore(fresh.database.sql).transaction(async (tx) => [
      await tx.nextSequence('transaction'),
      await tx.nextSequence('broadcast'),
    ]);
    expect(next).toEqual([DEFAULT_SIZE.transactions + 1, DEFAULT_SIZE.broadcasts + 1]);
  });

  it('never seeds over data: a second start, or a database with only an account, is left as it is', async () => {
    fresh = await current().fresh();
    await seedIfEmpty(fresh.database.sql, async () => SEED);
    expect(await seedIfEmpty(fresh.database.sql, async () => SEED)).toBe(false);
    const count = firstRow(await fresh.database.sql.execute(raw`select count(*)::int as n from clients`));
    expect(count.n).toBe(DEFAULT_SIZE.clients);

    await fresh.dispose();
    fresh = await current().fresh();
    await given(fresh.database, {});
    let built = false;
    expect(await seedIfEmpty(fresh.database.sql, async () => ((built = true), SEED))).toBe(false);
    expect(built).toBe(false);
  });
});
