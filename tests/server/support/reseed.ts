/**
 * Back to the demo seed between cases: every table emptied (empty-database.ts), then seeded. Replaces dropping
 * and migrating the schema again before every case, which was most of the server suite's time. The first
 * reseed of a database (and of a new day: the seed's dates follow the day) seeds it and keeps the result
 * beside it (kept-seed.ts); the next ones copy that back.
 */
import type { Database } from '../../../server/db/database';
import { seedIfEmpty } from '../../../server/db/seed';
import { buildSeed, seedAnchor, type SeedData } from '../../../src/backend/seed/build-seed';
import { DEFAULT_SIZE } from '../../../src/backend/seed/size';
import { emptyDatabase } from './empty-database';
import { keepSeed, restoreSeed } from './kept-seed';

/** The demo's data as of `now` (the demo admin's password hashed by the caller's hasher). */
export const demoSeed = (now: number, passwordHash: string): SeedData =>
  buildSeed(DEFAULT_SIZE, seedAnchor(now), passwordHash);

/** Which demo seed each database keeps a copy of: its day and the admin's password hash. */
const kept = new WeakMap<Database, string>();

/** The demo seed of `now`'s day in `database`, nothing else. */
export async function reseedDemo(database: Database, now: number, passwordHash: string): Promise<void> {
  const which = `${seedAnchor(now)} ${passwordHash}`;
  await emptyDatabase(database);
  if (kept.get(database) === which) {
    await restoreSeed(database);
    return;
  }
  kept.delete(database);
  await seedIfEmpty(database.sql, async () => demoSeed(now, passwordHash));
  await keepSeed(database);
  kept.set(database, which);
}
