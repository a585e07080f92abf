import { useCallback, useEffect, useRef, useState } from 'react';

/** The task's result, or why there is none: it failed (the HTTP client said so), or nobody is left to show it. */
export type RequestResult<T> = { ok: true; value: T } | { ok: false };

/**
 * Runs one request at a time for a button (a double click sends once) and says `pending` meanwhile. A result
 * that arrives after the component is gone is dropped, so nothing is done for a screen that was left.
 */
export function useOneRequest() {
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async <T>(task: () => Promise<T>): Promise<RequestResult<T>> => {
    if (busy.current) return { ok: false };
    busy.current = true;
    setPending(true);
    try {
      const value = await task();
      return mounted.current ? { ok: true, value } : { ok: false };
    } catch {
      return { ok: false };
    } finally {
      busy.current = false;
      if (mounted.current) setPending(false);
    }
  }, []);
  return { pending, run };
}
