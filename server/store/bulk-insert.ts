/**
 * Many rows in one INSERT … SELECT FROM unnest(…): one array parameter per column instead of one parameter
 * per cell, so a batch of 1,000 rows is a few parameters and one statement. Measured on PostgreSQL, 1,000 client
 * rows took 726 ms through a multi-row VALUES of 12,000 parameters and a few ms this way (docs/performance.md).
 * A text[] column travels as one JSON text per row, since unnest flattens an array of arrays.
 */
import { getTableColumns, sql as raw, type SQL, type Table } from 'drizzle-orm';
import type { Sql } from '../db/database';

/** A column: its name in the table and the SQL type of its cells. */
export interface BulkColumn<Row> {
  name: string;
  type: 'text' | 'integer' | 'boolean' | 'timestamptz' | 'text[]';
  value(row: Row): Cell;
}

type Cell = string | number | boolean | readonly string[] | null;

/** The cell type each SQL type of the schema travels as. */
const BULK_TYPES = new Map<string, BulkColumn<never>['type']>([
  ['text', 'text'],
  ['text COLLATE "C"', 'text'],
  ['integer', 'integer'],
  ['boolean', 'boolean'],
  ['timestamp (3) with time zone', 'timestamptz'],
  ['text[]', 'text[]'],
]);

/** The cell type a column of the schema travels as. */
export function cellTypeOf(column: { getSQLType(): string; name: string }): BulkColumn<never>['type'] {
  const type = BULK_TYPES.get(column.getSQLType());
  if (type === undefined) throw new Error(`No bulk cell type for ${column.getSQLType()} (${column.name}).`);
  return type;
}

const cellOf = (value: unknown, column: { name: string; notNull: boolean }): Cell => {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  // A column that may be empty (a ledger entry's link to its reversal) is null where the row leaves it out.
  if ((value === null || value === undefined) && !column.notNull) return null;
  throw new Error(`A row has no value for the column ${column.name}.`);
};

/** Every column of `table`, each read from its insert row's field: no column is listed a second time. */
export function bulkColumnsOf<T extends Table>(table: T): BulkColumn<T['$inferInsert']>[] {
  return Object.entries(getTableColumns(table)).map(([key, column]) => {
    const type = cellTypeOf(column);
    return { name: column.name, type, value: (row) => cellOf(Reflect.get(row, key), column) };
  });
}

/** The statement's SELECT list and FROM unnest(…) for `rows`, to finish with ON CONFLICT or RETURNING. */
export function unnestSelect<Row>(table: string, columns: BulkColumn<Row>[], rows: readonly Row[]): SQL {
  const names = columns.map((column) => `"${column.name}"`).join(', ');
  const arrays = columns.map((column) => {
    const cells = rows.map((row) => {
      const value = column.value(row);
      return column.type === 'text[]' && value !== null ? JSON.stringify(value) : value;
    });
    const type = column.type === 'text[]' ? 'text' : column.type;
    return raw`${raw.param(cells)}::${raw.raw(type)}[]`;
  });
  const selected = columns
    .map((column) =>
      column.type === 'text[]'
        ? `array(select json_array_elements_text(u."${column.name}"::json))`
        : `u."${column.name}"`,
    )
    .join(', ');
  return raw`insert into ${raw.raw(`"${table}" (${names})`)} select ${raw.raw(selected)} from unnest(${raw.join(arrays, raw`, `)}) as u(${raw.raw(names)})`;
}

export async function bulkInsert<Row>(
  tx: Sql,
  table: string,
  columns: BulkColumn<Row>[],
  rows: readonly Row[],
): Promise<void> {
  if (rows.length > 0) await tx.execute(unnestSelect(table, columns, rows));
}
