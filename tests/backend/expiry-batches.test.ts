/**
 * The daily expiry run's batches (docs/product.md §10.28, docs/performance.md "The daily expiry run"): a few
 * booked at once, never more than EXPIRY_WRITERS; a batch that fails ends the run with its error only once
 * every batch begun has ended, and the next run books the rest, nothing twice.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryStore, type MemoryStore } from '../../src/adapters/mirage/db/memory-store';
import { seedSnapshot } from '../../src/adapters/mirage/db/seed-snapshot';
import type { BackendStore } from '../../src/backend/ports';
import { DEFAULT_PROGRAMME } from '../../src/domain/programme';
import { EXPIRY_BATCH, EXPIRY_WRITERS, runExpiry } from '../../src/backend/rules/expiry-run';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
/** Years after the seed: every lot it earned is long due under a one-month expiry. */
const LATER = NOW + 5 * 365 * 86_400_000;
/** Clients enough for several batches beyond the writers at once. */
const CLIENTS = EXPIRY_BATCH * (EXPIRY_WRITERS + 2);

async function seededStore(): Promise<MemoryStore> {
  const store = createMemoryStore(
    seedSnapshot({ clients: CLIENTS, transactions: CLIENTS * 3, broadcasts: 0 }, NOW),
    () => undefined,
  );
  await store.transaction((tx) => tx.putProgramme({ ...DEFAULT_PROGRAMME, expiryMonths: 1 }));
  return store;
}

/**
 * The store, its transactions counted as they run at once, the `failing`th of them thrown before it starts.
 * Each waits a moment first, as a database's would on its own connection, so the run may read on meanwhile.
 */
function watched(store: MemoryStore, failing = 0) {
  const seen = { calls: 0, open: 0, most: 0 };
  const transaction: BackendStore['transaction'] = async (work) => {
    seen.calls += 1;
    if (seen.calls === failing) throw new Error('the database went away');
    seen.open += 1;
    seen.most = Math.max(seen.most, seen.open);
    try {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return await store.transaction(work);
    } finally {
      seen.open -= 1;
    }
  };
  return { store: { ...store, transaction }, seen };
}

const expiries = (store: MemoryStore) => store.snapshot().transactions.filter((t) => t.type === 'expiry');

describe('the expiry run in batches', () => {
  it('books several batches at once, never more than its writers', async () => {
    const { store, seen } = watched(await seededStore());
    const run = await runExpiry(store, LATER);
    expect(run.entries).toBeGreaterThan(0);
    expect(seen.calls).toBeGreaterThan(EXPIRY_WRITERS);
    expect(seen.most).toBe(EXPIRY_WRITERS);
  });

  it('a failed batch fails the run once the others have ended, and the next run books the rest once', async () => {
    const whole = await runExpiry(await seededStore(), LATER);
    const base = await seededStore();
    const { store, seen } = watched(base, 2);
    await expect(runExpiry(store, LATER)).rejects.toThrow('the database went away');
    expect(seen.open).toBe(0);
    const booked = expiries(base).length;
    expect(booked).toBeGreaterThan(0);
    expect(booked).toBeLessThan(whole.entries);
    const rest = await runExpiry(base, LATER);
    expect(booked + rest.entries).toBe(whole.entries);
    const lots = expiries(base).map((t) => t.expires);
    expect(new Set(lots).size).toBe(lots.length);
  });
});
