/**
 * How both hosts read a client file with csv-parse (README "Dependencies"): the server as it streams in, the
 * demo in the browser. The rows then go to the core alike, which judges them (src/backend/rules/import-run.ts).
 */
import { IMPORT_MESSAGES } from '../../domain/client-import';

/**
 * A file's delimiter, from its first line: a semicolon when it has more of them than commas (spreadsheets in
 * locales with a decimal comma save so), else a comma. Quoted text is not counted.
 */
export function delimiterOf(firstLine: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const c of firstLine.split(/\r?\n/, 1)[0] ?? '') {
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === ',') commas += 1;
    else if (!quoted && c === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * The options both hosts hand their CSV parser, with `delimiterOf` the file's
 * first line: quoted fields may hold newlines, rows may be short or long (the core judges them). Blank lines
 * come through as rows of one empty cell: the core skips them but counts them, so a row's line is the one a
 * spreadsheet shows. The BOM is dropped by the UTF-8 decoder before the parser sees the text.
 */
export const csvParseOptions = (delimiter: ',' | ';') =>
  ({
    delimiter,
    relax_column_count: true,
    // A quote inside an unquoted cell (=HYPERLINK("…")) is text, as spreadsheets read it.
    relax_quotes: true,
    skip_empty_lines: false,
  }) as const;

/**
 * Why the parser stopped, in words with the line it stopped on (the one a spreadsheet shows): csv-parse counts
 * the records it gave before (`records`, blank lines included as the options above keep them), so the broken
 * one is the next. Besides a quote never closed, the options leave csv-parse few ways to fail.
 */
export function unreadableCsv(error: unknown): string {
  if (!(error instanceof Error)) return IMPORT_MESSAGES.notCsv;
  const records: unknown = Reflect.get(error, 'records');
  if (typeof records !== 'number') return IMPORT_MESSAGES.notCsv;
  const line = records + 1;
  return Reflect.get(error, 'code') === 'CSV_QUOTE_NOT_CLOSED'
    ? IMPORT_MESSAGES.unclosedQuote(line)
    : IMPORT_MESSAGES.notCsvFrom(line);
}
