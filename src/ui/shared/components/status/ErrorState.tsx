import type { ReactNode } from 'react';
import './status.css';

/**
 * Shown instead of an empty table or page when loading failed: the reason, and a way to try again when one
 * can help (or `children`, e.g. a way back, when it cannot).
 */
export function ErrorState({
  message = 'Could not load this data.',
  onRetry,
  children,
}: {
  message?: string;
  onRetry?(): void;
  children?: ReactNode;
}) {
  return (
    <div className="error-state" role="alert">
      <p className="error-state__message">{message}</p>
      {onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Retry
        </button>
      )}
      {children}
    </div>
  );
}
