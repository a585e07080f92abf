import { sql as raw } from 'drizzle-orm';
import type { Sql } from './database';

/** The advisory lock key migrations hold (any constant: "Loya" in ASCII). */
const MIGRATION_LOCK_KEY = 0x4c6f7961;

/**
 * Runs `work` while this session holds the migration lock, so several servers starting together on one
 * database migrate it once. `sql` must be one connection: a session-level lock lives on its connection.
 */
export async function underMigrationLock(sql: Sql, work: () => Promise<void>): Promise<void> {
  await sql.execute(raw`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
  try {
    await work();
  } finally {
    await sql.execute(raw`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
  }
}
