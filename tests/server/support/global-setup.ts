import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { embeddedDatabase } from '../../../server/db/open-embedded';
import { PGLITE_EXTENSIONS } from '../../../server/db/pglite-extensions';
import { MIGRATIONS_FOLDER } from '../../../server/paths';
import { ensureServerBuild } from '../../../scripts/server/builds.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite data folders as tarballs, freshly initialised and migrated: tests load them, never run initdb. */
    pgliteTemplates: { empty: string; migrated: string };
    /** The migrated PGlite as a data folder, for servers that open one the way `npm start` does (copy it first). */
    pgliteFolder: string;
  }
}

/**
 * Once per run: the server build the process tests spawn (dist-server/, a no-op when current), and PGlite
 * templates, because initdb takes seconds on a busy machine and loading a prepared folder well under one.
 */
export default async function setup(project: TestProject) {
  await ensureServerBuild();
  const folder = await mkdtemp(join(tmpdir(), 'loyalloop-server-tests-'));
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
  project.provide('pgliteTemplates', { empty, migrated });
  project.provide('pgliteFolder', pgliteFolder);
  return () => rm(folder, { recursive: true, force: true });
}
