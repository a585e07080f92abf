/** The clients holding lots, a batch at a time, each with its ledger as the lots need it (docs/product.md §10.28). */
import type { ClientMovement, LotHolderQuery, StoreReads } from '../ports';

export interface LotBatch {
  holders: string[];
  /** Each holder's entries, by client id. */
  entriesOf: Map<string, ClientMovement[]>;
}

/** Movements by client id, each client's in the order read. */
export function byClient(movements: readonly ClientMovement[]): Map<string, ClientMovement[]> {
  const entriesOf = new Map<string, ClientMovement[]>();
  for (const m of movements) {
    const list = entriesOf.get(m.clientId) ?? [];
    list.push(m);
    entriesOf.set(m.clientId, list);
  }
  return entriesOf;
}

/** Every page of `size` holders matching the query, in client id order, each read in one statement. */
export async function* lotHolderPages(
  store: Pick<StoreReads, 'lotHolders'>,
  query: Omit<LotHolderQuery, 'after'>,
): AsyncGenerator<string[]> {
  let after = '';
  for (;;) {
    const holders = await store.lotHolders({ ...query, after });
    if (holders.length === 0) return;
    yield holders;
    after = holders[holders.length - 1] ?? '';
  }
}

/** Every batch of `size` holders matching the query, in client id order, each with its holders' ledgers. */
export async function* lotHolderBatches(
  store: Pick<StoreReads, 'lotHolders' | 'movementsOf'>,
  query: Omit<LotHolderQuery, 'after'>,
): AsyncGenerator<LotBatch> {
  for await (const holders of lotHolderPages(store, query))
    yield { holders, entriesOf: byClient(await store.movementsOf(holders)) };
}
