import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useSessionStatus } from './session-hooks';
import { PATHS } from '../shared/routes/paths';

/**
 * The app area's guard: only a stored, unexpired token gets in. An expired one is ended (toast, cleared) by
 * SessionWatch; here it only leads to the login form.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  if (status !== 'valid') return <Redirect to={PATHS.login} replace />;
  return children;
}

/** The auth-only layout's guard: a signed-in admin goes straight to the console. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  if (status === 'valid') return <Redirect to={PATHS.dashboard} replace />;
  return children;
}
