import { useCallback, useRef, useState } from 'react';

/**
 * Runs one request at a time for a dialog: `pending` disables its buttons, and a second submit while one is
 * under way (a double click) is ignored, so the change applies once. A failure resolves to false; the HTTP
 * adapter has already shown the server's message and the dialog keeps what was typed.
 */
export function usePendingAction() {
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const run = useCallback(async (task: () => Promise<boolean>): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setPending(true);
    try {
      return await task();
    } catch {
      return false;
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}
