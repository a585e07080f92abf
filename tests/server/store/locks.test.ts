import { beforeEach, expect, it } from 'vitest';
import { createSqlStore } from '../../../server/store/sql-store';
import { describeOnEachDatabase } from '../support/each-database';
import { given } from '../support/given';
import { aClient, ADMIN_ID } from '../support/records';
import { emptyDatabase } from '../support/empty-database';

/** Lets the other transactions run up to their own lock before this one writes. */
const yieldToOthers = () => new Promise((resolve) => setTimeout(resolve, 20));

describeOnEachDatabase('the SQL store: row locks', (current) => {
  const store = () => createSqlStore(current().database.sql);

  beforeEach(async () => {
    await emptyDatabase(current().database);
    await given(current().database, { clients: [aClient({ points: 0 })] });
  });

  it('queues changes to one balance: concurrent read-then-write additions lose nothing', async () => {
    const addTen = () =>
      store().transaction(async (tx) => {
        const client = await tx.lockClient('LL100001');
        await yieldToOthers();
        await tx.updateClient('LL100001', { points: (client?.points ?? 0) + 10 });
      });
    await Promise.all(Array.from({ length: 6 }, addTen));
    expect((await store().clientById('LL100001'))?.points).toBe(60);
  });

  it('answers the locked client with its status log, or null', async () => {
    await store().transaction(async (tx) => {
      expect(await tx.lockClient('LL100001')).toEqual(aClient({ points: 0 }));
      expect(await tx.lockClient('LL404')).toBeNull();
    });
  });

  it("queues checks of one subject's codes: concurrent wrong tries are all counted, the first ones too", async () => {
    const wrongTry = (i: number) =>
      store().transaction(async (tx) => {
        const counted = await tx.lockGuesses(ADMIN_ID);
        await yieldToOthers();
        const wrongAt = [...(counted?.wrongAt ?? []), `2026-01-01T00:0${i}:00.000Z`];
        await tx.putGuesses({ subject: ADMIN_ID, wrongAt, lockouts: 0, lockedUntil: null });
      });
    await Promise.all(Array.from({ length: 5 }, (_, i) => wrongTry(i)));
    await store().transaction(async (tx) =>
      expect((await tx.lockGuesses(ADMIN_ID))?.wrongAt).toHaveLength(5),
    );
  });
});
