/**
 * A client change in one statement (server/store/client-change.ts) against the steps it stands for (the old
 * transaction: lock, update, number, insert, append, src/backend/client-change-steps.ts): random sequences of
 * adds and redeems, with refusals (over the balance, past the maximum, a blocked client, an unknown one),
 * status changes and notes, leave the same rows in every table and the same answers.
 */
import pg from 'pg';
import { beforeEach, expect, it, vi } from 'vitest';
import { changeClientInSteps } from '../../../src/backend/client-change-steps';
import { TRANSACTION_ID } from '../../../src/backend/ids';
import type { ClientChange, KeyClaim } from '../../../src/backend/ports';
import { transactions } from '../../../server/db/schema';
import type { BlockStatus } from '../../../src/domain/entities';
import { MAX_BALANCE } from '../../../src/domain/constants';
import { clientChanges } from '../../../server/store/client-change';
import { createSqlStore } from '../../../server/store/sql-store';
import { snapshot } from '../support/db-snapshot';
import { describeOnEachDatabase, describeOnPostgres } from '../support/each-database';
import { emptyDatabase } from '../support/empty-database';
import { given } from '../support/given';
import { aClient, ADMIN_ID } from '../support/records';
import { expectRolledBackWith, outcomeOf, random, statementsOf } from './one-statement';

const CLIENTS = ['LL100001', 'LL100002'];
const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
const trail = (i: number, clientId: string, action: ClientChange['trail']['entry']['action']) => ({
  at: at(i),
  adminId: ADMIN_ID,
  adminName: 'Avery Morgan',
  action,
  clientId,
  broadcastId: null,
  broadcastText: null,
  ip: i % 2 ? '127.0.0.1' : null,
});

/** One change as the core builds it (rules/ledger.ts, handlers/client-changes.ts), picked at random. */
function aChange(next: (below: number) => number, i: number): ClientChange {
  const clientId = next(5) === 0 ? 'LL404' : (CLIENTS[next(CLIENTS.length)] ?? 'LL404');
  const kind = next(10);
  if (kind < 7) {
    const type = kind < 4 ? 'add' : 'redeem';
    const points = [1, 5, 40, 150, MAX_BALANCE][next(5)] ?? 1;
    return {
      clientId,
      statuses: ['Active'],
      points: { delta: type === 'add' ? points : -points, min: 0, max: MAX_BALANCE },
      set: {},
      statusLog: null,
      ledger: {
        id: TRANSACTION_ID,
        transactionDate: at(i),
        transactionPoints: points,
        type,
        reasonOrService: `Reason ${i} Ünïcode`,
        adminUserId: ADMIN_ID,
        adminName: 'Avery Morgan',
        apiKeyId: null,
        location: type === 'add' ? null : 'Oakville',
      },
      trail: {
        entry: trail(i, clientId, type === 'add' ? 'points.added' : 'points.redeemed'),
        shows: 'points',
      },
    };
  }
  if (kind < 9) {
    const blockStatus: BlockStatus = next(2) ? 'Blocked' : 'Active';
    const reason = `Because ${i}`;
    return {
      clientId,
      statuses: blockStatus === 'Blocked' ? ['Active'] : ['Blocked'],
      points: null,
      set: { blockStatus, reason },
      statusLog: { blockStatus, reason, createdAt: at(i) },
      ledger: null,
      trail: {
        entry: trail(i, clientId, blockStatus === 'Blocked' ? 'client.blocked' : 'client.unblocked'),
        shows: 'blockStatus',
      },
    };
  }
  return {
    clientId,
    statuses: ['Active', 'Blocked'],
    points: null,
    set: { notes: `<b>Note</b> ${i}` },
    statusLog: null,
    ledger: null,
    trail: { entry: trail(i, clientId, 'client.notes'), shows: 'notes' },
  };
}

/** 5 points to the first client, who has 20. */
const anAdd = (): ClientChange => ({
  clientId: 'LL100001',
  statuses: ['Active'],
  points: { delta: 5, min: 0, max: MAX_BALANCE },
  set: {},
  statusLog: null,
  ledger: {
    id: TRANSACTION_ID,
    transactionDate: at(0),
    transactionPoints: 5,
    type: 'add',
    reasonOrService: 'Purchase',
    adminUserId: ADMIN_ID,
    adminName: 'Avery Morgan',
    apiKeyId: null,
    location: null,
  },
  trail: { entry: trail(0, 'LL100001', 'points.added'), shows: 'points' },
});

