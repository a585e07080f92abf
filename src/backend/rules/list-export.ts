/**
 * Export CSV of the clients and points lists (docs/product.md §10.18): the whole filtered list, newest first as
 * the list call answers it, read from the store 250 rows at a time from the last row written, and sent
 * as the host writes it, so no export holds the list in memory.
 */
import { CSV_BOM, csvFileName, csvLine, type CsvCell } from '../../domain/csv';
import { filtersOn } from '../../domain/filters';
import { csvDownload } from '../answers';
import type { DownloadAnswer } from '../wire';

/** Rows per store read, and so per piece the host writes. */
export const EXPORT_PAGE = 250;

export interface ListExport<T, P> {
  /** `clients` or `points`: the file's name starts with it. */
  section: string;
  header: readonly string[];
  /** Reads the next rows after `after` (null: the first). */
  read(after: P | null, size: number): Promise<T[]>;
  positionOf(row: T): P;
  cells(row: T): CsvCell[];
}

export function exportList<T, P>(
  list: ListExport<T, P>,
  filters: object,
  options: { now: number; zone: string },
): DownloadAnswer {
  async function* pieces(): AsyncGenerator<string> {
    yield CSV_BOM + csvLine(list.header);
    let after: P | null = null;
    for (;;) {
      const rows = await list.read(after, EXPORT_PAGE);
      if (rows.length > 0) yield rows.map((row) => csvLine(list.cells(row))).join('');
      const last = rows.at(-1);
      if (last === undefined || rows.length < EXPORT_PAGE) break;
      after = list.positionOf(last);
    }
  }
  // Whose days the filters name narrows nothing: only the filters themselves make a file "filtered".
  const { zone: _zone, ...narrowing } = filters as { zone?: string };
  const fileName = csvFileName(list.section, filtersOn(narrowing), options.now, options.zone);
  return csvDownload(fileName, false, pieces());
}
