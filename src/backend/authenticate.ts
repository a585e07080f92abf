/**
 * Every admin call needs an access token this server signed, unexpired by the clock, of a session that is
 * still alive (one store read gives the session and its account), of an active admin account.
 */
import { refuse } from './answers';
import type { BackendPorts } from './ports';
import type { AccountRecord, SessionRecord } from './records';
import { TOKEN_MAX } from './input/text';
import { isLive } from './rules/sessions';
import type { BackendAnswer } from './wire';

export const SIGN_IN_AGAIN = 'Your session is not valid. Please log in again.';
export const NOT_AN_ADMIN = 'This account cannot use the admin console.';

/** `exp` is in seconds; a token is spent at its expiry second. */
export const isExpired = (exp: number, now: number): boolean => exp * 1000 <= now;

export interface SignedIn {
  account: AccountRecord;
  session: SessionRecord;
}

export async function authenticate(
  ports: BackendPorts,
  bearer: string | null,
  now: number,
): Promise<SignedIn | BackendAnswer> {
  const claims = bearer === null || bearer.length > TOKEN_MAX ? null : await ports.signer.verify(bearer);
  if (claims?.kind !== 'access' || isExpired(claims.exp, now)) return refuse(401, SIGN_IN_AGAIN);
  const found = await ports.store.sessionAccount(claims.sid);
  if (found === null || !isLive(found.session, claims.sub, now) || !found.account.active)
    return refuse(401, SIGN_IN_AGAIN);
  return claims.role === 'admin' && found.account.kind === 'admin' ? found : refuse(403, NOT_AN_ADMIN);
}
