/**
 * The embedded database's folder is readable by its owner only (docs/security.md, "The embedded database"):
 * folders 0700, files 0600. The umask cannot do it: PGlite's file system (Emscripten's) sets every file it
 * creates to 0666 itself. So the folder is walked and put right when it is taken (an old folder too), once the
 * database is open and migrated, every minute while it runs (files PGlite creates meanwhile sit in 0700
 * folders no other user can enter), and when it is let go.
 */
import { chmod, lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { errorCode } from '../error-code';

export const FOLDER_MODE = 0o700;
export const FILE_MODE = 0o600;
const EVERY_MS = 60_000;

const gone = (error: unknown): boolean => errorCode(error) === 'ENOENT';

/** Sets one entry's mode if it differs; a file deleted meanwhile (a recycled WAL segment) is no fault. */
async function setMode(path: string, wanted: number): Promise<boolean> {
  try {
    const entry = await lstat(path);
    // A symbolic link is not followed: what it points at is not ours to change.
    if (entry.isSymbolicLink()) return false;
    if ((entry.mode & 0o777) !== wanted) await chmod(path, wanted);
    return entry.isDirectory();
  } catch (error) {
    if (gone(error)) return false;
    throw error;
  }
}

/** `folder` and everything under it: folders 0700, files 0600. */
export async function makePrivate(folder: string): Promise<void> {
  const isFolder = await setMode(folder, FOLDER_MODE);
  if (!isFolder) return;
  const names = await readdir(folder).catch((error: unknown) => {
    if (gone(error)) return [];
    throw error;
  });
  for (const name of names) {
    const path = join(folder, name);
    const entry = await lstat(path).catch(() => null);
    if (entry?.isDirectory()) await makePrivate(path);
    else if (entry?.isFile()) await setMode(path, FILE_MODE);
  }
}

/**
 * Puts the folder right every minute; answers the function that stops. A walk that fails there (a file PGlite
 * swapped midway) is tried again a minute later: only the walk at start, which refuses to open, reports.
 */
export function keepPrivate(folder: string): () => void {
  const timer = setInterval(() => void makePrivate(folder).catch(() => undefined), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
