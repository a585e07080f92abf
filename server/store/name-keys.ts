/**
 * Fills the Name sort's key (src/domain/name-key.ts) of clients written before the key had a column (migration
 * 0013): in JavaScript, by the one rule every write uses, a batch at a time. Run each time the database is opened;
 * once every row has its key it costs one index lookup (`clients_by_name` holds the nulls too).
 */
import { eq, isNull, sql as raw } from 'drizzle-orm';
import { nameSortKey } from '../../src/domain/name-key';
import type { Sql } from '../db/database';
import { clients } from '../db/schema';

const BATCH = 1000;

/** Gives every client without a name key its key; answers how many it filled. */
export async function fillNameKeys(sql: Sql): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await sql
      .select({ userId: clients.userId, name: clients.name })
      .from(clients)
      .where(isNull(clients.nameKey))
      .limit(BATCH);
    if (rows.length === 0) return filled;
    const ids = rows.map((row) => row.userId);
    const keys = rows.map((row) => nameSortKey(row.name));
    await sql.execute(
      raw`update ${clients} set name_key = k.key
          from unnest(${raw.param(ids)}::text[], ${raw.param(keys)}::text[]) as k(id, key)
          where ${eq(clients.userId, raw`k.id`)}`,
    );
    filled += rows.length;
  }
}
