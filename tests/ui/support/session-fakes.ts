import { vi } from 'vitest';

/**
 * The signed-in admin as the console pages see it. Test files mock AUTH's hooks with these, e.g.
 * `vi.mock('…/src/ui/session/session-hooks', () => sessionHooks)`, so the pages' tests do not depend on how
 * the session is stored.
 */
export const ADMIN_ID = 'admin-7';
export const logout = vi.fn();
export const reloadShellProfile = vi.fn();

export const sessionHooks = {
  useAdminId: () => ADMIN_ID,
  useLogout: () => logout,
};

export const adminProfileHook = {
  useAdminProfile: () => ({ profile: null, reload: reloadShellProfile }),
};
