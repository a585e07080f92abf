/** Team rules (docs/api.md, Roles): who an admin is on the wire, the last Super Admin, the invitation's link. */
import { ADMIN_ROLES, SUPER_ADMIN } from '../../domain/roles';
import type { ConsoleAddress, Generator, OutgoingMail, StoreTx } from '../ports';
import type { AccountRecord } from '../records';
import { teamMemberWire } from '../wire-shapes';

/** An invitation's link works once, for 48 hours. */
export const INVITE_LIFETIME_MS = 48 * 60 * 60 * 1000;
/** The console's page that accepts it; the token follows as `?token=`. */
export const INVITE_PATH = '/auth/accept-invite';

export const ROLE_CHOICE = `Choose a role: ${ADMIN_ROLES.join(', ')}.`;

/** Invited and not yet joined: no password set, by the link or any other way. */
export const isPending = (a: Pick<AccountRecord, 'passwordHash'>): boolean => a.passwordHash === '';

/** A team row: never the password hash. `invited`: no password set yet. */
export const memberOf = (a: AccountRecord) => teamMemberWire({ ...a, invited: isPending(a) });

/**
 * Whether the change leaves at least one Super Admin who can sign in among `admins` (the locked team): active and
 * with a password. A pending invitation never counts — its link may have gone to a mistyped address.
 */
export function keepsASuperAdmin(
  admins: readonly AccountRecord[],
  id: string,
  after: Pick<AccountRecord, 'active' | 'role'>,
): boolean {
  return admins.some((a) => {
    const next = a._id === id ? { ...a, ...after } : a;
    return next.active && next.role === SUPER_ADMIN && !isPending(next);
  });
}

/** The link's token is kept only as its keyed hash: the table never holds a link that works. */
export const inviteKey = (generate: Generator, token: string): string => generate.opaqueId(`invite:${token}`);

/** Keeps a fresh link for the account (its keyed hash, 48 hours); answers the token the email carries. */
export async function putInvitation(
  tx: Pick<StoreTx, 'putOneTimeToken'>,
  generate: Generator,
  accountId: string,
  now: number,
): Promise<string> {
  const token = generate.token();
  const expiresAt = new Date(now + INVITE_LIFETIME_MS).toISOString();
  await tx.putOneTimeToken({ token: inviteKey(generate, token), kind: 'invite', accountId, expiresAt });
  return token;
}

/** The invitation's email; its link is absolute (a mail reader has no console to resolve a path against). */
export const inviteMail = (
  address: ConsoleAddress,
  to: string,
  inviter: string,
  token: string,
): OutgoingMail => {
  const link = address.urlOf(`${INVITE_PATH}?token=${encodeURIComponent(token)}`);
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
