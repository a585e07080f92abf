import { TOKENS } from '../../../application/tokens';
import { submitFailure } from '../errors/error-policy';
import { useOneRequest } from '../hooks/useOneRequest';
import { useService } from '../hooks/useService';
import { saveFile, type Download } from './save-file';

type Outcome = { download: Download } | { error: unknown };

/**
 * Export CSV: makes the file and saves it. Disabled while it works (a double click exports once) and until
 * there is something to export; a failure is told by the error policy.
 */
export function ExportButton({ make, ready = true }: { make(): Promise<Download>; ready?: boolean }) {
  const notifier = useService(TOKENS.Notifier);
  const { pending, run } = useOneRequest();

  const exportFile = async () => {
    const result = await run(async (): Promise<Outcome> => {
      try {
        return { download: await make() };
      } catch (error) {
        return { error };
      }
    });
    if (!result.ok) return;
    if ('download' in result.value) return saveFile(result.value.download);
    const words = submitFailure(result.value.error);
    if (words) notifier.error(words);
  };

  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={() => void exportFile()}
      disabled={pending || !ready}
      aria-busy={pending}
    >
      {pending ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}
