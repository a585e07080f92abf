/**
 * Migrations at start, safe with several servers starting together: only when the database is behind, and then
 * under a PostgreSQL advisory lock, so they run once. A server whose role may not change the schema (docs/deployment.md,
 * "The database role") starts fine on a database already migrated by its owner.
 */
import { sql as raw } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Sql } from './database';
import { firstRow } from '../store/rows';

/** The advisory lock key migrations hold (any constant: "Loya" in ASCII). */
const MIGRATION_LOCK_KEY = 0x4c6f7961;

/** Whether a checked-in migration is newer than the last one the database applied. */
export async function isBehind(sql: Sql, migrationsFolder: string): Promise<boolean> {
  const newest = Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
  const table = firstRow(
    await sql.execute(raw`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (table.present !== true) return true;
  const applied = firstRow(
    await sql.execute(raw`select coalesce(max(created_at), 0) as last from drizzle.__drizzle_migrations`),
  );
  return Number(applied.last) < newest;
}

/**
 * Runs `migrate` if the database is behind, holding the lock meanwhile. `sql` must be one connection: a
 * session-level lock lives on its connection.
 */
export async function migrateIfBehind(
  sql: Sql,
  migrationsFolder: string,
  migrate: () => Promise<void>,
): Promise<void> {
  if (!(await isBehind(sql, migrationsFolder))) return;
  await sql.execute(raw`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
  try {
    await migrate();
  } finally {
    await sql.execute(raw`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
  }
}
