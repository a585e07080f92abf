import { sql as raw } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { isBehind } from '../../../server/db/migrations';
import { MIGRATIONS_FOLDER } from '../../../server/paths';
import { rowsOf } from '../../../server/store/rows';
import { describeOnEachDatabase } from '../support/each-database';
import type { FreshDatabase } from '../support/test-database';

const applied = async (database: Database): Promise<number> =>
  rowsOf(await database.sql.execute(raw`select id from drizzle.__drizzle_migrations`)).length;
const tables = async (database: Database): Promise<string[]> =>
  rowsOf(
    await database.sql.execute(
      raw`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
    ),
  ).map((r) => String(r.name));

describeOnEachDatabase('the migrations', (current) => {
  let fresh: FreshDatabase | null = null;
  afterEach(async () => {
    await fresh?.dispose();
    fresh = null;
  });

  it('create every table on an empty database, and a second run changes nothing', async () => {
    fresh = await current().fresh({ migrated: false });
    await fresh.database.migrate(MIGRATIONS_FOLDER);
    const created = await tables(fresh.database);
    expect(created).toEqual([
      'accounts',
      'activity',
      'api_keys',
      'broadcast_mail',
      'broadcasts',
      'business_settings',
      'client_status_log',
      'clients',
      'clients_last_seen',
      'clients_totals',
      'code_guesses',
      'codes',
      'idempotency_keys',
      'locations',
      'one_time_tokens',
      'points_daily',
      'programme',
      'rate_limit_counters',
      'rewards',
      'sessions',
      'setup_tokens',
      'transactions',
      'uploads',
    ]);
    const count = await applied(fresh.database);
    await fresh.database.migrate(MIGRATIONS_FOLDER);
    expect(await applied(fresh.database)).toBe(count);
    expect(await tables(fresh.database)).toEqual(created);
  });

  it('know when a database is behind, so an up-to-date one is left untouched at start', async () => {
    fresh = await current().fresh({ migrated: false });
    expect(await isBehind(fresh.database.sql, MIGRATIONS_FOLDER)).toBe(true);
    await fresh.database.migrate(MIGRATIONS_FOLDER);
    expect(await isBehind(fresh.database.sql, MIGRATIONS_FOLDER)).toBe(false);
  });

  it('run once when several servers start together on one database', async () => {
    fresh = await current().fresh({ migrated: false });
    const servers = [fresh.database, fresh.another(), fresh.another(), fresh.another()];
    await Promise.all(servers.map((server) => server.migrate(MIGRATIONS_FOLDER)));
    const ran = rowsOf(await fresh.database.sql.execute(raw`select hash from drizzle.__drizzle_migrations`));
    expect(new Set(ran.map((r) => r.hash)).size).toBe(ran.length);
    expect(ran.length).toBeGreaterThanOrEqual(2);
  });
});
