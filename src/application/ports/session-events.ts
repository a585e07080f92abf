import type { SessionEnd } from './session-renewal';

/**
 * The server said a signed-in call is no longer authorised (401 on a request that carried a token, and no
 * renewal): `how` says whether the session lapsed or the account was deactivated.
 */
export interface SessionEvents {
  raiseExpired(how?: SessionEnd): void;
  onExpired(listener: (how: SessionEnd) => void): () => void;
}
