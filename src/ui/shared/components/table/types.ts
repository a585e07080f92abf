import type { ReactNode } from 'react';

export interface Column<T> {
  /** Unique per table: the React key and the sort key. */
  key: string;
  header: string;
  /** The raw value: what sorting compares and, without `render`, what the cell shows (`-` if missing). */
  value?(row: T): string | number | null | undefined;
  /** A custom cell (a preview, a coloured +N, a dropdown). */
  render?(row: T): ReactNode;
  /** Defaults to true when the column has a `value`. */
  sortable?: boolean;
}
