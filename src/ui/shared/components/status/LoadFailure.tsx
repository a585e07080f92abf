import { Link } from 'wouter';
import { loadFailure } from '../../errors/error-policy';
import { ErrorState } from './ErrorState';

interface LoadFailureProps {
  /** What could not be loaded: `this client`, `clients`. */
  what: string;
  error: unknown;
  onRetry(): void;
  /** Where a record that does not exist sends the admin instead (its list). */
  back?: { href: string; label: string };
}

/** What could not be loaded, worded by the error policy: Retry when it can help, else a way back. */
export function LoadFailure({ what, error, onRetry, back }: LoadFailureProps) {
  const { message, canRetry } = loadFailure(what, error);
  return (
    <ErrorState message={message} {...(canRetry ? { onRetry } : {})}>
      {!canRetry && back && (
        <Link href={back.href} className="button button--secondary">
          {back.label}
        </Link>
      )}
    </ErrorState>
  );
}
