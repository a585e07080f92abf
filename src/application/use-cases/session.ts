/**
 * Ending the admin session, by expiry (or a 401) and by logging out (docs/product.md §4): the tokens and admin id go,
 * the remembered email stays while it lasts. No client cache exists to clear. What the user is told is the
 * UI's error policy's to say.
 */
import type { SessionStore } from '../ports';

export const endSession = (session: SessionStore): void => session.clear();
