/**
 * A hot read, written with Drizzle's query builder, run prepared by name straight on node-postgres: its text
 * and parameters taken from Drizzle once, its rows read as arrays and decoded by the selected columns' own
 * decoders (the ones Drizzle uses), into the selection's shape. Drizzle's per-call wrapping of a prepared
 * query (tracing spans, placeholder filling, its generic row mapper) was several per cent of a GET's server
 * CPU (docs/performance.md, "GET one client: where a server's time goes"). Its row is described once per
 * connection (described-once.ts), not on every execution. The text is unchanged, so the bench's pgbench
 * ceiling still runs what the server sends.
 */
import { Column, Placeholder } from 'drizzle-orm';
import pg from 'pg';
import type { Sql } from './database';
import { runDescribedOnce, type Statement } from './described-once';

/** A selection as Drizzle's select takes it: columns, possibly grouped one level deep ({ session: {...} }). */
type Selection = Record<string, Column | Record<string, Column>>;

/** One column of the selection, in the order Drizzle writes it into the statement. */
interface Field {
  group: string | null;
  key: string;
  column: Column;
}

const fieldsOf = (selection: Selection): Field[] =>
  Object.entries(selection).flatMap<Field>(([name, field]) =>
    field instanceof Column
      ? [{ group: null, key: name, column: field }]
      : Object.entries(field).map(([key, column]) => ({ group: name, key, column })),
  );

/**
 * As Drizzle's node-postgres driver reads values: times as PostgreSQL prints them (the column decodes them),
 * everything else by node-postgres's own parsers.
 */
const TEXT_TYPES = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
]);
const drizzleTypes = {
  getTypeParser: (id: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(id) ? (value: string) => value : pg.types.getTypeParser(id, format),
};

/** One row as the selection shapes it; a group whose every value is null (a left join that found none) is null. */
function shaped(fields: readonly Field[], row: readonly unknown[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const groups: Record<string, Record<string, unknown>> = {};
  const found = new Set<string>();
  fields.forEach(({ group, key, column }, i) => {
    const raw = row[i];
    const value = raw === null || raw === undefined ? null : column.mapFromDriverValue(raw);
    if (group === null) result[key] = value;
    else {
      (groups[group] ??= {})[key] = value;
      if (value !== null) found.add(group);
    }
  });
  for (const [group, values] of Object.entries(groups)) result[group] = found.has(group) ? values : null;
  return result;
}

export type RunSelect<Row> = (named: Readonly<Record<string, unknown>>) => Promise<Row[]>;

/**
 * The query's rows for the placeholders' values, on node-postgres by name; null when the database is not a
 * node-postgres pool (PGlite), where the caller keeps Drizzle's own prepared query.
 */
export function preparedSelect<Row>(
  sql: Sql,
  name: string,
  query: PromiseLike<Row[]> & { toSQL(): { sql: string; params: unknown[] } },
  selection: Selection,
): RunSelect<Row> | null {
  const pool: unknown = Reflect.get(sql, '$client');
  if (!(pool instanceof pg.Pool)) return null;
  const { sql: text, params } = query.toSQL();
  const fields = fieldsOf(selection);
  const statement: Statement = { name, text, types: drizzleTypes, described: new WeakMap() };
  return async (named) => {
    const values = params.map((param) => (param instanceof Placeholder ? named[param.name] : param));
    const rows = await runDescribedOnce(pool, statement, values);
    // The shape Drizzle itself would answer for this selection (the query's own row type).
    return rows.map((row) => shaped(fields, row) as Row);
  };
}
