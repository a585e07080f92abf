/**
 * Sessions: a short-lived access token and a refresh token whose id (jti) is a one-time token, so each refresh
 * token rotates exactly once. A remember-me session ends 7 days after sign-in; another ends after 12 hours
 * without a refresh. An access token never outlives its session.
 */
import { REMEMBER_ME_DAYS } from '../../domain/constants';
import type { SessionTokens } from '../../domain/entities';
import type { BackendPorts, StoreTx, TokenClaims } from '../ports';
import type { AccountRecord } from '../records';

export const ACCESS_TOKEN_SECONDS = 60 * 60;
export const IDLE_SESSION_SECONDS = 12 * 60 * 60;
export const REMEMBERED_SESSION_SECONDS = REMEMBER_ME_DAYS * 24 * 60 * 60;

const seconds = (ms: number): number => Math.floor(ms / 1000);

/** When a session started now ends, in epoch seconds. */
export const sessionEnd = (remember: boolean, now: number): number =>
  seconds(now) + (remember ? REMEMBERED_SESSION_SECONDS : IDLE_SESSION_SECONDS);

/** When a session ends after this refresh: a remembered one keeps its end, another gets 12 more hours. */
export const rotatedEnd = (refresh: TokenClaims, now: number): number =>
  refresh.remember === true ? refresh.exp : sessionEnd(false, now);

export async function issueSession(
  ports: BackendPorts,
  tx: StoreTx,
  account: Pick<AccountRecord, '_id' | 'kind'>,
  session: { remember: boolean; endsAt: number; now: number },
): Promise<SessionTokens> {
  const iat = seconds(session.now);
  const base = { sub: account._id, role: account.kind, iat };
  const jti = ports.generate.token();
  await tx.putOneTimeToken({
    token: jti,
    kind: 'refresh',
    accountId: account._id,
    expiresAt: new Date(session.endsAt * 1000).toISOString(),
  });
  const accessToken = await ports.signer.sign({
    ...base,
    kind: 'access',
    exp: Math.min(iat + ACCESS_TOKEN_SECONDS, session.endsAt),
    jti: ports.generate.token(),
  });
  const refreshToken = await ports.signer.sign({
    ...base,
    kind: 'refresh',
    exp: session.endsAt,
    jti,
    remember: session.remember,
  });
  return { accessToken, refreshToken, adminId: account._id };
}
