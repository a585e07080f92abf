/**
 * POST admin/accept-invite (docs/api.md, the team): the invitation's link token, once and within 48 hours, sets
 * the invited admin's password (docs/product.md §5's rules); they then sign in as everyone does, with an emailed code.
 * A link does one thing once: it is refused once the account has a password, however it got one.
 */
import { API } from '../../contract';
import { ok, refuse } from '../answers';
import type { Words } from '../input/contract-body';
import { CHOSEN_PASSWORD_WORDS } from '../input/fields';
import type { AccountRecord, OneTimeTokenRecord } from '../records';
import { publicRoute, withBody, type CoreRoute } from '../routing';
import { chosenPasswordProblem } from '../rules/common-passwords';
import { trailEntry } from '../rules/activity';
import { inviteKey, isPending } from '../rules/team';

export const INVITE_SPENT =
  'This invitation has expired or was already used. Ask a Super Admin for a new one.';

const ACCEPT: Words<typeof API.acceptInvite> = {
  token: { label: 'token', required: INVITE_SPENT },
  newPassword: CHOSEN_PASSWORD_WORDS,
};

/** The account the link may still set a password for: unexpired, active, and without a password yet. */
function invitee(
  token: OneTimeTokenRecord | null,
  account: AccountRecord | null,
  now: number,
): AccountRecord | null {
  if (token === null || account === null || Date.parse(token.expiresAt) <= now) return null;
  return account.active && isPending(account) ? account : null;
}

const acceptInvite = publicRoute(
  API.acceptInvite,
  withBody(API.acceptInvite, ACCEPT, async ({ ports, request, now }, { token, newPassword }) => {
    const key = inviteKey(ports.generate, token);
    // The link is read first: a dead link is said before any password is judged, and costs no hashing work.
    const found = await ports.store.oneTimeToken(key, 'invite');
    const pending = found === null ? null : await ports.store.accountById(found.accountId);
    if (invitee(found, pending, now) === null) return refuse(400, INVITE_SPENT);
    // A weak password is refused and the link stays usable.
    const problem = await chosenPasswordProblem(newPassword);
    if (problem) return refuse(400, problem);
    const passwordHash = await ports.hasher.hash(newPassword);
    return ports.store.transaction(async (tx) => {
      const taken = await tx.takeOneTimeToken(key, 'invite');
      const account = invitee(taken, taken === null ? null : await tx.accountById(taken.accountId), now);
      if (account === null) return refuse(400, INVITE_SPENT);
      await tx.updateAccount(account._id, { passwordHash, verified: true });
      // Whoever held a session of this account before the password was chosen holds it no longer.
      await tx.deleteSessionsOf(account._id, null);
      await tx.appendActivity(trailEntry({ admin: account, now, ip: request.ip }, 'team.joined'));
      return ok(API.acceptInvite, 'Your password is set. Please log in.', { email: account.email });
    });
  }),
);

export const invitationRoutes: CoreRoute[] = [acceptInvite];
