/** PostgreSQL through a node-postgres pool (DATABASE_URL): any number of servers may share one database. */
import { sql as raw } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from './database';
import { migrateIfBehind } from './migrations';
import { prepareAhead } from './prepare-ahead';
import * as schema from './schema';

/** Connections per server process. */
export const POOL_SIZE = 10;

export function openPostgres(connectionString: string): Database {
  // Times are read back in UTC whatever the server's default zone (iso-from-postgres.ts accepts any offset).
  // `min` keeps every connection once opened: a pool that closed its idle ones after 10 s (the default) made
  // the first requests after each lull sign in again (docs/performance.md, "Enrolment: the slow tail").
  const pool = new pg.Pool({
    connectionString,
    options: '-c TimeZone=UTC',
    max: POOL_SIZE,
    min: POOL_SIZE,
  });
  // An idle connection dropped by the database (a restart) must not crash the process: the pool reconnects.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzle({ client: pool, schema });
  return {
    kind: 'postgres',
    sql: db,
    async migrate(migrationsFolder) {
      const client = await pool.connect();
      try {
        const session = drizzle({ client, schema });
        await migrateIfBehind(session, migrationsFolder, () => migrate(session, { migrationsFolder }));
      } finally {
        client.release();
      }
    },
    async ping() {
      await db.execute(raw`select 1`);
    },
    async warmUp(statements) {
      // All at once, so the pool opens a connection for each instead of handing back an idle one.
      const opened = await Promise.allSettled(
        Array.from({ length: POOL_SIZE }, async () => {
          const client = await pool.connect();
          // A connection that failed here is closed rather than handed back.
          await prepareAhead(client, statements).then(
            () => client.release(),
            (error: unknown) => {
              client.release(true);
              throw error;
            },
          );
        }),
      );
      const failed = opened.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
    async exclusively(key, work) {
      const client = await pool.connect();
      try {
        const taken = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1) as taken', [
          key,
        ]);
        if (taken.rows[0]?.taken !== true) return 'busy';
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
