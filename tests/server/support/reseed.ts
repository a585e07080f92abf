/**
 * Back to the demo seed between cases. The activity trail refuses TRUNCATE and DELETE (by trigger), so the
 * schema is dropped, migrated again and seeded: measured at about 0.3 s on PGlite and 0.5 s on PostgreSQL on a
 * busy machine, where loading a cloned PGlite took 2.6 s and a PostgreSQL template clone needs a new server.
 */
import { sql as raw } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';
import { seedIfEmpty } from '../../../server/db/seed';
import { MIGRATIONS_FOLDER } from '../../../server/paths';
import { buildSeed, seedAnchor, type SeedData } from '../../../src/backend/seed/build-seed';
import { DEFAULT_SIZE } from '../../../src/backend/seed/size';

/** The demo's data as of `now` (the demo admin's password hashed by the caller's hasher). */
export const demoSeed = (now: number, passwordHash: string): SeedData =>
  buildSeed(DEFAULT_SIZE, seedAnchor(now), passwordHash);

export async function reseed(database: Database, seed: SeedData): Promise<void> {
  await database.sql.execute(raw`drop schema if exists drizzle cascade`);
  await database.sql.execute(raw`drop schema public cascade`);
  await database.sql.execute(raw`create schema public`);
  await database.migrate(MIGRATIONS_FOLDER);
  await seedIfEmpty(database.sql, async () => seed);
}
