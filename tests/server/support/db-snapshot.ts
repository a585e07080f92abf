/**
 * Everything a call could change, as text to compare before and after: every table's rows (in a stable
 * order) and the sequences. Rate-limit counters are left out: counting a request is what they are for.
 */
import { getTableName, sql as raw } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../server/db/database';
import * as schema from '../../../server/db/schema';
import { rateLimitCounters } from '../../../server/db/schema';
import { rowsOf } from '../../../server/store/rows';

const exported: unknown[] = Object.values(schema);
const TABLES = exported.filter(
  (value): value is PgTable => value instanceof PgTable && value !== rateLimitCounters,
);

const bytesAsNumbers = (_key: string, value: unknown): unknown =>
  value instanceof Uint8Array ? [...value] : value;
const stable = (rows: unknown[]): string[] => rows.map((row) => JSON.stringify(row, bytesAsNumbers)).sort();

export async function snapshot(database: Database): Promise<string> {
  const tables: Record<string, string[]> = {};
  for (const table of TABLES) tables[getTableName(table)] = stable(await database.sql.select().from(table));
  const sequences = await database.sql.execute(
    raw`select last_value, is_called from transaction_number union all select last_value, is_called from broadcast_number`,
  );
  return JSON.stringify({ tables, sequences: rowsOf(sequences) });
}
