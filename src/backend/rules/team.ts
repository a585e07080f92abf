/** Team rules (docs/api.md, Roles): who an admin is on the wire, the last Super Admin, the invitation's link. */
import { LOCATIONS } from '../../domain/constants';
import { ADMIN_ROLES, SUPER_ADMIN } from '../../domain/roles';
import type { Generator, OutgoingMail } from '../ports';
import type { AccountRecord } from '../records';

/** An invitation's link works once, for 48 hours. */
export const INVITE_LIFETIME_MS = 48 * 60 * 60 * 1000;
/** The console's page that accepts it; the token follows as `?token=`. */
export const INVITE_PATH = '/auth/accept-invite';

export const ROLE_CHOICE = `Choose a role: ${ADMIN_ROLES.join(', ')}.`;
export const LOCATION_CHOICE = `Choose a location: ${LOCATIONS.join(', ')}.`;
export const isLocation = (value: string): boolean => LOCATIONS.some((l) => l === value);

/** A team row: never the password hash. `invited`: no password set yet. */
export const memberOf = (a: AccountRecord) => ({
  _id: a._id,
  name: a.name,
  email: a.email,
  role: a.role,
  location: a.location,
  active: a.active,
  invited: a.passwordHash === '',
  lastSignInAt: a.lastSignInAt,
  createdAt: a.createdAt,
});

/** Whether the change leaves at least one active Super Admin among `admins` (the locked team). */
export function keepsASuperAdmin(
  admins: readonly AccountRecord[],
  id: string,
  after: Pick<AccountRecord, 'active' | 'role'>,
): boolean {
  return admins.some((a) => {
    const next = a._id === id ? { ...a, ...after } : a;
    return next.active && next.role === SUPER_ADMIN;
  });
}

/** The link's token is kept only as its keyed hash: the table never holds a link that works. */
export const inviteKey = (generate: Generator, token: string): string => generate.opaqueId(`invite:${token}`);

export const inviteMail = (to: string, inviter: string, token: string): OutgoingMail => {
  const link = `${INVITE_PATH}?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'You are invited to LoyalLoop',
    text:
      `${inviter} invited you to the LoyalLoop admin console. Set your password here: ${link}\n` +
      'The link works once and for 48 hours.',
    code: '',
    link,
  };
};