describeOnEachDatabase('a client change in one statement', (current) => {
  const store = () => createSqlStore(current().database.sql);
  const scene = async () => {
    await emptyDatabase(current().database);
    await given(current().database, {
      clients: [
        aClient({ points: 20 }),
        aClient({ userId: 'LL100002', email: 'b@example.com', name: 'Émile Ng', points: MAX_BALANCE - 30 }),
      ],
    });
  };

  beforeEach(scene);

  it.each([1, 2, 3, 4, 5, 6])(
    'leaves the rows the steps leave, for the random sequence of seed %i',
    async (seed) => {
      const next = random(seed);
      const changes = Array.from({ length: 30 }, (_, i) => aChange(next, i));
      const inOne = await outcomeOf(current, scene, changes, (s, change) => s.changeClient(change));
      const inSteps = await outcomeOf(current, scene, changes, (s, change) =>
        s.transaction((tx) => changeClientInSteps(tx, change)),
      );
      expect(inOne.answers).toEqual(inSteps.answers);
      expect(inOne.rows).toEqual(inSteps.rows);
      const outcomes = new Set(inOne.answers.map((a) => (a as { outcome: string }).outcome));
      expect(outcomes).toEqual(new Set(['changed', 'refused', 'not-found']));
    },
  );

  it('is one statement on the database: one query, no transaction around it', async () => {
    const statements = await statementsOf(current, async () => {
      expect((await store().changeClient(anAdd())).outcome).toBe('changed');
    });
    expect(statements).toEqual([1, 0]);
  });

  const keyAt = (i: number, fingerprint = 'f'): KeyClaim => ({
    adminId: ADMIN_ID,
    key: `k-${i}`,
    fingerprint,
    createdAt: at(i),
    expiredBefore: at(i - 24 * 60),
  });
  /** A snapshot but the keys, which only the keyed way writes. */
  const withoutKeys = (rows: string): unknown => {
    const { tables, sequences } = JSON.parse(rows) as { tables: Record<string, unknown>; sequences: unknown };
    return { tables: { ...tables, idempotency_keys: [] }, sequences };
  };
  const ledgerRows = async () => (await current().database.sql.select().from(transactions)).length;

  it('with an Idempotency-Key, the same rows and results; a replay writes nothing and gives the same results', async () => {
    const next = random(7);
    const changes = Array.from({ length: 30 }, (_, i) => aChange(next, i));
    const plain = await outcomeOf(current, scene, changes, (s, change) => s.changeClient(change));
    const keyed = await outcomeOf(current, scene, changes, (s, change) =>
      s.changeClientOnce(change, keyAt(changes.indexOf(change))),
    );
    expect(keyed.answers).toEqual(plain.answers.map((result) => ({ result })));
    expect(withoutKeys(keyed.rows)).toEqual(withoutKeys(plain.rows));
    const replays = [];
    for (const [i, change] of changes.entries())
      replays.push(await store().changeClientOnce(change, keyAt(i)));
    expect(replays).toEqual(keyed.answers);
    expect(await snapshot(current().database)).toEqual(keyed.rows);
  });

  it('one key sent at once on several connections: applied once, every result the same', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => store().changeClientOnce(anAdd(), keyAt(0))),
    );
    expect(results[0]).toMatchObject({ result: { outcome: 'changed' } });
    for (const result of results) expect(result).toEqual(results[0]);
    expect(await ledgerRows()).toBe(1);
  });

  it('a second request with a key in flight waits for the first, then gets what it kept', async () => {
    let second: Promise<unknown> = Promise.resolve();
    const first = await current().database.sql.transaction(async (open) => {
      const kept = await clientChanges(open).changeClientOnce(anAdd(), keyAt(0));
      // Sent while the first is not committed: on PostgreSQL it waits on the key (PGlite queues it).
      second = store().changeClientOnce(anAdd(), keyAt(0));
      await new Promise((resolve) => setTimeout(resolve, 300));
      return kept;
    });
    expect(first).toMatchObject({ result: { outcome: 'changed' } });
    expect(await second).toEqual(first);
    expect(await ledgerRows()).toBe(1);
  });

  it('a key past its day that the sweep left is taken afresh; a key of another request is refused', async () => {
    await store().changeClientOnce(anAdd(), keyAt(0));
    const later = { ...keyAt(0), createdAt: at(2000), expiredBefore: at(1000) };
    expect(await store().changeClientOnce(anAdd(), later)).toMatchObject({ result: { outcome: 'changed' } });
    expect(await store().changeClientOnce(anAdd(), { ...later, fingerprint: 'g' })).toEqual({ reused: true });
    expect(await ledgerRows()).toBe(2);
  });

  it('inside a transaction (an Idempotency-Key), the same change joins it and rolls back with it', async () => {
    await expectRolledBackWith(current, async (tx) => {
      expect((await tx.changeClient(anAdd())).outcome).toBe('changed');
    });
  });
});

describeOnPostgres('a client change run as the hot reads are', (current) => {
  beforeEach(async () => {
    await emptyDatabase(current().database);
    await given(current().database, { clients: [aClient({ points: 20 })] });
  });

  it('asks for its row description once per connection: later adds send no Describe, and read as the first', async () => {
    const store = createSqlStore(current().database.sql);
    const describes = vi.spyOn(pg.Connection.prototype, 'describe');
    try {
      // One add after another: the pool hands the same idle connection back each time.
      const balances = [];
      for (let i = 0; i < 4; i += 1) {
        const result = await store.changeClient(anAdd());
        if (result.outcome !== 'changed') throw new Error(`add ${i}: ${result.outcome}`);
        balances.push(result.transaction?.totalPoints);
      }
      expect(balances).toEqual([25, 30, 35, 40]);
      expect(describes).toHaveBeenCalledTimes(1);
    } finally {
      describes.mockRestore();
    }
    // A refusal reads from the same described row: the client as it stands.
    const past = { ...anAdd(), points: { delta: MAX_BALANCE, min: 0, max: MAX_BALANCE } };
    expect(await store.changeClient(past)).toMatchObject({ outcome: 'refused', client: { points: 40 } });
  });
});
