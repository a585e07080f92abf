import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { sessionMachine } from '../../application/machines/session.machine';
import type { SessionEnd } from '../../application/ports';
import { TOKENS } from '../../application/tokens';
import { serverNow, sessionStatus } from '../../domain/session';
import { useService } from '../shared/hooks/useService';
import { openDraft } from '../shared/forms/open-draft';
import { isConsolePath } from '../shared/routes/paths';
import { loginHref } from '../shared/routes/return-path';
import { expire, logOut } from './end-session';
import { useStoredToken } from './session-hooks';
import { useSessionRenewal } from './useSessionRenewal';

// setTimeout fires at once for delays above 2^31-1 ms, so longer waits are capped and the expiry re-checked.
const MAX_DELAY_MS = 2_147_483_647;

/**
 * Ends the session when it is over: a session with a refresh token when its renewal is refused (see
 * useSessionRenewal), an old one without when its token expires (checked on arrival and by a timer), and
 * either when a call is answered 401 and cannot be renewed. Another tab signing out re-renders the guards
 * through the session store's subscription.
 */
export function SessionWatch() {
  const session = useService(TOKENS.SessionStore);
  const notifier = useService(TOKENS.Notifier);
  const clock = useService(TOKENS.Clock);
  const events = useService(TOKENS.SessionEvents);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const token = useStoredToken();
  const drafts = useService(TOKENS.DialogDrafts);

  const machine = useMemo(
    () =>
      sessionMachine.provide({
        actions: {
          endExpired: (_, { deactivated }) => expire(session, notifier, deactivated),
          endLoggedOut: () => logOut(session, notifier),
        },
      }),
    [session, notifier],
  );
  // A stored refresh token is a session too, even with its access token gone.
  const actor = useActorRef(machine, {
    input: { signedIn: token !== null || Boolean(session.read().refreshToken) },
  });
  const ended = useCallback(
    (how: SessionEnd) => actor.send({ type: 'EXPIRED', deactivated: how === 'deactivated' }),
    [actor],
  );
  useSessionRenewal(token, ended);

  useEffect(() => {
    // Only the console needs leaving; the sign-in screens already show their forms. Sign-in comes back here.
    const subscription = actor.on('goToLogin', () => {
      if (!isConsolePath(location)) return;
      const here = search ? `${location}?${search}` : location;
      // A dialog still open (the session ended under it: a modal leaves no way to log out) keeps what was
      // typed for the trip through sign-in; the page reopens it with those values.
      const open = openDraft();
      if (open) drafts.keep({ path: here, dialog: open.dialog, values: open.values() });
      navigate(loginHref(here), { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [actor, location, search, navigate, drafts]);

  useEffect(() => {
    // The token's expiry is the server's time: judged by the server's clock as this browser can tell it.
    const now = () => serverNow(clock.now(), session.read().clockSkewMs);
    const status = sessionStatus(session.read().expiresAtMs, now());
    if (status === 'valid') actor.send({ type: 'SIGNED_IN' });
    // A session with a refresh token lives as long as its renewals: useSessionRenewal watches it.
    if (session.read().refreshToken) return;
    if (status === 'absent') {
      // A malformed token is treated as no token at all.
      if (token !== null) session.clear();
      return;
    }
    if (status === 'expired') {
      // Deferred a tick: a toast raised while the toast outlet first mounts is lost under StrictMode's remount.
      const arrival = setTimeout(() => actor.send({ type: 'EXPIRED' }), 0);
      return () => clearTimeout(arrival);
    }
    const expiry = session.read().expiresAtMs ?? now();
    const timer = setTimeout(
      () => {
        if (sessionStatus(session.read().expiresAtMs, now()) === 'expired') actor.send({ type: 'EXPIRED' });
      },
      Math.min(expiry - now() + 1, MAX_DELAY_MS),
    );
    return () => clearTimeout(timer);
  }, [token, clock, session, actor]);

  useEffect(
    () =>
      // Only a session call raises it (the HTTP client's rule), with its token or without: the session is over.
      events.onExpired(ended),
    [events, ended],
  );

  return null;
}
