/**
 * The two admin roles (docs/api.md, Roles). A Super Admin may do everything; an Admin everything but the team and
 * imports. The core enforces it per route, the console hides what a role cannot do: both read this module.
 */
export const SUPER_ADMIN = 'Super Admin';
export const ADMIN = 'Admin';
export const ADMIN_ROLES = [SUPER_ADMIN, ADMIN] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const isAdminRole = (value: string): value is AdminRole =>
  (ADMIN_ROLES as readonly string[]).includes(value);

/** Any role string other than Super Admin (an older database's "Store Admin") has the Admin's rights. */
export const mayAct = (role: string, needs: AdminRole): boolean => needs === ADMIN || role === SUPER_ADMIN;

export const NOT_ALLOWED = 'Only a Super Admin may do this.';
export const LAST_SUPER_ADMIN = 'The last active Super Admin cannot be deactivated or demoted.';
