// Going back to the demo seed between cases by copying a kept copy back (tests/server/support/kept-seed.ts) must
// leave the database exactly as seeding it does: every table's rows (the summaries the triggers keep too),
// identity values and every sequence, whatever the case before changed.
import { sql as raw } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { rowsOf } from '../../../server/store/rows';
import { createSqlStore } from '../../../server/store/sql-store';
import { snapshot } from '../support/db-snapshot';
import { describeOnEachDatabase } from '../support/each-database';
import { given } from '../support/given';
import { aClient, anAccount, anActivity, aTransaction } from '../support/records';
import { reseedDemo } from '../support/reseed';

const NOW = Date.parse('2026-11-23T10:00:00.000Z');
/** Each case seeds and snapshots the database several times: over 20 s on PGlite on the loaded shared machine. */
const SEVERAL_SEEDS_MS = 120_000;

/** The rows of every table and every sequence of the schema public, as text to compare. */
async function everything(database: Database): Promise<string> {
  const sequences = await database.sql.execute(
    raw`select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`,
  );
  return JSON.stringify({ tables: await snapshot(database), sequences: rowsOf(sequences) });
}

/** What a case might do: new rows in the ledger (and so in the summaries), the trail, the clients. */
async function changeEverything(database: Database): Promise<void> {
  await given(database, {
    accounts: [anAccount({ _id: '64f1c0ffee0000000000b001', email: 'other@example.com' })],
    clients: [aClient({ userId: 'LL999001', email: 'new.client@example.com', location: 'Oakville' })],
    transactions: [
      aTransaction({
        transactionId: 'TX9999001',
        clientId: 'LL999001',
        transactionDate: '2026-11-22T12:00:00.000Z',
      }),
    ],
  });
  const store = createSqlStore(database.sql);
  await store.transaction(async (tx) => {
    await tx.appendActivity(anActivity({ clientId: 'LL999001' }));
    await tx.nextSequence('transaction');
    await tx.nextSequence('broadcast');
  });
  await database.sql.execute(raw`update clients set points = points + 7 where user_id = 'LL100001'`);
}

describeOnEachDatabase('the demo seed kept beside the database', (current) => {
  it(
    'a reseed from the kept copy leaves every row and sequence as seeding left them, after any change',
    async () => {
      const { database } = current();
      await reseedDemo(database, NOW, 'seeded-hash');
      const seeded = await everything(database);
      for (let round = 0; round < 2; round += 1) {
        await changeEverything(database);
        expect(await everything(database)).not.toBe(seeded);
        await reseedDemo(database, NOW, 'seeded-hash');
        expect(await everything(database)).toBe(seeded);
      }
    },
    SEVERAL_SEEDS_MS,
  );

  it(
    'a new day, or another password hash, seeds again instead of copying the day before back',
    async () => {
      const { database } = current();
      await reseedDemo(database, NOW, 'seeded-hash');
      const today = await everything(database);
      await reseedDemo(database, NOW + 86_400_000, 'seeded-hash');
      const tomorrow = await everything(database);
      expect(tomorrow).not.toBe(today);
      await reseedDemo(database, NOW + 86_400_000, 'another-hash');
      expect(await everything(database)).not.toBe(tomorrow);
      await reseedDemo(database, NOW + 86_400_000, 'seeded-hash');
      expect(await everything(database)).toBe(tomorrow);
    },
    SEVERAL_SEEDS_MS,
  );
});
