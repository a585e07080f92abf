/**
 * Every admin call needs an access token this server signed, unexpired by the clock, of a session that is
 * still alive (one store read gives the session and its account), of an active admin account. The two steps
 * are apart so that a call may read what it needs in the same round trip as the session (routing.ts).
 */
import { refuse } from './answers';
import { mayAct, NOT_ALLOWED, type AdminRole } from '../domain/roles';
import type { BackendPorts, SessionAccount, TokenClaims } from './ports';
import type { AccountRecord, SessionRecord } from './records';
import { TOKEN_MAX } from './input/text';
import { isLive } from './rules/sessions';
import type { JsonAnswer } from './wire';

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
): Promise<TokenClaims | JsonAnswer> {
  const claims = bearer === null || bearer.length > TOKEN_MAX ? null : await ports.signer.verify(bearer);
  return claims?.kind !== 'access' || isExpired(claims.exp, now) ? refuse(401, SIGN_IN_AGAIN) : claims;
}

/**
 * The token's session as the store found it (null: ended), judged: alive, of the token's active admin, whose
 * role may make a call that needs `role`.
 */
export function admitted(
  claims: TokenClaims,
  found: SessionAccount | null,
  role: AdminRole,
  now: number,
): SignedIn | JsonAnswer {
  if (found === null || !isLive(found.session, claims.sub, now) || !found.account.active)
    return refuse(401, SIGN_IN_AGAIN);
  if (claims.role !== 'admin' || found.account.kind !== 'admin') return refuse(403, NOT_AN_ADMIN);
  return mayAct(found.account.role, role) ? found : refuse(403, NOT_ALLOWED);
}

/** The whole judgement of a bearer token for a call that needs `role`: the signed-in admin, or the refusal. */
export async function admission(
  ports: BackendPorts,
  bearer: string | null,
  role: AdminRole,
  now: number,
): Promise<SignedIn | JsonAnswer> {
  const claims = await accessClaims(ports, bearer, now);
  if ('status' in claims) return claims;
  return admitted(claims, await ports.store.sessionAccount(claims.sid), role, now);
}
