import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isAbort } from '../../../application/request-error';

export type ResourceStatus = 'loading' | 'error' | 'ready';

export interface Resource<T> {
  status: ResourceStatus;
  data: T | undefined;
  error: unknown;
  /** A reload() is under way while the last data stays on screen. */
  refreshing: boolean;
  reload(): void;
}

type Loader<T> = (signal: AbortSignal) => Promise<T>;

export interface ResourceOptions {
  /**
   * A reload that fails keeps the data it meant to refresh (docs/architecture.md, "When the server is away"): a page behind a dialog whose change
   * could not reach the server stays as it was, and the dialog says what happened.
   */
  keepOnFailedReload?: boolean;
}

interface Settled<T> {
  key: string;
  round: number;
  status: 'ready' | 'error';
  data: T | undefined;
  error: unknown;
}

/**
 * Fetches afresh on every visit and on reload() (no cache, docs/product.md §7). `key` says what is loaded (an id, the
 * filters): a new key starts over with no data, while reload() keeps the data shown as it refetches. The
 * loader may be a new function every render; only the key decides. Leaving aborts the request; aborts are silent.
 */
export function useResource<T>(key: string, load: Loader<T>, options: ResourceOptions = {}): Resource<T> {
  const keep = options.keepOnFailedReload === true;
  const [round, setRound] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const latestLoad = useRef(load);
  useLayoutEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    const finish = (status: 'ready' | 'error', data: T | undefined, error: unknown) => {
      if (controller.signal.aborted) return;
      setSettled((last) =>
        keep && status === 'error' && last?.key === key && last.status === 'ready'
          ? { ...last, round }
          : { key, round, status, data, error },
      );
    };
    latestLoad.current(controller.signal).then(
      (data) => finish('ready', data, undefined),
      (error: unknown) => (isAbort(error) ? undefined : finish('error', undefined, error)),
    );
    return () => controller.abort();
  }, [key, round, keep]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  // A result belongs to the key that produced it: another key's data is never shown.
  const current = settled?.key === key ? settled : null;
  const refreshing = current !== null && current.round !== round;
  const status: ResourceStatus =
    current === null || (refreshing && current.status === 'error') ? 'loading' : current.status;
  return {
    status,
    data: status === 'ready' ? current?.data : undefined,
    error: current?.error,
    refreshing,
    reload,
  };
}
