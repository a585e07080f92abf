import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/open-database';

/** Every entry under `folder` (itself included) as `mode kind`, counted: '700 d' → 27. */
function modes(folder: string): Map<string, number> {
  const counts = new Map<string, number>();
  const walk = (path: string): void => {
    const entry = lstatSync(path);
    const key = `${(entry.mode & 0o777).toString(8)} ${entry.isDirectory() ? 'd' : 'f'}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (entry.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(folder);
  return counts;
}

function openToAll(path: string): void {
  const entry = lstatSync(path);
  chmodSync(path, entry.isDirectory() ? 0o777 : 0o666);
  if (entry.isDirectory()) for (const name of readdirSync(path)) openToAll(join(path, name));
}

const onlyPrivate = (counts: Map<string, number>): string[] =>
  [...counts.keys()].filter((key) => key !== '700 d' && key !== '600 f');

// docs/security.md, "The embedded database": folders 0700, files 0600, whatever the umask.
describe('the embedded data folder is private', () => {
  let umask = 0;
  beforeEach(() => {
    // The loosest umask there is: nothing the server writes may count on it.
    umask = process.umask(0);
  });
  afterEach(() => {
    process.umask(umask);
  });

  it('is 0700 folders and 0600 files when fresh, open and closed, with a umask of 000', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'loyalloop-private-')), 'data');
    const open = await openDatabase({ databaseUrl: null, dataDir });
    const whileOpen = modes(dataDir);
    await open.close();
    const closed = modes(dataDir);
    expect(onlyPrivate(whileOpen)).toEqual([]);
    expect(onlyPrivate(closed)).toEqual([]);
    expect(closed.get('600 f') ?? 0).toBeGreaterThan(500);
  }, 60_000);

  it('puts an old folder right at start: every file and folder open to all becomes private', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'loyalloop-private-')), 'data');
    await (await openDatabase({ databaseUrl: null, dataDir })).close();
    openToAll(dataDir);
    expect(modes(dataDir).get('666 f') ?? 0).toBeGreaterThan(500);
    const open = await openDatabase({ databaseUrl: null, dataDir });
    try {
      expect(onlyPrivate(modes(dataDir))).toEqual([]);
    } finally {
      await open.close();
    }
  }, 60_000);

  it('changes nothing else an operator keeps in the folder (DATA_DIR=. must not touch a repository)', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'loyalloop-private-')), 'data');
    mkdirSync(join(dataDir, 'notes'), { recursive: true, mode: 0o755 });
    writeFileSync(join(dataDir, 'notes', 'run.sh'), '#!/bin/sh\n', { mode: 0o755 });
    writeFileSync(join(dataDir, 'README.txt'), 'mine', { mode: 0o644 });
    await (await openDatabase({ databaseUrl: null, dataDir })).close();
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    expect(lstatSync(join(dataDir, 'notes')).mode & 0o777).toBe(0o755);
    expect(lstatSync(join(dataDir, 'notes', 'run.sh')).mode & 0o777).toBe(0o755);
    expect(lstatSync(join(dataDir, 'README.txt')).mode & 0o777).toBe(0o644);
  }, 60_000);
});
