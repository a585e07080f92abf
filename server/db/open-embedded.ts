/** PGlite (PostgreSQL in WebAssembly) with its data in a folder: the default, nothing to install. */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql as raw } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from './database';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { migrateIfBehind } from './migrations';
import * as schema from './schema';

/** Whether `dataDir` holds no database yet: a first start creates it. */
export const isNewDataFolder = (dataDir: string): boolean => !existsSync(join(dataDir, 'PG_VERSION'));

/**
 * `dataDir` null keeps the database in memory (tests). The folder must already be held (data-dir-lock.ts). A new
 * folder starts as a copy of `template` when there is one (paths.ts, EMBEDDED_TEMPLATE): seconds faster than
 * PGlite's initdb.
 */
export async function openEmbedded(dataDir: string | null, template?: string): Promise<Database> {
  const copy =
    dataDir !== null && template !== undefined && isNewDataFolder(dataDir) && existsSync(template)
      ? { loadDataDir: new Blob([await readFile(template)]) }
      : {};
  return embeddedDatabase(
    await PGlite.create({ dataDir: dataDir ?? undefined, extensions: PGLITE_EXTENSIONS, ...copy }),
  );
}

/** Wraps an open PGlite (also a clone of a prepared test database). */
export function embeddedDatabase(client: PGlite): Database {
  const db = drizzle({ client, schema });
  // One connection holds an advisory lock re-entrantly, so calls in this process queue up here instead.
  let migrating = Promise.resolve();
  // One process holds the database: a set of the keys held here is the lock.
  const held = new Set<number>();
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
    async exclusively(key, work) {
      if (held.has(key)) return 'busy';
      held.add(key);
      try {
        return await work();
      } finally {
        held.delete(key);
      }
    },
    close: () => client.close(),
  };
}
