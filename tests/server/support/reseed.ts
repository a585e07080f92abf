/**
 * Back to the demo seed between cases: every table emptied (empty-database.ts), then seeded. Replaces dropping
 * and migrating the schema again before every case, which was most of the server suite's time.
 */
import type { Database } from '../../../server/db/database';
import { seedIfEmpty } from '../../../server/db/seed';
import { buildSeed, seedAnchor, type SeedData } from '../../../src/backend/seed/build-seed';
import { DEFAULT_SIZE } from '../../../src/backend/seed/size';
import { emptyDatabase } from './empty-database';

/** The demo's data as of `now` (the demo admin's password hashed by the caller's hasher). */
export const demoSeed = (now: number, passwordHash: string): SeedData =>
  buildSeed(DEFAULT_SIZE, seedAnchor(now), passwordHash);

export async function reseed(database: Database, seed: SeedData): Promise<void> {
  await emptyDatabase(database);
  await seedIfEmpty(database.sql, async () => seed);
}
