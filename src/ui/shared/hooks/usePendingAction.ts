import { useCallback, useRef, useState } from 'react';
import { isRequestError } from '../../../application/request-error';
import { MESSAGES } from '../../../domain/messages';

/**
 * Runs one request at a time for a dialog: `pending` disables its buttons, and a second run while one is
 * under way (a double click) is ignored, so the change applies once. A failure resolves to false; one the user
 * has not been told about yet (not `notified`) leaves its message in `failure`, for the dialog to show.
 */
export function usePendingAction() {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = useRef(false);
  /** `onFailure` runs when the request failed (not when refused by the rules or ignored as a double submit). */
  const run = useCallback(async (task: () => Promise<boolean>, onFailure?: () => void): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setPending(true);
    setFailure(null);
    try {
      return await task();
    } catch (error: unknown) {
      // A notified failure is already on screen (the open dialog hosts its toasts): say it once.
      onFailure?.();
      if (!(isRequestError(error) && error.notified))
        setFailure(isRequestError(error) && error.message ? error.message : MESSAGES.genericError);
      return false;
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  /** Forget the last failure (the dialog was closed). */
  const clearFailure = useCallback(() => setFailure(null), []);
  return { pending, failure, run, clearFailure };
}
