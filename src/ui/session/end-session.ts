import type { Notifier, SessionStore } from '../../application/ports';
import { endSession } from '../../application/use-cases/session';
import { MESSAGES } from '../../domain/messages';
import { NOTICES } from '../shared/errors/error-policy';

/**
 * The session ran out (its token expired or a call was answered 401): docs/product.md §8's 10 s toast, app-wide;
 * for an account a Super Admin deactivated, the same toast says so (docs/api.md, Sessions).
 */
export function expire(session: SessionStore, notifier: Notifier, deactivated = false): void {
  endSession(session);
  const { message, ...options } = NOTICES.sessionExpired;
  notifier.error(deactivated ? MESSAGES.accountDeactivated : message, options);
}

/** The admin logged out: Logged Out Successfully! (docs/product.md §4). */
export function logOut(session: SessionStore, notifier: Notifier): void {
  endSession(session);
  notifier.success(NOTICES.loggedOut);
}
