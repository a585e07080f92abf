// The server opens every pooled PostgreSQL connection and makes its enrolment statements ready on each before
// it listens (build-server.ts, prepare-ahead.ts), so the first requests after a start wait for no SCRAM
// sign-in and no first parse (docs/performance.md, "Enrolment: the slow tail").
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql as raw } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { buildServer } from '../../../server/build-server';
import { readConfig } from '../../../server/config/read-config';
import type { Database } from '../../../server/db/database';
import { openPostgres, POOL_SIZE } from '../../../server/db/open-postgres';
import { enrolmentStatementsAhead } from '../../../server/store/enrolment';
import { firstRow, rowsOf } from '../../../server/store/rows';
import { describePostgresLeg } from '../support/postgres-leg';
import { postgresTestDatabase } from '../support/postgres-test-database';

const connections = async (database: Database): Promise<number> =>
  Number(
    firstRow(
      await database.sql.execute(
        raw`select count(*) as n from pg_stat_activity where datname = current_database()`,
      ),
    ).n,
  );

const clientNumber = async (database: Database): Promise<unknown> =>
  firstRow(await database.sql.execute(raw`select last_value, is_called from client_number`));

describePostgresLeg('the server pool on PostgreSQL', (url) => {
  it('a started server holds all its connections open', async () => {
    const test = await postgresTestDatabase(url);
    const dataDir = mkdtempSync(join(tmpdir(), 'pool-warm-up-'));
    try {
      const before = await connections(test.database);
      const config = readConfig({
        DATABASE_URL: test.url ?? '',
        JWT_SECRET: randomBytes(48).toString('base64'),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
      });
      const server = await buildServer({ config });
      try {
        expect(await connections(test.database)).toBe(before + POOL_SIZE);
      } finally {
        await server.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await test.close();
    }
  });

  it('warming up parses every enrolment statement on every connection and takes no client number', async () => {
    const test = await postgresTestDatabase(url);
    const database = openPostgres(test.url ?? '');
    try {
      const number = await clientNumber(test.database);
      await database.warmUp(enrolmentStatementsAhead());
      const pool: unknown = Reflect.get(database.sql, '$client');
      if (!(pool instanceof pg.Pool)) throw new Error('a PostgreSQL database runs on a pool');
      // Every connection at once: the pool hands out each of its idle ones.
      const held = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
      try {
        expect(pool.totalCount).toBe(POOL_SIZE);
        const names = enrolmentStatementsAhead().map((statement) => statement.name);
        for (const client of held) {
          const parsed = rowsOf(await client.query('select name from pg_prepared_statements order by name'));
          expect(parsed.map((row) => row.name)).toEqual([...names].sort());
        }
      } finally {
        for (const client of held) client.release();
      }
      expect(await clientNumber(test.database)).toEqual(number);
    } finally {
      await database.close();
      await test.close();
    }
  });
});
