/** The demo's trail: the newest TRAIL_CAP entries kept, and the list's total counted only up to its cap. */
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../src/adapters/mirage/db/memory-store';
import { seedSnapshot } from '../../../src/adapters/mirage/db/seed-snapshot';
import { TRAIL_CAP, type DbSnapshot } from '../../../src/adapters/mirage/db/snapshot';
import type { ActivityQuery } from '../../../src/backend/ports';
import type { ActivityRecord } from '../../../src/backend/records';
import { trailEntry } from '../../../src/backend/rules/activity';
import { DEFAULT_SIZE } from '../../../src/backend/seed/size';
import { ACTIVITY_COUNT_CAP } from '../../../src/domain/activity';

const entry = (seq: number): ActivityRecord => ({
  ...trailEntry(
    { admin: { _id: 'a', name: 'A' }, now: Date.parse('2026-01-01T00:00:00Z') + seq * 1000, ip: null },
    'client.notes',
    { clientId: `LL${seq}` },
  ),
  seq,
});

const withTrail = (count: number): DbSnapshot => {
  const seed = seedSnapshot({ clients: 4, transactions: 0, broadcasts: 0 }, Date.parse('2026-11-22T10:00Z'));
  const activity = Array.from({ length: count }, (_, i) => entry(i + 1));
  return { ...seed, activity, sequences: { ...seed.sequences, activity: count } };
};

const ALL: ActivityQuery = {
  from: '',
  to: '',
  search: '',
  actions: [],
  adminId: '',
  clientId: '',
  after: null,
  page: { number: 1, size: 7 },
  countUpTo: ACTIVITY_COUNT_CAP,
};

describe("the demo's trail", () => {
  it('keeps the newest TRAIL_CAP entries: a new one drops the oldest, numbered on', async () => {
    const store = createMemoryStore(withTrail(TRAIL_CAP), () => undefined);
    await store.transaction((tx) => tx.appendActivity(entry(0)));
    const { activity } = store.snapshot();
    expect(activity).toHaveLength(TRAIL_CAP);
    expect(activity[0]?.seq).toBe(2);
    expect(activity.at(-1)?.seq).toBe(TRAIL_CAP + 1);
  });

  it('a failed transaction gives the dropped entry back', async () => {
    const store = createMemoryStore(withTrail(TRAIL_CAP), () => undefined);
    const before = structuredClone(store.snapshot());
    const failed = store.transaction(async (tx) => {
      await tx.appendActivity(entry(0));
      throw new Error('boom');
    });
    await expect(failed).rejects.toThrow('boom');
    expect(store.snapshot()).toEqual(before);
  });

  it.each([
    [ACTIVITY_COUNT_CAP, ACTIVITY_COUNT_CAP, true],
    [ACTIVITY_COUNT_CAP + 1, ACTIVITY_COUNT_CAP, false],
  ])('with %i matching, the total is %i, exact: %s', async (count, total, totalExact) => {
    const store = createMemoryStore(withTrail(count), () => undefined);
    const list = await store.listActivity(ALL);
    expect({ total: list.total, totalExact: list.totalExact }).toEqual({ total, totalExact });
    expect(list.rows.map((r) => r.seq)).toEqual([
      count,
      count - 1,
      count - 2,
      count - 3,
      count - 4,
      count - 5,
      count - 6,
    ]);
  });

  it('counts nothing when asked to count up to 0, and reads on after a given entry', async () => {
    const store = createMemoryStore(withTrail(20), () => undefined);
    const after = { at: entry(10).at, seq: 10 };
    const list = await store.listActivity({ ...ALL, after, countUpTo: 0 });
    expect(list).toMatchObject({ total: 0, totalExact: false });
    expect(list.rows.map((r) => r.seq)).toEqual([9, 8, 7, 6, 5, 4, 3]);
  });

  it('a seed bigger than the cap keeps its newest TRAIL_CAP entries, numbered as if all were written', () => {
    const seed = seedSnapshot(
      { clients: 700, transactions: 7_000, broadcasts: 24 },
      Date.parse('2026-11-22T10:00Z'),
    );
    const { activity, sequences } = seed;
    expect(sequences.activity).toBeGreaterThan(TRAIL_CAP);
    expect(activity).toHaveLength(TRAIL_CAP);
    expect([activity[0]?.seq, activity.at(-1)?.seq]).toEqual([
      sequences.activity - TRAIL_CAP + 1,
      sequences.activity,
    ]);
    const times = activity.map((a) => a.at);
    expect(times).toEqual([...times].sort());
  });

  it("the default demo, its trail included, stays small in the browser's storage (under 256 KB of JSON)", () => {
    const saved = JSON.stringify(seedSnapshot(DEFAULT_SIZE, Date.parse('2026-11-22T10:00Z')));
    expect(saved.length).toBeLessThan(256 * 1024);
  });
});
