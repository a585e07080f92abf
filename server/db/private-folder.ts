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

/** What is at `path`, unfollowed; null when it is gone (a recycled WAL segment) or a link (not ours to change). */
async function entryAt(path: string): Promise<'folder' | 'file' | null> {
  try {
    const entry = await lstat(path);
    if ((entry.mode & 0o777) !== (entry.isDirectory() ? FOLDER_MODE : FILE_MODE) && !entry.isSymbolicLink())
      await chmod(path, entry.isDirectory() ? FOLDER_MODE : FILE_MODE);
    return entry.isDirectory() ? 'folder' : entry.isFile() ? 'file' : null;
  } catch (error) {
    if (gone(error)) return null;
    throw error;
  }
}

/** `path` and, for a folder, everything under it: folders 0700, files 0600. */
async function makePrivate(path: string): Promise<void> {
  if ((await entryAt(path)) !== 'folder') return;
  const names = await readdir(path).catch((error: unknown) => {
    if (gone(error)) return [];
    throw error;
  });
  for (const name of names) await makePrivate(join(path, name));
}

/**
 * The data folder itself, and what the server keeps in it (`entries`: the database's folder, the lock, the
 * secret), never anything else an operator put there: DATA_DIR=. must not change a repository's files.
 */
export async function makeDataPrivate(dataDir: string, entries: readonly string[]): Promise<void> {
  await entryAt(dataDir);
  for (const name of entries) await makePrivate(join(dataDir, name));
}

/**
 * Puts the folder right every minute; answers the function that stops. A walk that fails there (a file PGlite
 * swapped midway) is tried again a minute later: only the walk at start, which refuses to open, reports.
 */
export function keepPrivate(dataDir: string, entries: readonly string[]): () => void {
  const timer = setInterval(() => void makeDataPrivate(dataDir, entries).catch(() => undefined), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
