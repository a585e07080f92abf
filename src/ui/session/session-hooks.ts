import { useCallback, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import type { StoredSession } from '../../application/ports';
import { TOKENS } from '../../application/tokens';
import { serverNow, sessionStatus, type SessionStatus } from '../../domain/session';
import { useService } from '../shared/hooks/useService';
import { PATHS } from '../shared/routes/paths';
import { logOut } from './end-session';

/** A value read from the session store, re-rendering whenever this tab or another changes the session. */
function useSessionValue<T extends string | null>(pick: (read: StoredSession) => T): T {
  const store = useService(TOKENS.SessionStore);
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  return useSyncExternalStore(subscribe, () => pick(store.read()));
}

const pickToken = (session: { token: string | null }) => session.token;
const pickAdminId = (session: { adminId: string | null }) => session.adminId;
const pickRenewable = (session: StoredSession) => (session.refreshToken ? 'yes' : null);
const pickSkew = (session: StoredSession) => String(session.clockSkewMs ?? 0);
const pickExpiry = (session: StoredSession) =>
  session.expiresAtMs === null ? null : String(session.expiresAtMs);

/** The stored access token, or null. */
export const useStoredToken = (): string | null => useSessionValue(pickToken);

/**
 * Whether the stored session is valid, expired or absent (a malformed one counts as absent), as of this render,
 * by the server's clock as this browser can tell it (the stored skew).
 */
export function useSessionStatus(): SessionStatus {
  const clock = useService(TOKENS.Clock);
  const skew = Number(useSessionValue(pickSkew));
  const expiry = useSessionValue(pickExpiry);
  return sessionStatus(expiry === null ? null : Number(expiry), serverNow(clock.now(), skew));
}

/** Whether a refresh token is stored: a session whose access token lapsed may still be renewed. */
export const useRenewable = (): boolean => useSessionValue(pickRenewable) !== null;

/** The signed-in admin's id ('' when none is stored; the console is guarded, so pages always have one). */
export function useAdminId(): string {
  return useSessionValue(pickAdminId) ?? '';
}

/**
 * Logs out from anywhere: ends the session on the server first (docs/api.md, Sessions; a refusal or an unreachable
 * server does not keep anyone signed in here), then clears the session keys, says so and goes to the login form.
 */
export function useLogout(): () => Promise<void> {
  const session = useService(TOKENS.SessionStore);
  const notifier = useService(TOKENS.Notifier);
  const auth = useService(TOKENS.AdminAuth);
  const [, navigate] = useLocation();
  return useCallback(async () => {
    await auth.logout().catch(() => undefined);
    logOut(session, notifier);
    navigate(PATHS.login);
  }, [session, notifier, auth, navigate]);
}
