/**
 * A one-statement write (client-change.ts) run on node-postgres as the hot reads are: prepared by name and
 * its row described once per connection (../db/described-once.ts), not on every execution. node-postgres's own
 * prepared query sends Describe each time and rebuilds the row's parsers from the answer; add points runs the
 * same statement on every call (docs/performance.md, "Writes"). Elsewhere (PGlite, or inside an open
 * transaction) it is the plain prepared statement (../db/statement.ts).
 */
import pg from 'pg';
import type { Sql } from '../db/database';
import { runDescribedOnce, type Statement } from '../db/described-once';
import { statement, type RunStatement } from '../db/statement';

/** Every value as PostgreSQL prints it, as statement.ts reads them: the statement casts what it answers. */
const asText = { getTypeParser: () => (value: string) => value };

/**
 * A parameter as text: a list as PostgreSQL's array literal (every element quoted), as node-postgres writes
 * one; anything else as it is (described-once.ts writes strings, numbers and booleans).
 */
function parameterOf(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  const quoted = value.map((item) =>
    item === null || item === undefined ? 'NULL' : `"${String(item).replace(/[\\"]/g, '\\$&')}"`,
  );
  return `{${quoted.join(',')}}`;
}

/**
 * Runs the statement `text` named `name`; `columns` names its result row's columns in order (a row described
 * once comes back as an array).
 */
export function writeStatement(
  sql: Sql,
  name: string,
  text: string,
  columns: readonly string[],
): RunStatement {
  const pool: unknown = Reflect.get(sql, '$client');
  if (!(pool instanceof pg.Pool)) return statement(sql, name, text);
  const prepared: Statement = { name, text, types: asText, described: new WeakMap() };
  return async (values) => {
    const rows = await runDescribedOnce(pool, prepared, values.map(parameterOf));
    return rows.map((row) => {
      if (row.length !== columns.length)
        throw new Error(`The statement ${name} answered ${row.length} columns, not ${columns.length}.`);
      return Object.fromEntries(columns.map((column, i) => [column, row[i]]));
    });
  };
}
