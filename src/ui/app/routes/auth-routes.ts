/** The route table's sign-in part: in the sign-in area's chunk, with the services it needs. */
import { page } from './route-entries';
import { PATTERNS } from './route-patterns';
import type { AppRoute } from './route-types';

export const AUTH_ROUTES: readonly AppRoute[] = [
  page('auth', PATTERNS.login, () => import('../../features/sign-in/LoginPage')),
  page('auth', PATTERNS.register, () => import('../../features/vendor-sign-up/RegisterPage')),
  // Open while signed in too: Change Password leads here from the console.
  page('auth', PATTERNS.resetPassword, () => import('../../features/password-reset/ResetPasswordPage'), {
    guard: 'none',
  }),
  // The invitation's link: whoever follows it is not signed in as the invitee.
  page('auth', PATTERNS.acceptInvite, () => import('../../features/team/AcceptInvitePage'), {
    guard: 'none',
  }),
];
