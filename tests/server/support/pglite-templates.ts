/**
 * PGlite made once per run, because initdb takes seconds on a busy machine and loading a prepared copy well
 * under one: data folders as tarballs (freshly initialised, and migrated) for in-memory test databases, and the
 * migrated data folder itself for servers that open one the way `npm start` does (pglite-folder.ts copies it).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { embeddedDatabase } from '../../../server/db/open-embedded';
import { PGLITE_EXTENSIONS } from '../../../server/db/pglite-extensions';
import { MIGRATIONS_FOLDER } from '../../../server/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite data folders as tarballs, freshly initialised and migrated: tests load them, never run initdb. */
    pgliteTemplates: { empty: string; migrated: string };
    /** The migrated PGlite as a data folder, for servers that open one the way `npm start` does (copy it first). */
    pgliteFolder: string;
  }
}

export interface PgliteTemplates {
  templates: { empty: string; migrated: string };
  folder: string;
}

/** Writes the templates into `folder` (the caller's, removed by the caller when the run ends). */
export async function makePgliteTemplates(folder: string): Promise<PgliteTemplates> {
  const pgliteFolder = join(folder, 'pglite');
  const client = await PGlite.create(pgliteFolder, { extensions: PGLITE_EXTENSIONS });
  const dump = async (name: string): Promise<string> => {
    const tarball = join(folder, `${name}.tar`);
    await writeFile(tarball, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
    return tarball;
  };
  const empty = await dump('empty');
  await embeddedDatabase(client).migrate(MIGRATIONS_FOLDER);
  const migrated = await dump('migrated');
  await client.close();
  return { templates: { empty, migrated }, folder: pgliteFolder };
}
