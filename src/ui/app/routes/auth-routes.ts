/** The route table's sign-in part: in the sign-in area's chunk, with the services it needs. */
import { PATHS } from '../../shared/routes/paths';
import { page } from './route-entries';
import type { AppRoute } from './route-types';

export const AUTH_ROUTES: readonly AppRoute[] = [
  page('auth', [PATHS.login], () => import('../../features/sign-in/LoginPage')),
  page('auth', [PATHS.setup], () => import('../../features/sign-in/SetupPage'), { guard: 'none' }),
  page('auth', [PATHS.register], () => import('../../features/vendor-sign-up/RegisterPage')),
  // Open while signed in too: Change Password leads here from the console.
  page('auth', [PATHS.resetPassword], () => import('../../features/password-reset/ResetPasswordPage'), {
    guard: 'none',
  }),
  // The invitation's link: whoever follows it is not signed in as the invitee.
  page('auth', [PATHS.acceptInvite], () => import('../../features/team/AcceptInvitePage'), { guard: 'none' }),
];
