/**
 * The import dialog's steps: choose a file → its dry run (uploading, then checking) → the preview → the
 * import (uploading, then writing, counted in rows against the preview's) → done. A failure keeps the chosen
 * file and says why.
 */
import { useRef, useState } from 'react';
import type { ImportOptions, ImportReport } from '../../../application/ports/client-repository';
import { TOKENS } from '../../../application/tokens';
import { useService } from '../../shared/hooks/useService';
import { importFailure } from './import-failure';

export type ImportStep =
  | { kind: 'choose' }
  | {
      kind: 'sending';
      dryRun: boolean;
      /** The fraction of the file sent, 0 to 1. */
      sent: number;
      /** The file's rows the server has handled so far, once it says. */
      rows: number | null;
      /** The file's rows, known from the dry run when importing. */
      expected: number | null;
    }
  | { kind: 'preview'; report: ImportReport }
  | { kind: 'done'; report: ImportReport };

/** What the preview chose for the file: its column mapping and whether to update existing clients. */
export type ImportChoice = Pick<ImportOptions, 'mapping' | 'update'>;

export function useClientImport(onImported: () => void) {
  const clients = useService(TOKENS.Clients);
  const [step, setStep] = useState<ImportStep>({ kind: 'choose' });
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  /** True once the server answered with its report. */
  const send = async (dryRun: boolean, choice: ImportChoice): Promise<boolean> => {
    if (file === null) return false;
    const back: ImportStep = step;
    setFailure(null);
    const expected =
      step.kind === 'preview' ? step.report.added + step.report.skipped + step.report.refusedCount : null;
    let progress: Extract<ImportStep, { kind: 'sending' }> = {
      kind: 'sending',
      dryRun,
      sent: 0,
      rows: null,
      expected,
    };
    // A report heard after the answer (the demo's fake XHR sends its last progress event after load) would
    // take the preview back to a bar that never ends: once answered, progress is ignored.
    let answered = false;
    const show = (change: Partial<typeof progress>) => {
      if (answered) return;
      progress = { ...progress, ...change };
      setStep(progress);
    };
    setStep(progress);
    const controller = new AbortController();
    running.current = controller;
    try {
      const report = await clients.importFile(file, {
        dryRun,
        ...choice,
        signal: controller.signal,
        onUploadProgress: (sent) => show({ sent }),
        onRowsProgress: (rows) => show({ rows }),
      });
      setStep(dryRun ? { kind: 'preview', report } : { kind: 'done', report });
      if (!dryRun) onImported();
      return true;
    } catch (error) {
      if (controller.signal.aborted) return false;
      setFailure(importFailure(error, dryRun));
      setStep(back.kind === 'sending' ? { kind: 'choose' } : back);
      return false;
    } finally {
      answered = true;
      running.current = null;
    }
  };

  return {
    step,
    file,
    failure,
    choose(next: File | null) {
      setFile(next);
      setFailure(null);
      setStep({ kind: 'choose' });
    },
    check: (choice: ImportChoice) => send(true, choice),
    importFile: (choice: ImportChoice) => send(false, choice),
    /** The mapping or the update choice changed: the preview no longer says what an import would do. */
    unchecked() {
      if (step.kind === 'preview') setStep({ kind: 'choose' });
    },
    reset() {
      running.current?.abort();
      setFile(null);
      setFailure(null);
      setStep({ kind: 'choose' });
    },
  };
}
