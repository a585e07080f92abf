import { loadFailure } from '../../errors/error-policy';
import { ErrorState } from './ErrorState';

/** What could not be loaded (`this client`, `clients`), worded by the error policy, with a way to try again. */
export function LoadFailure({ what, error, onRetry }: { what: string; error: unknown; onRetry(): void }) {
  return <ErrorState message={loadFailure(what, error)} onRetry={onRetry} />;
}
