// The servers' PGlite data folders of the suites live in memory when the machine has a tmpfs (scratch-folder.ts).
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { pgliteDataFolder } from './support/pglite-folder';
import { scratchRoot } from './support/scratch-folder';

describe('where the tests keep PGlite data folders', () => {
  it.runIf(existsSync('/dev/shm'))(
    'a server data folder is made in /dev/shm, and removed with its dispose',
    async () => {
      const folder = pgliteDataFolder();
      try {
        expect(folder.env.DATA_DIR.startsWith('/dev/shm/loyalloop-data-')).toBe(true);
      } finally {
        await folder.dispose();
      }
      expect(existsSync(folder.env.DATA_DIR)).toBe(false);
    },
  );

  it('without a writable memory folder, the system temporary folder', () => {
    expect(scratchRoot('/no/such/folder')).toBe(tmpdir());
  });
});
