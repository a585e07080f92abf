/**
 * The demo's location writes (store.port.ts): every write records its undo, as memory-writes.ts does. A rename
 * rewrites the name on every client, ledger row, admin and API key that holds it, in one pass per list.
 */
import type { StoreTx } from '../../../backend/ports';
import type { Tables } from './tables';
import { put, type Undo } from './undo';

type LocationWrites = Pick<StoreTx, 'insertLocation' | 'renameLocation' | 'archiveLocation'>;

/** Every record of `rows` at `from` (any case) swapped for one at `to`, in the list and its index. */
function relocate<T extends { location: string }>(
  rows: T[],
  index: Map<string, T>,
  keyOf: (row: T) => string,
  from: string,
  to: string,
): Undo {
  const key = from.toLowerCase();
  const before = [...rows];
  const moved: T[] = [];
  rows.forEach((row, at) => {
    if (row.location.toLowerCase() !== key) return;
    const next = { ...row, location: to };
    rows[at] = next;
    index.set(keyOf(next), next);
    moved.push(row);
  });
  return () => {
    rows.splice(0, rows.length, ...before);
    for (const row of moved) index.set(keyOf(row), row);
  };
}

export function locationWrites(t: Tables, log: (undo: Undo) => void): LocationWrites {
  const { rows } = t;
  const swapLocation = (id: string, patch: { name?: string; archivedAt?: string }): void => {
    const at = rows.locations.findIndex((location) => location._id === id);
    const old = rows.locations[at];
    if (old === undefined) return;
    rows.locations[at] = { ...old, ...patch };
    log(() => (rows.locations[at] = old));
  };
  return {
    async insertLocation(location) {
      rows.locations.push(location);
      log(() => rows.locations.splice(rows.locations.indexOf(location), 1));
    },
    async renameLocation(id, from, to) {
      swapLocation(id, { name: to });
      log(relocate(rows.clients, t.clients, (c) => c.userId, from, to));
      log(relocate(rows.transactions, t.transactions, (tx) => tx.transactionId, from, to));
      log(relocate(rows.accounts, t.accounts, (a) => a._id, from, to));
      // A key of one location keeps booking there under its new name.
      for (const key of [...t.apiKeys.values()])
        if (key.location?.toLowerCase() === from.toLowerCase())
          log(put(t.apiKeys, key._id, { ...key, location: to }));
      // A reward of that location is still offered there, under its new name (docs/product.md §10.29); a
      // reward keeps its locations as the business names them, so the name matches as it is.
      for (const reward of [...t.rewards.values()])
        if (reward.locations.includes(from))
          log(
            put(t.rewards, reward.id, {
              ...reward,
              locations: reward.locations.map((l) => (l === from ? to : l)),
            }),
          );
    },
    async archiveLocation(id, archivedAt) {
      swapLocation(id, { archivedAt });
    },
  };
}
