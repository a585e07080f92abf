import { Suspense } from 'react';
import { RedirectIfSignedIn } from '../../session/RequireSession';
import { PageLoading } from '../../shared/components/PageLoading';
import { AuthLayout } from '../auth-frame/AuthLayout';
import { AUTH_ROUTES } from './auth-routes';
import { findRoute } from './find-route';
import { FALLBACK } from './site-routes';
import { warmPage } from './warm-up';
import { RouteView } from './RouteView';

/**
 * /auth/*: login and vendor sign-up in the auth-only frame (a signed-in admin is sent to the console); the
 * password reset in the same frame without that guard, so Change Password reaches it while signed in.
 */
export default function AuthArea({ path }: { path: string }) {
  const match = findRoute(path, AUTH_ROUTES, FALLBACK);
  // Any other /auth path is no page: it goes to /home-page, with no frame around the redirect.
  if (match.route.kind === 'redirect') return <RouteView match={match} />;
  const framed = (
    <AuthLayout>
      <Suspense fallback={<PageLoading />}>
        <RouteView match={match} />
      </Suspense>
    </AuthLayout>
  );
  return match.route.guard === 'signed-out' ? <RedirectIfSignedIn>{framed}</RedirectIfSignedIn> : framed;
}

/** Starts loading the sign-in page at this path (the boot calls it once this chunk is here). */
export const warm = (path: string): void => warmPage(path, AUTH_ROUTES);
