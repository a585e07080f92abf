/** A database for one test file, on either engine, with fast resets and fresh copies for the few that need one. */
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
