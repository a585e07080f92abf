/** The sign-in area's path patterns (see route-patterns.ts). */
import { PATHS } from '../../shared/routes/paths';

export const AUTH_PATTERNS = {
  login: [PATHS.login],
  setup: [PATHS.setup],
  register: [PATHS.register],
  resetPassword: [PATHS.resetPassword],
  acceptInvite: [PATHS.acceptInvite],
  unsubscribe: [PATHS.unsubscribe],
} as const satisfies Record<string, readonly string[]>;
