/**
 * Back to the demo seed between cases. The activity trail refuses TRUNCATE and DELETE (by trigger), so the
 * schema is dropped, migrated again and seeded: measured at about 0.3 s on PGlite and 0.5 s on PostgreSQL on a
 * busy machine, where loading a cloned PGlite took 2.6 s and a PostgreSQL template clone needs a new server.
 */
import { sql as raw } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';
import { seedIfEmpty } from '../../../server/db/seed';
import { MIGRATIONS_FOLDER } from '../../../server/paths';
import type { SeedData } from '../../../src/backend/seed/build-seed';

export async function reseed(database: Database, seed: SeedData): Promise<void> {
  await database.sql.execute(raw`drop schema if exists drizzle cascade`);
  await database.sql.execute(raw`drop schema public cascade`);
  await database.sql.execute(raw`create schema public`);
  await database.migrate(MIGRATIONS_FOLDER);
  await seedIfEmpty(database.sql, async () => seed);
}
