/** PGlite (PostgreSQL in WebAssembly) with its data in a folder: the default, nothing to install. */
import { PGlite } from '@electric-sql/pglite';
import { sql as raw } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from './database';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { migrateIfBehind } from './migrations';
import * as schema from './schema';

/** `dataDir` null keeps the database in memory (tests). The folder must already be held (data-dir-lock.ts). */
export async function openEmbedded(dataDir: string | null): Promise<Database> {
  return embeddedDatabase(
    await PGlite.create({ dataDir: dataDir ?? undefined, extensions: PGLITE_EXTENSIONS }),
  );
}

/** Wraps an open PGlite (also a clone of a prepared test database). */
export function embeddedDatabase(client: PGlite): Database {
  const db = drizzle({ client, schema });
  // One connection holds an advisory lock re-entrantly, so calls in this process queue up here instead.
  let migrating = Promise.resolve();
  return {
    kind: 'embedded',
    sql: db,
    migrate(migrationsFolder) {
      const run = () => migrateIfBehind(db, migrationsFolder, () => migrate(db, { migrationsFolder }));
      migrating = migrating.catch(() => undefined).then(run);
      return migrating;
    },
    async ping() {
      await db.execute(raw`select 1`);
    },
    // One in-process database, no connection to open and no statement kept by name: nothing to do ahead.
    warmUp: async () => undefined,
    close: () => client.close(),
  };
}
