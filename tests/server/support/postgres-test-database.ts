import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres } from '../../../server/db/open-postgres';
import { MIGRATIONS_FOLDER } from '../../../server/paths';
import type { FreshDatabase, TestDatabase } from './test-database';

/** The pool's connections close a moment after `end()` resolves; forcing them would log their loss. */
async function dropWhenClosed(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // A plain drop first: it stops an autovacuum worker still on the database (a big reseed starts one), which
  // FORCE refuses to end for a role that is not a superuser ("must be a member of the role whose process is
  // being terminated"). FORCE only when one of the suite's own connections lingers.
  try {
    await admin.query(`drop database if exists "${name}"`);
  } catch (error) {
    if ((error as { code?: string }).code !== '55006') throw error;
    await admin.query(`drop database if exists "${name}" with (force)`);
  }
}

/** The run's template (postgres-template.ts), or '' (no PostgreSQL, or a runner without the server suite's set-up). */
const postgresTemplate = (): string => inject('postgresTemplate') ?? '';

export interface PostgresTestOptions {
  /**
   * Commits that do not wait for the WAL to reach the disk (`synchronous_commit = off` on the test databases):
   * what a commit makes visible is the same, only a crash of PostgreSQL itself could lose the last ones. On the
   * shared test server a waited commit took ~20 ms against ~5 ms under load (docs/testing.md#what-keeps-the-suites-fast).
   * For the suites' cases; never for a measurement (the bench reports the setting) nor a durability case.
   */
  fastCommits?: boolean;
}

/**
 * One database per test file on the server of TEST_DATABASE_URL, named after that URL's database plus a
 * random suffix (its role needs CREATEDB), dropped afterwards. `template`: a migrated database to copy for
 * each migrated one (the server suite's global set-up makes one per run; '' runs the migrations instead).
 */
export async function postgresTestDatabase(
  url: string,
  template = postgresTemplate(),
  { fastCommits = false }: PostgresTestOptions = {},
): Promise<TestDatabase> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const base = new URL(url).pathname.slice(1) || 'loyalloop';

  async function create(migrated: boolean): Promise<FreshDatabase> {
    const name = `${base}_${randomBytes(4).toString('hex')}`;
    const target = new URL(url);
    target.pathname = `/${name}`;
    // A copy of the migrated template takes a fraction of running the migrations again.
    const copy = migrated && template !== '';
    await admin.query(`create database "${name}"${copy ? ` template "${template}"` : ''}`);
    // Before the first connection: the setting applies to the sessions that open afterwards.
    if (fastCommits) await admin.query(`alter database "${name}" set synchronous_commit = off`);
    const database = openPostgres(target.toString());
    const handles = [database];
    if (migrated && !copy) await database.migrate(MIGRATIONS_FOLDER);
    return {
      database,
      url: target.toString(),
      another() {
        const handle = openPostgres(target.toString());
        handles.push(handle);
        return handle;
      },
      async dispose() {
        // Once: a case may dispose its database and the file's close() disposes whatever is left.
        const open = handles.splice(0);
        if (open.length === 0) return;
        await Promise.all(open.map((handle) => handle.close()));
        await dropWhenClosed(admin, name);
      },
    };
  }

  const main = await create(true);
  const made: FreshDatabase[] = [main];
  return {
    engine: 'PostgreSQL',
    database: main.database,
    url: main.url,
    async fresh(options = { migrated: true }) {
      const database = await create(options.migrated);
      made.push(database);
      return database;
    },
    async close() {
      for (const database of made) await database.dispose();
      await admin.end();
    },
  };
}
