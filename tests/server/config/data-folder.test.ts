import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keptSecret } from '../../../server/config/jwt-secret';
import { DataDirBusyError, LOCK_FILE, lockDataDir } from '../../../server/db/data-dir-lock';

const folder = () => mkdtempSync(join(tmpdir(), 'loyalloop-data-'));

/** A process id that is surely not running: a child that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid ?? 0;
}

describe('the embedded data folder', () => {
  it('is held by one server at a time, and free again once released', async () => {
    const dir = folder();
    const lock = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirBusyError);
    await lock.release();
    const again = await lockDataDir(dir);
    await again.release();
  });

  it('refuses a folder held by another running process, saying which and what to do', async () => {
    const dir = folder();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    writeFileSync(join(dir, LOCK_FILE), `${other.pid}\n`);
    try {
      await expect(lockDataDir(dir)).rejects.toThrow(
        `The data folder ${dir} is in use by another LoyalLoop server (process ${other.pid}). Stop that server first, ` +
          `or set DATA_DIR to another folder. If no server is running, delete ${join(dir, LOCK_FILE)}.`,
      );
    } finally {
      other.kill();
    }
  });

  it('takes over the lock left by a process that no longer runs', async () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE), `${await deadPid()}\n`);
    const lock = await lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`);
    await lock.release();
  });

  it('takes over a lock naming this process id that this process never took (a restarted container)', async () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE), `${process.pid}\n`);
    const lock = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirBusyError);
    await lock.release();
  });

  it('generates the signing secret once, readable only by its owner', async () => {
    const dir = folder();
    const secret = await keptSecret(dir);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(await keptSecret(dir)).toBe(secret);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });
});
