/**
 * The rows of a raw `execute()`: both drivers answer `{ rows }`, which Drizzle's dialect-wide type leaves as
 * `unknown`.
 */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows: unknown = typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : null;
  if (!Array.isArray(rows)) throw new Error('The database answered no rows.');
  return rows.map((row: unknown) => (typeof row === 'object' && row !== null ? { ...row } : {}));
}

export function firstRow(result: unknown): Record<string, unknown> {
  const [row] = rowsOf(result);
  if (!row) throw new Error('The database answered no row.');
  return row;
}
