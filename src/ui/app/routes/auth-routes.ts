/** The route table's sign-in part: in the sign-in area's chunk, with the services it needs. */
import { page } from './retryable-pages';
import { AUTH_PATTERNS } from './auth-patterns';
import type { AppRoute } from './route-types';

export const AUTH_ROUTES: readonly AppRoute[] = [
  page('auth', AUTH_PATTERNS.login, () => import('../../features/sign-in/LoginPage')),
  page('auth', AUTH_PATTERNS.setup, () => import('../../features/sign-in/SetupPage'), { guard: 'none' }),
  page('auth', AUTH_PATTERNS.register, () => import('../../features/vendor-sign-up/RegisterPage')),
  // Open while signed in too: Change Password leads here from the console.
  page('auth', AUTH_PATTERNS.resetPassword, () => import('../../features/password-reset/ResetPasswordPage'), {
    guard: 'none',
  }),
  // The invitation's link: whoever follows it is not signed in as the invitee.
  page('auth', AUTH_PATTERNS.acceptInvite, () => import('../../features/team/AcceptInvitePage'), {
    guard: 'none',
  }),
  // A broadcast email's unsubscribe link (docs/product.md §10.27): the client is never signed in here.
  page('auth', AUTH_PATTERNS.unsubscribe, () => import('../../features/unsubscribe/UnsubscribePage'), {
    guard: 'none',
  }),
];
