/** The demo's store: one transaction at a time, all of it or none of it, saved after each committed change. */
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '../../../src/adapters/mirage/db/memory-store';
import { seedSnapshot } from '../../../src/adapters/mirage/db/seed-snapshot';
import type { StoreTx } from '../../../src/backend/ports';
import type { NewActivity } from '../../../src/backend/records';

const seed = () =>
  seedSnapshot({ clients: 8, transactions: 20, broadcasts: 4 }, Date.parse('2026-11-22T10:00:00Z'));
const ENTRY: NewActivity = {
  at: '2026-11-22T10:00:00.000Z',
  adminId: 'a',
  adminName: 'A',
  action: 'client.notes',
  clientId: null,
  clientName: null,
  broadcastId: null,
  broadcastText: null,
  before: null,
  after: null,
  ip: null,
};

/** One of every write the port has. */
async function everyWrite(tx: StoreTx): Promise<void> {
  await tx.updateClient('LL100001', { points: 1, notes: 'changed' });
  await tx.addStatusLog('LL100001', { blockStatus: 'Blocked', reason: 'x', createdAt: ENTRY.at });
  const account = { ...(await tx.accountById('64f1c0ffee0000000000a001')), _id: 'new', email: 'new@x.com' };
  await tx.insertAccount({
    ...account,
    kind: 'vendor',
    name: 'N',
    passwordHash: '',
    image: '',
    role: 'Vendor',
    location: 'UK',
    createdAt: ENTRY.at,
    verified: false,
    active: true,
    lastSignInAt: null,
  });
  await tx.updateAccount('64f1c0ffee0000000000a001', { image: 'changed' });
  const sequence = await tx.nextSequence('transaction');
  const [first] = await tx.listTransactions({
    from: '',
    to: '',
    search: '',
    locations: [],
    type: '',
    clientId: '',
  });
  if (first) await tx.insertTransaction({ ...first, transactionId: `TX${sequence}` });
  const { rows } = await tx.listBroadcasts({ from: '', to: '', search: '', page: null });
  const oldest = rows.at(-1);
  if (oldest) await tx.updateBroadcast(oldest.broadcastId, { bcDateTime: ENTRY.at });
  if (oldest) await tx.insertBroadcast({ ...oldest, _id: 'newb', broadcastId: 'BCnew' });
  await tx.putCode({ accountId: 'a', purpose: 'login', code: '1', expiresAt: ENTRY.at });
  await tx.putGuesses({ subject: 'a', wrongAt: [ENTRY.at], lockouts: 0, lockedUntil: null });
  await tx.putOneTimeToken({ token: 't', kind: 'reset', accountId: 'a', expiresAt: ENTRY.at });
  await tx.appendActivity(ENTRY);
}

describe('the in-memory store', () => {
  it('undoes every kind of write when the transaction throws, and saves nothing', async () => {
    const onCommit = vi.fn();
    const store = createMemoryStore(seed(), onCommit);
    await store.transaction(async (tx) => {
      await tx.putCode({ accountId: 'b', purpose: 'reset', code: '2', expiresAt: ENTRY.at });
      await tx.putOneTimeToken({ token: 'kept', kind: 'invite', accountId: 'b', expiresAt: ENTRY.at });
    });
    onCommit.mockClear();
    const before = structuredClone(store.snapshot());
    const failed = store.transaction(async (tx) => {
      await everyWrite(tx);
      await tx.deleteCode('b', 'reset');
      await tx.takeOneTimeToken('kept', 'invite');
      throw new Error('boom');
    });
    await expect(failed).rejects.toThrow('boom');
    expect(store.snapshot()).toEqual(before);
    expect(await store.accountByEmail('new@x.com')).toBeNull();
    expect(await store.broadcastById('newb')).toBeNull();
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('keeps every write of a committed transaction and hands the database to onCommit once', async () => {
    const onCommit = vi.fn();
    const store = createMemoryStore(seed(), onCommit);
    await store.transaction(everyWrite);
    const after = store.snapshot();
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith(after);
    expect(after.clients.find((c) => c.userId === 'LL100001')).toMatchObject({ points: 1, notes: 'changed' });
    expect(after.broadcasts[0]?.broadcastId).toBe('BCnew');
    expect(after.broadcasts[1]?.bcDateTime).toBe(ENTRY.at);
    const seeded = seed().activity.length;
    expect(after.activity.slice(seeded)).toEqual([{ ...ENTRY, seq: seeded + 1 }]);
    expect((await store.accountByEmail('NEW@x.com'))?._id).toBe('new');
  });

  it('saves nothing for a transaction that only read', async () => {
    const onCommit = vi.fn();
    const store = createMemoryStore(seed(), onCommit);
    await store.transaction((tx) => tx.lockClient('LL100001'));
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('runs transactions one at a time, and reads wait for a running one', async () => {
    const store = createMemoryStore(seed(), () => undefined);
    const order: string[] = [];
    const slow = (name: string) =>
      store.transaction(async (tx) => {
        order.push(`${name} start`);
        const client = await tx.lockClient('LL100001');
        await new Promise((resolve) => setTimeout(resolve, 5));
        await tx.updateClient('LL100001', { points: (client?.points ?? 0) + 1 });
        order.push(`${name} end`);
      });
    const before = (await store.clientById('LL100001'))?.points ?? 0;
    const first = slow('a');
    const during = store.clientById('LL100001');
    await Promise.all([first, slow('b')]);
    expect(order).toEqual(['a start', 'a end', 'b start', 'b end']);
    expect((await during)?.points).toBe(before + 1);
    expect((await store.clientById('LL100001'))?.points).toBe(before + 2);
  });

  it('gives a one-time token to exactly one of many takers', async () => {
    const store = createMemoryStore(seed(), () => undefined);
    await store.transaction((tx) =>
      tx.putOneTimeToken({ token: 't', kind: 'invite', accountId: 'a', expiresAt: ENTRY.at }),
    );
    const taken = await Promise.all(
      Array.from({ length: 5 }, () => store.transaction((tx) => tx.takeOneTimeToken('t', 'invite'))),
    );
    expect(taken.filter((t) => t !== null)).toHaveLength(1);
  });

  it('never changes a record a caller holds: a change swaps in a new one', async () => {
    const store = createMemoryStore(seed(), () => undefined);
    const held = await store.clientById('LL100001');
    const points = held?.points;
    await store.transaction((tx) => tx.updateClient('LL100001', { points: 999 }));
    expect(held?.points).toBe(points);
  });
});
