/**
 * Back to a just-migrated database in one statement: every table emptied, every number restarted. Used
 * between cases on both engines instead of dropping and migrating the schema again.
 *
 * The activity trail refuses TRUNCATE twice over (a trigger, and the privilege revoked from its owner), and
 * the migrations keep both. The test role owns the tables, so it lifts the two guards inside the reset's own
 * transaction and puts them back before it commits: no other session ever sees them lifted (ALTER TABLE locks
 * the table until commit), and a failure rolls the guards back with everything else. PostgreSQL's
 * `session_replication_role = replica` would skip the trigger too, but needs a superuser the test role is not.
 */
import { getTableName, sql as raw } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../server/db/database';
import * as schema from '../../../server/db/schema';

const exported: unknown[] = Object.values(schema);
/** Every table of the schema, by name. */
export const TABLE_NAMES: readonly string[] = exported
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableName(table));
const TABLES = TABLE_NAMES.map((name) => `"${name}"`).join(', ');

export async function emptyDatabase(database: Database): Promise<void> {
  await database.sql.transaction(async (tx) => {
    await tx.execute(raw`alter table activity disable trigger activity_no_truncate`);
    await tx.execute(raw`grant truncate on activity to current_user`);
    await tx.execute(raw.raw(`truncate ${TABLES} restart identity cascade`));
    await tx.execute(raw`revoke truncate on activity from current_user`);
    await tx.execute(raw`alter table activity enable trigger activity_no_truncate`);
    await tx.execute(raw`alter sequence transaction_number restart`);
    await tx.execute(raw`alter sequence broadcast_number restart`);
    await tx.execute(raw`alter sequence client_number restart`);
  });
}
