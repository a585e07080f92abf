/** A database for one test file, on either engine, with fast resets and fresh copies for the few that need one. */
import { sql as raw } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';

export interface TestDatabase {
  readonly engine: 'PGlite' | 'PostgreSQL';
  /** Migrated once for the file. */
  readonly database: Database;
  /** Its connection string, on PostgreSQL (for a server of its own on it). */
  readonly url?: string;
  /** A new empty database of the same engine (migrated unless asked not to), dropped by `dispose`. */
  fresh(options?: { migrated: boolean }): Promise<FreshDatabase>;
  close(): Promise<void>;
}

export interface FreshDatabase {
  database: Database;
  /** Its connection string, on PostgreSQL. */
  url?: string;
  /** A second, separately opened handle on the same database (another pool: like another process). */
  another(): Database;
  dispose(): Promise<void>;
}

const EMPTIED = raw`truncate accounts, clients, client_status_log, transactions, broadcasts, codes, one_time_tokens,
  uploads, rate_limit_counters restart identity cascade`;

/**
 * Empties every table but the activity trail (append-only: it refuses TRUNCATE) and restarts the numbers.
 * Cases that look at the trail use `fresh()`.
 */
export async function emptyTables(database: Database): Promise<void> {
  await database.sql.execute(EMPTIED);
  await database.sql.execute(raw`alter sequence transaction_number restart`);
  await database.sql.execute(raw`alter sequence broadcast_number restart`);
}
