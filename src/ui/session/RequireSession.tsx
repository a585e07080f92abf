import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { PageLoading } from '../shared/components/PageLoading';
import { afterSignIn, loginHref } from '../shared/routes/return-path';
import { useRenewable, useSessionStatus } from './session-hooks';

/**
 * The app area's guard: a stored, unexpired token gets in. One that lapsed (or went missing) while a refresh
 * token is stored waits while SessionWatch renews it: the admin is not sent away from a session that can
 * still go on. Otherwise the login form, which returns here after sign-in.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  const renewable = useRenewable();
  const [path] = useLocation();
  const search = useSearch();
  if (status === 'valid') return children;
  if (renewable) return <PageLoading label="Renewing your session…" />;
  return <Redirect to={loginHref(search ? `${path}?${search}` : path)} replace />;
}

/** The auth-only layout's guard: a signed-in admin goes to the page the login asked for, or the console. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  const search = useSearch();
  if (status === 'valid') return <Redirect to={afterSignIn(search)} replace />;
  return children;
}
