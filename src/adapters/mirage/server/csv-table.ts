/**
 * The demo reads an uploaded client file in the browser: refused unread past the size limit, decoded as
 * strict UTF-8, parsed by csv-parse with the options the server uses, handed to the core row by row. The
 * parser is loaded on the first import only.
 */
import { IMPORT_MAX_BYTES } from '../../../domain/constants';
import { IMPORT_MESSAGES } from '../../../domain/client-import';
import { csvParseOptions, delimiterOf, unreadableCsv } from '../../../backend/input/csv-reading';
import type { TableRow, UploadedTable } from '../../../backend/wire';

async function* rowsOf(file: Blob): AsyncGenerator<TableRow> {
  if (file.size > IMPORT_MAX_BYTES) {
    yield { problem: IMPORT_MESSAGES.tooLarge };
    return;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    yield { problem: IMPORT_MESSAGES.notText };
    return;
  }
  const { parse } = await import('csv-parse/browser/esm/sync');
  let records: string[][];
  try {
    records = parse(text, csvParseOptions(delimiterOf(text.slice(0, 65_536))));
  } catch (error) {
    yield { problem: unreadableCsv(error) };
    return;
  }
  for (const cells of records) yield { cells };
}

export const tableOf = (file: File): UploadedTable => ({
  kind: 'table',
  fileName: file.name,
  rows: rowsOf(file),
});
