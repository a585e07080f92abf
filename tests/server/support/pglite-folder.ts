/** A data folder holding a copy of the run's migrated PGlite (global-setup.ts): a server opens it without initdb. */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { scratchRoot } from './scratch-folder';
import { join } from 'node:path';
import { inject } from 'vitest';
import { EMBEDDED_FOLDER } from '../../../server/db/open-database';

export interface DataFolder {
  /** The server's settings for it. */
  env: { DATA_DIR: string };
  dispose(): Promise<void>;
}

export function pgliteDataFolder(): DataFolder {
  const dataDir = mkdtempSync(join(scratchRoot(), 'loyalloop-data-'));
  cpSync(inject('pgliteFolder'), join(dataDir, EMBEDDED_FOLDER), { recursive: true });
  return {
    env: { DATA_DIR: dataDir },
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
