import type { AdminRole } from '../../domain/roles';
import type { SessionEnd } from './session-renewal';

/**
 * What the server says of the signed-in session beside each answer: that a call is no longer authorised (401 on
 * a request that carried a token, and no renewal; `how` says whether the session lapsed or the account was
 * deactivated), and the caller's role as it is now (docs/api.md, Roles: a demotion is learnt at the next call).
 */
export interface SessionEvents {
  raiseExpired(how?: SessionEnd): void;
  onExpired(listener: (how: SessionEnd) => void): () => void;
  raiseRole(role: AdminRole): void;
  onRole(listener: (role: AdminRole) => void): () => void;
}
