import './status.css';

/** Shown instead of an empty table or page when loading failed: the reason and a way to try again. */
export function ErrorState({
  message = 'Could not load this data.',
  onRetry,
}: {
  message?: string;
  onRetry(): void;
}) {
  return (
    <div className="error-state" role="alert">
      <p className="error-state__message">{message}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
