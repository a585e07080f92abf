/**
 * An embedded database initialised and migrated, saved as a tarball: made once per server build. A first start
 * copies it into its new data folder instead of running PGlite's initdb, which takes seconds (docs/performance.md,
 * "The first start"). It holds no row and no secret: the setup token, the admin and the signing secret are all
 * made later, by the start itself.
 */
import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { embeddedDatabase } from './open-embedded';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

export async function writeEmbeddedTemplate(path: string, migrationsFolder: string): Promise<void> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await embeddedDatabase(client).migrate(migrationsFolder);
    // Uncompressed: loading it is the start's cost, and unpacking gzip made that a third slower here.
    const dump = await client.dumpDataDir('none');
    await writeFile(path, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}
