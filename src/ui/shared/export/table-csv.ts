import { CSV_BOM, csvLine } from '../../../domain/csv';
import { exportedCell } from '../components/table/cell-text';
import type { Column } from '../components/table/types';

/** Rows written between two yields: small enough that no slice of the work blocks the page for long. */
const ROWS_PER_SLICE = 500;

// A macrotask, so input and painting get their turn between slices (a microtask would not yield).
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A table's rows as a CSV file: the table's columns in its order, each cell as the table formats it
 * (cell-text.ts), the rows in the order given. Written in slices, so 10,000 rows never freeze the page.
 */
export async function tableCsv<T>(columns: readonly Column<T>[], rows: readonly T[]): Promise<Blob> {
  const parts = [CSV_BOM + csvLine(columns.map((column) => column.header))];
  for (let start = 0; start < rows.length; start += ROWS_PER_SLICE) {
    if (start > 0) await yieldToPage();
    const slice = rows.slice(start, start + ROWS_PER_SLICE);
    parts.push(slice.map((row) => csvLine(columns.map((column) => exportedCell(column, row)))).join(''));
  }
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}
