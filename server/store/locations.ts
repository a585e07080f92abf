/**
 * The locations table, and a rename's rewrite of the name on every row that holds it (store.port.ts,
 * renameLocation): clients (their summaries follow by trigger), the ledger, its daily summary and last-seen
 * rows, admins, API keys and rewards. The trail is append-only and keeps the words it wrote.
 */
import { asc, eq, sql as raw } from 'drizzle-orm';
import type { StoreReads, StoreTx } from '../../src/backend/ports';
import type { Sql } from '../db/database';
import {
  accounts,
  apiKeys,
  clients,
  clientsLastSeen,
  locations,
  pointsDaily,
  rewards,
  transactions,
} from '../db/schema';
import { locationKey } from './keys';

const columns = {
  _id: locations.id,
  name: locations.name,
  createdAt: locations.createdAt,
  archivedAt: locations.archivedAt,
};

const every = (sql: Sql) =>
  sql
    .select(columns)
    .from(locations)
    .orderBy(asc(raw`lower(${locations.name})`), asc(locations.id));

export const locationReads = (sql: Sql): Pick<StoreReads, 'listLocations'> => ({
  listLocations: () => every(sql),
});

export const locationWrites = (
  tx: Sql,
): Pick<StoreTx, 'lockLocations' | 'insertLocation' | 'renameLocation' | 'archiveLocation'> => ({
  async lockLocations() {
    // Self-conflicting, so location changes queue up; plain reads (every call that checks a name) go on.
    await tx.execute(raw`lock table ${locations} in share row exclusive mode`);
    return every(tx);
  },
  async insertLocation({ _id, ...location }) {
    await tx.insert(locations).values({ id: _id, ...location });
  },
  async renameLocation(id, from, to) {
    const [oldKey, newKey] = [locationKey(from), locationKey(to)];
    await tx.update(locations).set({ name: to }).where(eq(locations.id, id));
    await tx
      .update(accounts)
      .set({ location: to })
      .where(raw`lower(${accounts.location}) = ${oldKey}`);
    await tx
      .update(apiKeys)
      .set({ location: to })
      .where(raw`lower(${apiKeys.location}) = ${oldKey}`);
    // A reward of that location is still offered there, under its new name (docs/product.md §10.29); a
    // reward keeps its locations as the business names them, so the name matches as it is.
    await tx
      .update(rewards)
      .set({ locations: raw`array_replace(${rewards.locations}, ${from}, ${to})` })
      .where(raw`${from} = any(${rewards.locations})`);
    await tx
      .update(clients)
      .set({ location: to, locationKey: newKey })
      .where(eq(clients.locationKey, oldKey));
    await tx
      .update(transactions)
      .set({ location: to, locationKey: newKey })
      .where(eq(transactions.locationKey, oldKey));
    await tx
      .update(pointsDaily)
      .set({ location: to, locationKey: newKey })
      .where(eq(pointsDaily.locationKey, oldKey));
    if (newKey !== oldKey)
      await tx
        .update(clientsLastSeen)
        .set({ locationKey: newKey })
        .where(eq(clientsLastSeen.locationKey, oldKey));
  },
  async archiveLocation(id, archivedAt) {
    await tx.update(locations).set({ archivedAt }).where(eq(locations.id, id));
  },
});
