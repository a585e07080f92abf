import type { SessionEvents } from '../../application/ports/session-events';
import type { SessionEnd } from '../../application/ports/session-renewal';
import type { AdminRole } from '../../domain/roles';

/** The "server said" signals of the session, from the API client to whoever ends the session or shows the role. */
export function createSessionEvents(): SessionEvents {
  const ended = new Set<(how: SessionEnd) => void>();
  const roles = new Set<(role: AdminRole) => void>();
  return {
    raiseExpired: (how = 'expired') => ended.forEach((listener) => listener(how)),
    onExpired(listener) {
      ended.add(listener);
      return () => ended.delete(listener);
    },
    raiseRole: (role) => roles.forEach((listener) => listener(role)),
    onRole(listener) {
      roles.add(listener);
      return () => roles.delete(listener);
    },
  };
}
