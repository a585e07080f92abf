import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { embeddedDatabase } from '../../../server/db/open-embedded';
import { PGLITE_EXTENSIONS } from '../../../server/db/pglite-extensions';
import type { TestDatabase } from './test-database';

/** A new in-memory PGlite loaded from one of the run's templates (global-setup.ts). */
export async function loadPglite(template: 'empty' | 'migrated' = 'migrated'): Promise<PGlite> {
  const tarball = await readFile(inject('pgliteTemplates')[template]);
  return PGlite.create({ loadDataDir: new Blob([tarball]), extensions: PGLITE_EXTENSIONS });
}

export async function embeddedTestDatabase(): Promise<TestDatabase> {
  const main = await loadPglite();
  const opened = [main];
  return {
    engine: 'PGlite',
    database: embeddedDatabase(main),
    async fresh(options = { migrated: true }) {
      const client = await loadPglite(options.migrated ? 'migrated' : 'empty');
      opened.push(client);
      const database = embeddedDatabase(client);
      // One process holds an embedded folder (the data-dir lock): "another server" can only be this one.
      return { database, another: () => database, dispose: () => client.close() };
    },
    async close() {
      await Promise.all(opened.filter((c) => !c.closed).map((c) => c.close()));
    },
  };
}
