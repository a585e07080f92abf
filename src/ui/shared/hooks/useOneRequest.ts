import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The task's result, or why there is none: it failed (the HTTP client has said so), one was already under way
 * (a double click), or nobody is left to show it (the screen was left).
 */
export type RequestResult<T> = { ok: true; value: T } | { ok: false; why: 'failed' | 'busy' | 'gone' };

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
    if (busy.current) return { ok: false, why: 'busy' };
    busy.current = true;
    setPending(true);
    try {
      const value = await task();
      return mounted.current ? { ok: true, value } : { ok: false, why: 'gone' };
    } catch {
      return { ok: false, why: mounted.current ? 'failed' : 'gone' };
    } finally {
      busy.current = false;
      if (mounted.current) setPending(false);
    }
  }, []);
  return { pending, run };
}
