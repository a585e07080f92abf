import type { SessionEvents } from '../../application/ports/session-events';
import type { SessionEnd } from '../../application/ports/session-renewal';

/** The "server said 401" signal, from the API client to whoever ends the session. */
export function createSessionEvents(): SessionEvents {
  const listeners = new Set<(how: SessionEnd) => void>();
  return {
    raiseExpired: (how = 'expired') => listeners.forEach((listener) => listener(how)),
    onExpired(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
