/** PostgreSQL through a node-postgres pool (DATABASE_URL): any number of servers may share one database. */
import { sql as raw } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from './database';
import { migrateIfBehind } from './migrations';
import * as schema from './schema';

export function openPostgres(connectionString: string): Database {
  // Times are read back in UTC whatever the server's default zone (iso-from-postgres.ts accepts any offset).
  const pool = new pg.Pool({ connectionString, options: '-c TimeZone=UTC', max: 10 });
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
    close: () => pool.end(),
  };
}
