/**
 * The import dialog's steps: choose a file → its dry run (uploading, then checking) → the preview → the
 * import (uploading, then writing, counted in rows against the preview's) → done. A failure keeps the chosen
 * file and says why.
 */
import { useRef, useState } from 'react';
import type { ImportReport } from '../../../application/ports/client-repository';
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

export function useClientImport(onImported: () => void) {
  const clients = useService(TOKENS.Clients);
  const [step, setStep] = useState<ImportStep>({ kind: 'choose' });
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  const send = async (dryRun: boolean) => {
    if (file === null) return;
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
        signal: controller.signal,
        onUploadProgress: (sent) => show({ sent }),
        onRowsProgress: (rows) => show({ rows }),
      });
      setStep(dryRun ? { kind: 'preview', report } : { kind: 'done', report });
      if (!dryRun) onImported();
    } catch (error) {
      if (controller.signal.aborted) return;
      setFailure(importFailure(error, dryRun));
      setStep(back.kind === 'sending' ? { kind: 'choose' } : back);
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
    check: () => send(true),
    importFile: () => send(false),
    reset() {
      running.current?.abort();
      setFile(null);
      setFailure(null);
      setStep({ kind: 'choose' });
    },
  };
}
