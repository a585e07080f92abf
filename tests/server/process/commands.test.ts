/** The built one-off commands (global-setup.ts builds them), as `npm run db:migrate` and `npm run admin:create` run them. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

const command = (name: string, args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, ['scripts/server/command.mjs', name, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ...env },
  });

describe('the server commands', () => {
  it('migrates the embedded database, and creates an admin with the password from ADMIN_PASSWORD', () => {
    const DATA_DIR = mkdtempSync(join(tmpdir(), 'loyalloop-commands-'));
    const migrated = command('migrate', [], { DATA_DIR });
    expect([migrated.status, migrated.stdout]).toEqual([
      0,
      `Migrations applied to the embedded database in ${DATA_DIR}.\n`,
    ]);

    // An empty database has no location: the first admin names the business's first, as setup does.
    const args = ['--email', 'ana@example.com', '--name', 'Ana Lima'];
    const unplaced = command('admin-create', args, { DATA_DIR, ADMIN_PASSWORD: 'Str0ng!pass' });
    expect([unplaced.status, unplaced.stderr]).toEqual([
      1,
      'The business has no location yet: name the first with --location "Oakville".\n',
    ]);
    const created = command('admin-create', [...args, '--location', 'Oakville'], {
      DATA_DIR,
      ADMIN_PASSWORD: 'Str0ng!pass',
    });
    expect(created.status).toBe(0);
    expect(created.stdout).toMatch(/^Admin Ana Lima <ana@example.com> created \(id [0-9a-f]{24}\)\./);
    expect(created.stdout + created.stderr).not.toContain('Str0ng!pass');

    // The business now has Oakville: an admin named without a location is placed there.
    const again = command('admin-create', args, { DATA_DIR, ADMIN_PASSWORD: 'Str0ng!pass' });
    expect([again.status, again.stderr]).toEqual([
      1,
      'An account with the email ana@example.com already exists.\n',
    ]);
    // Three processes, each opening PGlite (the first runs its initdb): past 30 s when the machine is busy.
  }, 90_000);

  it('asks for a terminal or ADMIN_PASSWORD, and for the email and name', () => {
    const DATA_DIR = mkdtempSync(join(tmpdir(), 'loyalloop-commands-'));
    const noPassword = command('admin-create', ['--email', 'ana@example.com', '--name', 'Ana'], { DATA_DIR });
    expect([noPassword.status, noPassword.stderr]).toEqual([
      1,
      'No terminal to type the password in: set ADMIN_PASSWORD.\n',
    ]);
    const noName = command('admin-create', ['--email', 'ana@example.com'], {
      DATA_DIR,
      ADMIN_PASSWORD: 'Str0ng!pass',
    });
    expect(noName.status).toBe(1);
    expect(noName.stderr).toMatch(/^Usage: npm run admin:create -- --email/);
  });
});
