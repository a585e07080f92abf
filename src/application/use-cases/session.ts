/** Ending the admin session: by expiry (or a 401) and by logging out. No client cache exists to clear. */
import { SESSION_EXPIRED_TOAST_MS } from '../../domain/constants';
import { MESSAGES } from '../../domain/messages';
import type { Notifier, SessionStore } from '../ports';

export interface SessionDeps {
  session: SessionStore;
  notifier: Notifier;
}

/** Clears the tokens (the remembered email stays) and says so for 10 s. */
export function expireSession({ session, notifier }: SessionDeps): void {
  session.clear();
  notifier.error(MESSAGES.sessionExpired, { durationMs: SESSION_EXPIRED_TOAST_MS, appWide: true });
}

/** Removes admin-token, admin and admin-refresh-token, keeping admin-email while it lasts. */
export function logout({ session, notifier }: SessionDeps): void {
  session.clear();
  notifier.success(MESSAGES.loggedOut);
}
