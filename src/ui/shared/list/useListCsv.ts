import { csvFileName } from '../../../domain/csv';
import { filtersOn } from '../../../domain/filters';
import type { Download } from '../export/save-file';
import { tableCsv } from '../export/table-csv';
import type { List } from './useList';

/**
 * Export CSV for a list the page fetched whole: every row of the filtered list (all pages, in the order
 * the list call answered them, whatever sort the table shows), named `section[-filtered]-date-time.csv`
 * in the business's time zone (luxon's default zone in the console), like the dates in the file.
 */
export function useListCsv<F extends object, T, A>(list: List<F, T, A>, section: string) {
  const { answer, filters, definition } = list;
  const make = async (): Promise<Download> => {
    const rows = answer === undefined ? [] : definition.rows(answer);
    const file = await tableCsv(definition.columns, rows);
    return { file, fileName: csvFileName(section, filtersOn(filters), Date.now(), 'default') };
  };
  return { make, ready: answer !== undefined };
}
