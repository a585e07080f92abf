import { Suspense } from 'react';
import { RedirectIfSignedIn } from '../../session/RequireSession';
import { PageLoading } from '../../shared/components/PageLoading';
import { AuthLayout } from '../auth-frame/AuthLayout';
import type { RouteMatch } from './find-route';
import { RouteView } from './RouteView';

/**
 * /auth/*: login and vendor sign-up in the auth-only frame (a signed-in admin is sent to the console); the
 * password reset in the same frame without that guard, so Change Password reaches it while signed in.
 */
export default function AuthArea({ match }: { match: RouteMatch }) {
  const framed = (
    <AuthLayout>
      <Suspense fallback={<PageLoading />}>
        <RouteView match={match} />
      </Suspense>
    </AuthLayout>
  );
  return match.route.guard === 'signed-out' ? <RedirectIfSignedIn>{framed}</RedirectIfSignedIn> : framed;
}
