import type { ImportReport } from '../../../application/ports/client-repository';

const counted = (count: number) => count.toLocaleString('en-US');

/** What a dry run found (or an import did): the counts, and every refused row with its line and column. */
export function ImportPreview({ report }: { report: ImportReport }) {
  const unlisted = report.refusedCount - report.refused.length;
  return (
    <div className="import-preview">
      <p role="status">
        {report.dryRun
          ? `${counted(report.added)} will be added, ${counted(report.skipped)} skipped (already clients), ${counted(report.refusedCount)} refused.`
          : `${counted(report.added)} clients imported, ${counted(report.skipped)} skipped, ${counted(report.refusedCount)} refused.`}
      </p>
      {report.refused.length > 0 && (
        <div className="import-preview__table">
          <table className="table">
            <caption>Refused rows</caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Column</th>
                <th scope="col">Problem</th>
              </tr>
            </thead>
            <tbody>
              {report.refused.map((row) => (
                <tr key={row.line}>
                  <td>{row.line}</td>
                  <td>{row.column}</td>
                  <td>{row.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {unlisted > 0 && <p>…and {counted(unlisted)} more refused rows.</p>}
        </div>
      )}
    </div>
  );
}
