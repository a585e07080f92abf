/**
 * Sessions (docs/api.md, Sessions): every sign-in starts a session row; a short-lived access token and a refresh
 * token both carry its id. The row holds the one refresh token id that may rotate it next, so a refresh token
 * used twice is a stolen or replayed one and ends the whole session. A remember-me session ends 7 days after
 * sign-in; another after 12 hours without a refresh. An access token never outlives its session, and an ended
 * session (its row deleted) refuses its access token at the next call.
 */
import { REMEMBER_ME_DAYS } from '../../domain/constants';
import type { SessionTokens } from '../../domain/entities';
import type { BackendPorts, StoreTx, TokenClaims } from '../ports';
import type { AccountRecord, SessionRecord } from '../records';
import type { BackendRequest } from '../wire';

export const ACCESS_TOKEN_SECONDS = 60 * 60;
export const IDLE_SESSION_SECONDS = 12 * 60 * 60;
export const REMEMBERED_SESSION_SECONDS = REMEMBER_ME_DAYS * 24 * 60 * 60;
/**
 * A session's "last used" is moved forward by a call at most this often (docs/api.md, Sessions): current enough
 * for Signed-in devices, and a write per session every few minutes rather than one per call.
 */
export const LAST_USED_STEP_MS = 5 * 60 * 1000;
/** A user agent longer than this is kept cut: it is only shown as a device. */
const USER_AGENT_MAX = 400;

const seconds = (ms: number): number => Math.floor(ms / 1000);
const iso = (ms: number): string => new Date(ms).toISOString();

/** When a session started now ends, in epoch seconds. */
export const sessionEnd = (remember: boolean, now: number): number =>
  seconds(now) + (remember ? REMEMBERED_SESSION_SECONDS : IDLE_SESSION_SECONDS);

/** When a session ends after this refresh: a remembered one keeps its end, another gets 12 more hours. */
export const rotatedEnd = (refresh: TokenClaims, now: number): number =>
  refresh.remember === true ? refresh.exp : sessionEnd(false, now);

/** Whether a session read from the store still lets its tokens in. */
export const isLive = (session: SessionRecord, accountId: string, now: number): boolean =>
  session.accountId === accountId && Date.parse(session.expiresAt) > now;

/** Whether a call at `now` should move the session's "last used" forward (it is older than the step). */
export const isLastUsedStale = (session: SessionRecord, now: number): boolean =>
  now - Date.parse(session.lastUsedAt) >= LAST_USED_STEP_MS;

type Account = Pick<AccountRecord, '_id' | 'kind'>;
interface Issue {
  sessionId: string;
  remember: boolean;
  endsAt: number;
  now: number;
}

async function signPair(ports: BackendPorts, account: Account, issue: Issue, jti: string) {
  const iat = seconds(issue.now);
  const base = { sub: account._id, role: account.kind, iat, sid: issue.sessionId };
  const accessToken = await ports.signer.sign({
    ...base,
    kind: 'access',
    exp: Math.min(iat + ACCESS_TOKEN_SECONDS, issue.endsAt),
    jti: ports.generate.token(),
  });
  const refreshToken = await ports.signer.sign({
    ...base,
    kind: 'refresh',
    exp: issue.endsAt,
    jti,
    remember: issue.remember,
  });
  return { accessToken, refreshToken };
}

const device = (request: BackendRequest) => ({
  userAgent: request.userAgent.slice(0, USER_AGENT_MAX),
  ip: request.ip,
});

/** A sign-in: a new session row and its first tokens. */
export async function startSession(
  ports: BackendPorts,
  tx: StoreTx,
  account: Account,
  start: { remember: boolean; now: number; request: BackendRequest },
): Promise<SessionTokens> {
  const issue = {
    sessionId: ports.generate.token(),
    remember: start.remember,
    endsAt: sessionEnd(start.remember, start.now),
    now: start.now,
  };
  const jti = ports.generate.token();
  await tx.insertSession({
    id: issue.sessionId,
    accountId: account._id,
    createdAt: iso(start.now),
    lastUsedAt: iso(start.now),
    expiresAt: iso(issue.endsAt * 1000),
    remember: start.remember,
    refreshJti: jti,
    ...device(start.request),
  });
  return { ...(await signPair(ports, account, issue, jti)), adminId: account._id };
}

export type Rotation = { ok: true; tokens: SessionTokens } | { ok: false; reused: boolean };

/**
 * A refresh: the session's tokens rotate. A refresh token that is not the session's current one was used
 * before, so the session ends (reuse detection) and the caller is refused.
 */
export async function rotateSession(
  ports: BackendPorts,
  tx: StoreTx,
  account: Account,
  refresh: { claims: TokenClaims; now: number; request: BackendRequest },
): Promise<Rotation> {
  const { claims, now } = refresh;
  const session = await tx.lockSession(claims.sid);
  if (session === null || !isLive(session, account._id, now)) return { ok: false, reused: false };
  if (session.refreshJti !== claims.jti) {
    await tx.deleteSession(account._id, session.id);
    return { ok: false, reused: true };
  }
  const issue = { sessionId: session.id, remember: session.remember, endsAt: rotatedEnd(claims, now), now };
  const jti = ports.generate.token();
  await tx.updateSession(session.id, {
    refreshJti: jti,
    lastUsedAt: iso(now),
    expiresAt: iso(issue.endsAt * 1000),
    ...device(refresh.request),
  });
  return { ok: true, tokens: { ...(await signPair(ports, account, issue, jti)), adminId: account._id } };
}
