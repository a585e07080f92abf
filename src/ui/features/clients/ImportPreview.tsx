import type { ImportReport } from '../../../application/ports/client-repository';
import { clientsCounted } from '../../../domain/client-import';

const counted = (count: number) => count.toLocaleString('en-US');

/** `3 will be updated, ` when an update changed clients (docs/product.md §10.25); nothing otherwise. */
const updatedWords = (report: ImportReport, words: string): string =>
  (report.updated ?? 0) > 0 ? `${counted(report.updated ?? 0)} ${words}, ` : '';

interface RowTableProps {
  caption: string;
  /** The second and third columns' headers (the first is the line). */
  columns: readonly [string, string];
  rows: readonly { line: number; cells: readonly [string, string] }[];
  /** Rows of this kind the answer counted but did not list. */
  unlisted: number;
  unlistedWords: string;
  /** Whether the last column holds ids, which never break. */
  idsLast?: boolean;
}

/** Rows of the file by their line: the line and the short column keep their width, the last one wraps. */
function RowTable({ caption, columns, rows, unlisted, unlistedWords, idsLast = false }: RowTableProps) {
  if (rows.length === 0) return null;
  return (
    <div className={`import-preview__table${idsLast ? ' import-preview__table--ids' : ''}`}>
      <table className="table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line}>
              <td>{row.line}</td>
              <td>{row.cells[0]}</td>
              <td>{row.cells[1]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {unlisted > 0 && (
        <p>
          …and {counted(unlisted)} more {unlistedWords}.
        </p>
      )}
    </div>
  );
}

/**
 * What a dry run found (or an import did): the counts, every refused row with its line and column, and every
 * row skipped because its email is already a client's, with that client.
 */
export function ImportPreview({ report }: { report: ImportReport }) {
  return (
    <div className="import-preview">
      <p role="status">
        {report.dryRun
          ? `${counted(report.added)} will be added, ${updatedWords(report, 'will be updated')}${counted(report.skipped)} skipped (already clients), ${counted(report.refusedCount)} refused.`
          : `${clientsCounted(report.added)} imported, ${updatedWords(report, 'updated')}${counted(report.skipped)} skipped, ${counted(report.refusedCount)} refused.`}
      </p>
      <RowTable
        caption="Refused rows"
        columns={['Column', 'Problem']}
        rows={report.refused.map((row) => ({ line: row.line, cells: [row.column, row.message] }))}
        unlisted={report.refusedCount - report.refused.length}
        unlistedWords="refused rows"
      />
      <RowTable
        caption="Skipped rows (already clients)"
        columns={['Email', 'Client']}
        rows={report.skippedRows.map((row) => ({ line: row.line, cells: [row.email, row.clientId] }))}
        unlisted={report.skipped - report.skippedRows.length}
        unlistedWords="skipped rows"
        idsLast
      />
    </div>
  );
}
