import { csvNumber, type CsvCell } from '../../../../domain/csv';
import { displayValue } from '../../format';
import type { Column } from './types';

/** What a cell without its own `render` shows: its text as formatted, else its value (`-` if missing). */
export const shownText = <T>(column: Column<T>, row: T): string =>
  column.text ? column.text(row) : displayValue(column.value?.(row));

/**
 * The cell in an exported file: the text the table shows (a figure stays a number), else the raw value in
 * full (a preview's whole text); a missing value is an empty cell, not the screen's `-`.
 */
export function exportedCell<T>(column: Column<T>, row: T): CsvCell {
  if (column.text) return column.figure ? csvNumber(column.text(row)) : column.text(row);
  const value = column.value?.(row);
  if (value === undefined || value === null) return null;
  return typeof value === 'string' && value.trim() === '' ? null : value;
}
