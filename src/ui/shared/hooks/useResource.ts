import { useCallback, useEffect, useState } from 'react';
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

interface Settled<T> {
  load: Loader<T>;
  round: number;
  status: 'ready' | 'error';
  data: T | undefined;
  error: unknown;
}

/**
 * Fetches afresh on every visit and on reload() (no cache, SPEC §7). A new `load` (new filters) starts over
 * with no data; reload() keeps the data shown while it refetches. Leaving aborts the request; aborts are silent.
 * Memoise `load` with useCallback, or every render starts a new request.
 */
export function useResource<T>(load: Loader<T>): Resource<T> {
  const [round, setRound] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const finish = (status: 'ready' | 'error', data: T | undefined, error: unknown) => {
      if (!controller.signal.aborted) setSettled({ load, round, status, data, error });
    };
    load(controller.signal).then(
      (data) => finish('ready', data, undefined),
      (error: unknown) => (isAbort(error) ? undefined : finish('error', undefined, error)),
    );
    return () => controller.abort();
  }, [load, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  // A result belongs to the loader that produced it: other filters' data is never shown.
  const current = settled?.load === load ? settled : null;
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
