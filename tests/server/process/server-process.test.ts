/** The built server as a process: what `npm start` and `npm run serve` run (dist-server/main.js). */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql as raw } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openEmbedded } from '../../../server/db/open-embedded';
import { EMBEDDED_FOLDER } from '../../../server/db/open-database';
import { firstRow } from '../../../server/store/rows';
import { spawnServer, startServer } from '../support/server-process';

const start = (DATA_DIR: string) => startServer({ DATA_DIR });

describe('the built server process', () => {
  it('holds its data folder, and on SIGTERM finishes, exits 0 and lets it go', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'loyalloop-process-'));
    const first = await start(dataDir);
    expect(first.output()).toContain('Demo data loaded. Sign in as admin@loyalloop.demo / Demo@1234.');
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);

    const second = await spawnServer({ DATA_DIR: dataDir }).exited;
    expect(second.code).toBe(1);
    expect(second.output).toContain(`is in use by another LoyalLoop server (process ${first.child.pid})`);

    expect((await first.stop('SIGTERM')).code).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

    const again = await start(dataDir);
    expect(again.output()).not.toContain('Demo data loaded');
    expect((await fetch(`${again.url}/readyz`)).status).toBe(200);
    expect((await again.stop('SIGINT')).code).toBe(0);
  });

  it('refuses to listen beyond this machine without JWT_SECRET and SMTP_URL, saying so', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'loyalloop-process-'));
    const refused = await spawnServer({ DATA_DIR: dataDir, HOST: '0.0.0.0' }).exited;
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      'HOST 0.0.0.0 lets other machines in: set JWT_SECRET and SMTP_URL first',
    );
  });

  it('says what a first start is doing, and copies the build’s empty database instead of running initdb', async () => {
    const systemOf = async (dataDir: string): Promise<string> => {
      const database = await openEmbedded(join(dataDir, EMBEDDED_FOLDER));
      const row = firstRow(
        await database.sql.execute(raw`select system_identifier::text as id from pg_control_system()`),
      );
      await database.close();
      return String(row.id);
    };
    const firstStart = async (): Promise<string> => {
      const dataDir = mkdtempSync(join(tmpdir(), 'loyalloop-process-'));
      const server = await startServer({ DATA_DIR: dataDir, DEMO_DATA: 'off' });
      const output = server.output();
      expect(output).toContain(`Creating the database in ${dataDir}…`);
      expect(output.indexOf('Creating the database')).toBeLessThan(output.indexOf('LoyalLoop is running'));
      // The copy is migrated already: nothing to update.
      expect(output).not.toContain('Updating the database');
      expect((await server.stop('SIGTERM')).code).toBe(0);
      return systemOf(dataDir);
    };
    // initdb gives every database a system identifier of its own; copies of one template share it.
    expect(await firstStart()).toBe(await firstStart());
  }, 60_000);
});
