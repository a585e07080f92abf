/** A migrations folder as it stood before one migration: a test migrates to it, writes old rows, then migrates on. */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import type { Database } from '../../../server/db/database';
import { MIGRATIONS_FOLDER } from '../../../server/paths';
import type { CurrentDatabase } from './each-database';
import { scratchRoot } from './scratch-folder';
import type { FreshDatabase } from './test-database';

/** A copy of the checked-in folder with `tag` and every migration after it left out, files and journal alike. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(scratchRoot(), 'migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const kept = journal.entries.filter((entry) => entry.tag < tag);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: kept }));
  for (const file of readdirSync(folder))
    if (file.endsWith('.sql') && file.slice(0, -4) >= tag) rmSync(join(folder, file));
  return folder;
}

/**
 * For a suite's cases: a fresh database migrated up to `tag` (not including it), disposed with its folder after
 * each case. A case writes the rows as they stood then and runs `database.migrate(MIGRATIONS_FOLDER)`.
 */
export function databaseBefore(current: CurrentDatabase, tag: string): () => Promise<Database> {
  let fresh: FreshDatabase | null = null;
  let folder = '';
  afterEach(async () => {
    await fresh?.dispose();
    fresh = null;
    rmSync(folder, { recursive: true, force: true });
  });
  return async () => {
    folder = migrationsBefore(tag);
    fresh = await current().fresh({ migrated: false });
    await fresh.database.migrate(folder);
    return fresh.database;
  };
}
