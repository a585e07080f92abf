/**
 * Where the tests put their PGlite data folders: in memory (/dev/shm, a tmpfs) when the machine has one, else
 * the system's temporary folder. A server's data folder is copied, written and deleted per test file; on a disk
 * shared by a busy machine the copy and delete alone took 5-8 s against under 2 s in memory (docs/testing.md).
 */
import { accessSync, constants, statSync } from 'node:fs';
import { tmpdir } from 'node:os';

const MEMORY = '/dev/shm';

/** `candidate` when it is a folder this process may write in. */
function writableFolder(candidate: string): boolean {
  try {
    accessSync(candidate, constants.W_OK);
    return statSync(candidate).isDirectory();
  } catch {
    return false;
  }
}

export const scratchRoot = (candidate = MEMORY): string => (writableFolder(candidate) ? candidate : tmpdir());
