import { useId, useState } from 'react';
import { clientsCounted, IMPORT_TEMPLATE, IMPORT_TEMPLATE_NAME } from '../../../domain/client-import';
import type { ImportReport } from '../../../application/ports/client-repository';
import { Dialog } from '../../shared/components/dialog/Dialog';
import { saveFile } from '../../shared/export/save-file';
import { FormFailure } from '../../shared/forms/FormFailure';
import { ImportMapping } from './ImportMapping';
import { ImportPreview } from './ImportPreview';
import { useClientImport, type ImportStep } from './useClientImport';
import { useImportMapping } from './useImportMapping';

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

/** The import button's words: the clients it adds, and those it updates when it does. */
function importLabel(report: ImportReport): string {
  const updated = report.updated ?? 0;
  if (updated === 0) return `Import ${clientsCounted(report.added)}`;
  return report.added === 0
    ? `Update ${clientsCounted(updated)}`
    : `Import ${clientsCounted(report.added)}, update ${updated.toLocaleString('en-US')}`;
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
  const mapping = useImportMapping(flow.file);
  const [update, setUpdate] = useState(false);
  const inputId = useId();
  const updateId = useId();
  const { step } = flow;
  const sending = step.kind === 'sending';
  const done = step.kind === 'done';
  const close = () => {
    if (sending) return;
    flow.reset();
    setUpdate(false);
    onClose();
  };
  const choice = { ...(mapping.choice ? { mapping: mapping.choice.mapping } : {}), update };
  return (
    <Dialog open={open} title="Import clients" onClose={close}>
      <div className="import-dialog">
        <p>
          A CSV file (comma or semicolon, UTF-8) with a header line: the template&apos;s columns, a Square or
          Shopify customer export, or your own, mapped below. Up to 20 MB and 100,000 rows.{' '}
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
        {mapping.choice && !done && (
          <>
            <ImportMapping
              choice={mapping.choice}
              disabled={sending}
              onMap={(column, field) => {
                mapping.map(column, field);
                flow.unchecked();
              }}
            />
            <div className="import-update">
              <input
                id={updateId}
                type="checkbox"
                checked={update}
                disabled={sending}
                onChange={(event) => {
                  setUpdate(event.target.checked);
                  flow.unchecked();
                }}
              />
              <label htmlFor={updateId}>
                Update existing clients (matched by email, else phone: only the mapped fields change)
              </label>
            </div>
          </>
        )}
        {sending && <Progress step={step} />}
        {(step.kind === 'preview' || step.kind === 'done') && <ImportPreview report={step.report} />}
        <FormFailure message={flow.failure} />
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={close} disabled={sending}>
            {done ? 'Close' : 'Cancel'}
          </button>
          {step.kind === 'preview' ? (
            <button
              type="button"
              className="button"
              onClick={() =>
                void flow.importFile(choice).then((imported) => {
                  // The next file with these columns starts from this mapping.
                  if (imported) mapping.remember();
                })
              }
              disabled={step.report.added + (step.report.updated ?? 0) === 0}
            >
              {importLabel(step.report)}
            </button>
          ) : !done ? (
            <button
              type="button"
              className="button"
              onClick={() => void flow.check(choice)}
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
