import type { LoadingState } from '../../application/ports/loading-state';

/** The loading flag plus the side the API client drives: `begin()` per request, the returned `end()` once. */
export interface LoadingTracker extends LoadingState {
  begin(): () => void;
}

/** On while any request is in flight; listeners hear only the changes (on → off, off → on). */
export function createLoadingTracker(): LoadingTracker {
  let inFlight = 0;
  const listeners = new Set<(loading: boolean) => void>();
  const announce = (loading: boolean) => listeners.forEach((listener) => listener(loading));

  return {
    isLoading: () => inFlight > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    begin() {
      inFlight += 1;
      if (inFlight === 1) announce(true);
      let ended = false;
      return () => {
        // A request ends once, however many paths lead to its end.
        if (ended) return;
        ended = true;
        inFlight -= 1;
        if (inFlight === 0) announce(false);
      };
    },
  };
}
