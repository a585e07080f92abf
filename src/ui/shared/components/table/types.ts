import type { ReactNode } from 'react';
import type { SortState } from '../../../../domain/sort';

export interface Column<T> {
  /** Unique per table: the React key and the sort key. */
  key: string;
  header: string;
  /** The raw value: what sorting compares and, without `render`, what the cell shows (`-` if missing). */
  value?(row: T): string | number | null | undefined;
  /**
   * The cell as it reads, as text (a formatted date, a signed `+75`): what the cell shows without `render`,
   * and what an exported file writes, so the table and its export cannot drift apart.
   */
  text?(row: T): string;
  /** The text is a figure (`+75`, `-20`): a spreadsheet must read it as a number. */
  figure?: boolean;
  /** A custom cell (a preview, a coloured +N, a dropdown); the export writes `text` or the value instead. */
  render?(row: T): ReactNode;
  /** Defaults to true when the column has a `value`. */
  sortable?: boolean;
}

export const isSortable = <T>(column: Column<T>): boolean => column.sortable ?? column.value !== undefined;

/**
 * Where a table is: its page and sort, and, for a list the server pages, how many rows there are in all.
 * The list hook keeps them in the URL; a table given none keeps its own.
 */
export interface TablePosition {
  page: number;
  sort: SortState | null;
  /** Set when the rows are one page the server cut. */
  total?: number;
  /** False when `total` is only a floor: the server stopped counting there. */
  totalExact?: boolean;
  /** The rows come sorted by the server across the whole list: the page is shown as answered. */
  sortedByServer?: boolean;
  onPage(page: number): void;
  onSort(key: string): void;
}
