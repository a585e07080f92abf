/**
 * Every admin call needs an access token this server signed, unexpired by the clock, of a session that is
 * still alive (one store read gives the session and its account), of an active admin account. The two steps
 * are apart so that a call may read what it needs in the same round trip as the session (routing.ts).
 */
import { refuse } from './answers';
import type { BackendPorts, SessionAccount, TokenClaims } from './ports';
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

/** The claims of a good, unexpired access token; a refusal for anything else. Reads nothing. */
export async function accessClaims(
  ports: BackendPorts,
  bearer: string | null,
  now: number,
): Promise<TokenClaims | BackendAnswer> {
  const claims = bearer === null || bearer.length > TOKEN_MAX ? null : await ports.signer.verify(bearer);
  return claims?.kind !== 'access' || isExpired(claims.exp, now) ? refuse(401, SIGN_IN_AGAIN) : claims;
}

/** The token's session as the store found it (null: ended), judged: alive, of the token's active admin. */
export function admitted(
  claims: TokenClaims,
  found: SessionAccount | null,
  now: number,
): SignedIn | BackendAnswer {
  if (found === null || !isLive(found.session, claims.sub, now) || !found.account.active)
    return refuse(401, SIGN_IN_AGAIN);
  return claims.role === 'admin' && found.account.kind === 'admin' ? found : refuse(403, NOT_AN_ADMIN);
}
