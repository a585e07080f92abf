/**
 * `npm start` serves the sources as they are (docs/deployment.md, "Every script"): in a scratch copy of the
 * project, an edit of a contract file makes its ensure step (ensureBuilds, which `npm run build:server` runs
 * alone) build the server again, and an edit of a migration the server with its empty database.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchRoot } from '../support/scratch-folder';

const ROOT = join(import.meta.dirname, '../../..');
/** What the builds read from the project; node_modules is linked, and the builds are copied when present. */
const COPIED = [
  'src',
  'server',
  'scripts',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'dist-server',
  'dist-http',
];

const scratch = mkdtempSync(join(scratchRoot(), 'loyalloop-start-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function copyProject(): void {
  for (const name of COPIED)
    if (existsSync(join(ROOT, name))) cpSync(join(ROOT, name), join(scratch, name), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'));
}

/** The scratch copy's ensure step, as `npm start` runs it before it starts the server: what it printed. */
function ensureBuilds(): string {
  const run = spawnSync(process.execPath, ['scripts/server/build.mjs'], {
    cwd: scratch,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '' },
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return run.stdout;
}

describe('npm start after an edit', () => {
  it('builds the server again when a contract file changed, and with its database when a migration did', () => {
    copyProject();
    ensureBuilds();
    expect(ensureBuilds()).toBe('Both builds are current.\n');

    appendFileSync(join(scratch, 'src/contract/base.ts'), '// An edit of the contract.\n');
    const afterContract = ensureBuilds();
    expect(afterContract).toContain('Building the server…\n');
    expect(afterContract).toMatch(/^Built the server in [\d.]+ s\.$/m);
    expect(ensureBuilds()).toBe('Both builds are current.\n');

    const migrations = join(scratch, 'server/db/migrations');
    const last = readdirSync(migrations)
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .at(-1);
    if (last === undefined) throw new Error('The project has migrations.');
    appendFileSync(join(migrations, last), '\n-- An edit of a migration.\n');
    const afterMigration = ensureBuilds();
    expect(afterMigration).toContain('Building the server…\n');
    expect(afterMigration).not.toContain('Building the console');
    // Three builds of the server and up to three of the console on a busy machine.
  }, 600_000);
});
