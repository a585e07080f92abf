import type { SessionEvents } from '../../application/ports/session-events';

/** The "server said 401" signal, from the API client to whoever ends the session. */
export function createSessionEvents(): SessionEvents {
  const listeners = new Set<() => void>();
  return {
    raiseExpired: () => listeners.forEach((listener) => listener()),
    onExpired(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
