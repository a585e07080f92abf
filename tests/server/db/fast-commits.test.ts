// The suites' PostgreSQL test databases commit without waiting for the disk (postgres-test-database.ts), while
// a database asked for without `fastCommits` (the bench's, the durability case's) keeps PostgreSQL's default.
import { sql as raw } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { firstRow } from '../../../server/store/rows';
import { describePostgresLeg } from '../support/postgres-leg';
import { postgresTestDatabase } from '../support/postgres-test-database';

const setting = async (database: Database): Promise<unknown> =>
  firstRow(await database.sql.execute(raw`select current_setting('synchronous_commit') as value`)).value;

describePostgresLeg('test databases on PostgreSQL', (url) => {
  it('asked for fast commits, the file database and a fresh one commit without waiting for the disk', async () => {
    const database = await postgresTestDatabase(url, undefined, { fastCommits: true });
    try {
      expect(await setting(database.database)).toBe('off');
      const fresh = await database.fresh();
      expect(await setting(fresh.database)).toBe('off');
      expect(await setting(fresh.another())).toBe('off');
    } finally {
      await database.close();
    }
  });

  it('by default, a test database keeps durable commits', async () => {
    const database = await postgresTestDatabase(url);
    try {
      expect(await setting(database.database)).toBe('on');
    } finally {
      await database.close();
    }
  });
});
