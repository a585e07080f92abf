/**
 * The database the server runs on, whichever it is: embedded PGlite in a folder or PostgreSQL through a pool.
 * Everything above this speaks Drizzle's PostgreSQL dialect and never asks which one it got.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { AheadStatement } from './prepare-ahead';
import type * as schema from './schema';

export type Schema = typeof schema;
/** A Drizzle handle on the database, or on one open transaction (a transaction is a database too). */
export type Sql = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly kind: 'embedded' | 'postgres';
  readonly sql: Sql;
  /**
   * Applies the checked-in migrations not yet applied, holding a PostgreSQL advisory lock meanwhile, so that
   * several servers starting together on one database migrate it once.
   */
  migrate(migrationsFolder: string): Promise<void>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  /**
   * Opens, before the server listens, what its first requests would otherwise wait for: on PostgreSQL every
   * pooled connection (each a SCRAM sign-in), kept open from then on, with `statements` parsed and planned on
   * each (docs/performance.md, "Enrolment: the slow tail").
   */
  warmUp(statements: readonly AheadStatement[]): Promise<void>;
  /**
   * Runs `work` unless it runs already, in this process or (PostgreSQL) any other on the database: one holder
   * of the advisory lock `key` at a time (pg_try_advisory_lock on a connection of its own, held until `work`
   * ends). Answers 'busy', without running it, when another holds it.
   */
  exclusively<T>(key: number, work: () => Promise<T>): Promise<T | 'busy'>;
  close(): Promise<void>;
}
