/**
 * One server per embedded data folder: PGlite is a single process's database, and two writing one folder
 * would corrupt it. The lock is a file holding the owner's process id; a lock left by a process that no longer
 * runs (a crash, a killed container) is taken over.
 */
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { errorCode } from '../error-code';

export const LOCK_FILE = 'server.lock';

export class DataDirBusyError extends Error {}

export interface DataDirLock {
  readonly path: string;
  release(): Promise<void>;
}

/** Folders this process holds: a lock naming our own pid that is not in here was left by an earlier life. */
const heldHere = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

const holderOf = async (path: string): Promise<number> =>
  Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);

/** Moves a stale lock aside; if another process took it over meanwhile, puts its live lock back. */
async function clearStale(path: string, stalePid: number): Promise<void> {
  const aside = `${path}.stale-${process.pid}`;
  try {
    await rename(path, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  if ((await holderOf(aside)) !== stalePid) await link(aside, path).catch(() => undefined);
  await rm(aside, { force: true });
}

export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const folder = resolve(dataDir);
  const path = join(folder, LOCK_FILE);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      await writeFile(path, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      heldHere.add(path);
      return {
        path,
        async release() {
          heldHere.delete(path);
          if ((await holderOf(path)) === process.pid) await rm(path, { force: true });
        },
      };
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    }
    const holder = await holderOf(path);
    const live = heldHere.has(path) || (holder !== process.pid && isRunning(holder));
    if (live) {
      throw new DataDirBusyError(
        `The data folder ${folder} is in use by another LoyalLoop server (process ${holder}). Stop that ` +
          `server first, or set DATA_DIR to another folder. If no server is running, delete ${path}.`,
      );
    }
    await clearStale(path, holder);
  }
  throw new DataDirBusyError(`Could not take the lock ${path}: other servers keep starting on ${folder}.`);
}
