/**
 * Renewing the admin session with its refresh token (docs/api.md, "Extensions": POST admin/refresh-token). Each
 * refresh token works once, so two renewals must never race with the same one: a renewal under way is shared
 * by every caller (the timer and every request answered 401 at once).
 */
import { isRequestError } from '../request-error';
import type { AdminAuth, RenewalOutcome, SessionRenewal, SessionStore } from '../ports';

export interface RenewDeps {
  auth: Pick<AdminAuth, 'refresh'>;
  session: SessionStore;
}

async function renewOnce({ auth, session }: RenewDeps): Promise<RenewalOutcome> {
  const used = session.read().refreshToken;
  if (!used) return 'ended';
  try {
    const tokens = await auth.refresh(used);
    // Signed out (or in again) meanwhile: these tokens belong to a session that is no longer the stored one.
    if (session.read().refreshToken !== used) return session.read().refreshToken ? 'renewed' : 'ended';
    session.save(tokens);
    return 'renewed';
  } catch (error) {
    // Another tab renewed first with the same token: it stored the next one, which this tab uses too.
    const stored = session.read().refreshToken;
    if (stored && stored !== used) return 'renewed';
    // Refused (expired, used, edited, not an admin's): over. Anything else (offline, busy, 5xx) may pass.
    const refused = isRequestError(error) && [400, 401, 403].includes(error.status ?? 0);
    if (refused && error.reason === 'account-deactivated') return 'deactivated';
    return refused ? 'ended' : 'unreachable';
  }
}

export function createSessionRenewal(deps: RenewDeps): SessionRenewal {
  let underWay: Promise<RenewalOutcome> | null = null;
  return {
    renew: () =>
      (underWay ??= renewOnce(deps).finally(() => {
        underWay = null;
      })),
  };
}
