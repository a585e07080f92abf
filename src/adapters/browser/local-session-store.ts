import type { RememberedEmail, SessionStore } from '../../application/ports/session-store';
import { clockSkewOf, tokenExpiry } from './token-claims';

export const SESSION_KEYS = {
  token: 'admin-token',
  adminId: 'admin',
  refreshToken: 'admin-refresh-token',
  email: 'admin-email',
  /** The server's clock minus this browser's, in ms, measured as the stored token arrived. */
  clockSkew: 'admin-clock-skew',
} as const;

const WATCHED: readonly string[] = Object.values(SESSION_KEYS);

const parseRemembered = (raw: string | null): RememberedEmail | null => {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { email, expiresAt } = value as Record<string, unknown>;
    return typeof email === 'string' && typeof expiresAt === 'number' ? { email, expiresAt } : null;
  } catch {
    return null;
  }
};

/** The admin session in localStorage. Storage that throws (private mode, quota) acts as empty. */
export function createLocalSessionStore(
  storage: Storage = localStorage,
  events: Window = window,
  now: () => number = Date.now,
): SessionStore {
  const get = (key: string): string | null => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  // This tab's own writes raise no storage event: its subscribers are told directly.
  const listeners = new Set<() => void>();
  const attempt = (write: () => void) => {
    try {
      write();
    } catch {
      // Blocked storage: the session lasts for this page only, which is the best we can do.
    }
    listeners.forEach((listener) => listener());
  };

  return {
    read: () => {
      const token = get(SESSION_KEYS.token);
      return {
        token,
        refreshToken: get(SESSION_KEYS.refreshToken),
        adminId: get(SESSION_KEYS.adminId),
        expiresAtMs: tokenExpiry(token),
        clockSkewMs: Number(get(SESSION_KEYS.clockSkew)) || 0,
      };
    },
    save: (tokens) =>
      attempt(() => {
        storage.setItem(SESSION_KEYS.token, tokens.accessToken);
        storage.setItem(SESSION_KEYS.refreshToken, tokens.refreshToken);
        storage.setItem(SESSION_KEYS.adminId, tokens.adminId);
        storage.setItem(SESSION_KEYS.clockSkew, String(clockSkewOf(tokens.accessToken, now())));
      }),
    clear: () =>
      attempt(() =>
        [SESSION_KEYS.token, SESSION_KEYS.adminId, SESSION_KEYS.refreshToken, SESSION_KEYS.clockSkew].forEach(
          (key) => storage.removeItem(key),
        ),
      ),
    readRememberedEmail: () => parseRemembered(get(SESSION_KEYS.email)),
    rememberEmail: (remembered) =>
      attempt(() =>
        storage.setItem(
          SESSION_KEYS.email,
          JSON.stringify({ email: remembered.email, expiresAt: remembered.expiresAt }),
        ),
      ),
    forgetEmail: () => attempt(() => storage.removeItem(SESSION_KEYS.email)),
    subscribe(listener) {
      // Other tabs' writes arrive as storage events; key null means the whole storage was cleared.
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || WATCHED.includes(event.key)) listener();
      };
      events.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        events.removeEventListener('storage', onStorage);
        listeners.delete(listener);
      };
    },
  };
}
