/**
 * CSV files a spreadsheet opens as meant (RFC 4180): UTF-8 with a byte-order mark so accents and emoji
 * show, CRLF line ends, and cells quoted when they hold a comma, a quote or a line break. No formula
 * injection (the OWASP rule): text that a spreadsheet would run as a formula gets a `'` wherever one may start.
 */
import { DateTime } from 'luxon';

export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** A figure the table shows as a number, sign and all (`+75`, `-20`, `1,250`): kept a number, never prefixed. */
export interface CsvNumber {
  readonly figure: string;
}
/** null is an empty cell; a number is written as it is; text is defused and quoted as needed. */
export type CsvCell = string | number | CsvNumber | null;

export const csvNumber = (figure: string): CsvNumber => ({ figure });

/** What a spreadsheet reads as a number: only such a figure may skip the formula rule. */
const PLAIN_FIGURE = /^[+-]?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;
/**
 * Where a spreadsheet may start a cell inside our one: the cell's start, and after a `;` or a tab, which a
 * spreadsheet set to another separator (or a paste) splits on. A formula character there, the full-width
 * `＝＋－＠` too (read as their ASCII selves by some), gets a `'` before it; so does a tab or CR that begins
 * the cell. One rule for every export, in the console and in the core.
 */
const FORMULA_AT_CELL_START = /(?<=^|[;\t])(?=[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])|^(?=[\t\r])/g;
const NEEDS_QUOTES = /[",\r\n]/;

const quoted = (text: string): string => (NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

const asText = (text: string): string => quoted(text.replace(FORMULA_AT_CELL_START, "'"));

export function csvCell(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'string') return asText(cell);
  // A caller's mark is checked: text marked as a number by mistake is still defused.
  return PLAIN_FIGURE.test(cell.figure) ? quoted(cell.figure) : asText(cell.figure);
}

/** One line of the file, its line end included. */
export const csvLine = (cells: readonly CsvCell[]): string => cells.map(csvCell).join(',') + CSV_LINE_END;

/** A whole file in memory (the console's exports): the mark, the header line, then each row. */
export const csvFile = (header: readonly string[], rows: readonly (readonly CsvCell[])[]): string =>
  CSV_BOM + csvLine(header) + rows.map(csvLine).join('');

/**
 * `points-2026-11-23-1530.csv`, or `points-filtered-2026-11-23-1530.csv` when the list was filtered: the
 * name says what is inside. The time is UTC unless a zone is given (the console may use the user's own).
 */
export function csvFileName(section: string, filtered: boolean, atMs: number, zone = 'utc'): string {
  const stamp = DateTime.fromMillis(atMs, { zone }).toFormat('yyyy-MM-dd-HHmm');
  return `${section}${filtered ? '-filtered' : ''}-${stamp}.csv`;
}
