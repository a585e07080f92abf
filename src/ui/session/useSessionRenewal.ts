import { useEffect } from 'react';
import type { SessionEnd } from '../../application/ports';
import { TOKENS } from '../../application/tokens';
import { serverNow } from '../../domain/session';
import { useService } from '../shared/hooks/useService';
import { onActivity, onNextActivity } from './user-activity';

/** How long before the access token lapses an active admin's session is renewed (docs/api.md, "Extensions"). */
const SESSION_RENEW_AHEAD_MS = 60_000;

// setTimeout fires at once for delays above 2^31-1 ms.
const MAX_DELAY_MS = 2_147_483_647;

/**
 * Keeps a session with a refresh token going while the admin works (docs/api.md, "Extensions"): a minute before
 * the access token lapses it is renewed if the admin was active since it was issued; an idle admin's token is
 * left to lapse and renewed at their next activity. The server decides how long the session may last (7 days
 * with remember-me, else 12 hours after the last renewal): a refused renewal calls `onEnded`. A token that
 * is already lapsed or missing when this runs (a page opened, a token removed) is renewed at once.
 */
export function useSessionRenewal(token: string | null, onEnded: (how: SessionEnd) => void): void {
  const session = useService(TOKENS.SessionStore);
  const renewal = useService(TOKENS.SessionRenewal);
  const clock = useService(TOKENS.Clock);

  useEffect(() => {
    if (!session.read().refreshToken) return;
    let stopped = false;
    const cleanups: (() => void)[] = [];
    const renew = () => {
      void renewal.renew().then((outcome) => {
        if (stopped) return;
        if (outcome === 'ended') onEnded('expired');
        if (outcome === 'deactivated') onEnded('deactivated');
        // No answer: try again when the admin next does something.
        if (outcome === 'unreachable') cleanups.push(onNextActivity(renew));
      });
    };
    const expiry = session.read().expiresAtMs ?? 0;
    // The token's expiry is the server's time: compared with the server's clock as this browser can tell it.
    const now = serverNow(clock.now(), session.read().clockSkewMs);
    if (expiry <= now) renew();
    else {
      let active = false;
      cleanups.push(onActivity(() => (active = true)));
      const due = setTimeout(
        () => (active ? renew() : cleanups.push(onNextActivity(renew))),
        Math.min(Math.max(expiry - SESSION_RENEW_AHEAD_MS - now, 0), MAX_DELAY_MS),
      );
      cleanups.push(() => clearTimeout(due));
    }
    return () => {
      stopped = true;
      cleanups.forEach((cleanup) => cleanup());
    };
  }, [token, session, renewal, clock, onEnded]);
}
