import { useId } from 'react';
import { clientsCounted, IMPORT_TEMPLATE, IMPORT_TEMPLATE_NAME } from '../../../domain/client-import';
import { Dialog } from '../../shared/components/dialog/Dialog';
import { saveFile } from '../../shared/export/save-file';
import { FormFailure } from '../../shared/forms/FormFailure';
import { ImportPreview } from './ImportPreview';
import { useClientImport, type ImportStep } from './useClientImport';

interface ImportClientsDialogProps {
  open: boolean;
  onClose(): void;
  /** Clients were imported (the list refetches). */
  onImported(): void;
}

const downloadTemplate = () =>
  saveFile({
    file: new Blob([IMPORT_TEMPLATE], { type: 'text/csv;charset=utf-8' }),
    fileName: IMPORT_TEMPLATE_NAME,
  });

/** The bar's words: the upload's share, then the rows the server has handled (of the preview's, on import). */
function progressLabel({ sent, dryRun, rows, expected }: Extract<ImportStep, { kind: 'sending' }>): string {
  if (sent < 1) return `Uploading the file… ${Math.round(sent * 100)}%`;
  const verb = dryRun ? 'Checking every row…' : 'Writing the clients…';
  if (rows === null) return verb;
  const done = rows.toLocaleString('en-US');
  return expected === null
    ? `${verb} ${done} rows`
    : `${verb} ${done} of ${expected.toLocaleString('en-US')} rows`;
}

/** While a file goes up, its share sent; then, while the server reads and writes rows, how far it has got. */
function Progress({ step }: { step: Extract<ImportStep, { kind: 'sending' }> }) {
  const label = progressLabel(step);
  const known =
    step.sent < 1
      ? step.sent
      : step.rows !== null && step.expected
        ? Math.min(step.rows / step.expected, 1)
        : null;
  return (
    <div className="import-progress" role="status" aria-live="polite">
      <p>{label}</p>
      {known === null ? (
        <progress aria-label={label} />
      ) : (
        <progress max={1} value={known} aria-label={label} />
      )}
    </div>
  );
}

/** Import: a CSV file is checked first (nothing written), then imported whole, or cancelled. */
export function ImportClientsDialog({ open, onClose, onImported }: ImportClientsDialogProps) {
  const flow = useClientImport(onImported);
  const inputId = useId();
  const { step } = flow;
  const sending = step.kind === 'sending';
  const close = () => {
    if (sending) return;
    flow.reset();
    onClose();
  };
  return (
    <Dialog open={open} title="Import clients" onClose={close}>
      <div className="import-dialog">
        <p>
          A CSV file with the columns name, email, location, points, joinDate and notes (comma or semicolon,
          UTF-8). Up to 20 MB and 100,000 rows.{' '}
          <button type="button" className="button button--secondary" onClick={downloadTemplate}>
            Download the template
          </button>
        </p>
        <div className="field">
          <label htmlFor={inputId}>Client file (CSV)</label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            disabled={sending}
            onChange={(event) => flow.choose(event.target.files?.[0] ?? null)}
          />
        </div>
        {sending && <Progress step={step} />}
        {(step.kind === 'preview' || step.kind === 'done') && <ImportPreview report={step.report} />}
        <FormFailure message={flow.failure} />
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={close} disabled={sending}>
            {step.kind === 'done' ? 'Close' : 'Cancel'}
          </button>
          {step.kind === 'preview' ? (
            <button
              type="button"
              className="button"
              onClick={() => void flow.importFile()}
              disabled={step.report.added === 0}
            >
              Import {clientsCounted(step.report.added)}
            </button>
          ) : step.kind !== 'done' ? (
            <button
              type="button"
              className="button"
              onClick={() => void flow.check()}
              disabled={flow.file === null || sending}
            >
              {sending ? 'Sending…' : 'Check file'}
            </button>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}
