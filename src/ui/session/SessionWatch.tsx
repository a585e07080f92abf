import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { sessionMachine } from '../../application/machines/session.machine';
import { TOKENS } from '../../application/tokens';
import { sessionStatus, tokenExpiry } from '../../domain/session';
import { useService } from '../shared/hooks/useService';
import { isConsolePath, PATHS } from '../shared/routes/paths';
import { expire, logOut } from './end-session';
import { useStoredToken } from './session-hooks';

// setTimeout fires at once for delays above 2^31-1 ms, so longer waits are capped and the expiry re-checked.
const MAX_DELAY_MS = 2_147_483_647;

/**
 * Ends the session when its token expires (checked on arrival and by a timer) and when a signed-in call is
 * answered 401. Another tab signing out re-renders the guards through the session store's subscription.
 */
export function SessionWatch() {
  const session = useService(TOKENS.SessionStore);
  const notifier = useService(TOKENS.Notifier);
  const clock = useService(TOKENS.Clock);
  const events = useService(TOKENS.SessionEvents);
  const [location, navigate] = useLocation();
  const token = useStoredToken();

  const machine = useMemo(
    () =>
      sessionMachine.provide({
        actions: {
          endExpired: () => expire(session, notifier),
          endLoggedOut: () => logOut(session, notifier),
        },
      }),
    [session, notifier],
  );
  const actor = useActorRef(machine, { input: { signedIn: token !== null } });

  useEffect(() => {
    // Only the console needs leaving; the sign-in screens already show their forms.
    const subscription = actor.on('goToLogin', () => {
      if (isConsolePath(location)) navigate(PATHS.login, { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [actor, location, navigate]);

  useEffect(() => {
    const status = sessionStatus(token, clock.now());
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
    actor.send({ type: 'SIGNED_IN' });
    const expiry = tokenExpiry(token) ?? clock.now();
    const timer = setTimeout(
      () => {
        if (sessionStatus(session.read().token, clock.now()) === 'expired') actor.send({ type: 'EXPIRED' });
      },
      Math.min(expiry - clock.now() + 1, MAX_DELAY_MS),
    );
    return () => clearTimeout(timer);
  }, [token, clock, session, actor]);

  useEffect(
    () =>
      events.onExpired(() => {
        // Only a call that carried a token ends a session (a wrong password is no expiry).
        if (session.read().token !== null) actor.send({ type: 'EXPIRED' });
      }),
    [events, session, actor],
  );

  return null;
}
