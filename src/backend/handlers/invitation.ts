/**
 * POST admin/accept-invite (docs/api.md, the team): the invitation's link token, once and within 48 hours, sets
 * the invited admin's password (docs/product.md §5's rules); they then sign in as everyone does, with an emailed code.
 */
import { API } from '../../contract';
import { ok, refuse } from '../answers';
import { chosenPassword, text } from '../input/fields';
import { TOKEN_MAX } from '../input/text';
import { publicRoute, withJson, type CoreRoute } from '../routing';
import { chosenPasswordProblem } from '../rules/common-passwords';
import { trailEntry } from '../rules/activity';
import { inviteKey } from '../rules/team';

export const INVITE_SPENT =
  'This invitation has expired or was already used. Ask a Super Admin for a new one.';

const ACCEPT = {
  token: text({ label: 'token', max: TOKEN_MAX, required: INVITE_SPENT }),
  newPassword: chosenPassword(),
};

const acceptInvite = publicRoute(
  API.acceptInvite,
  withJson(ACCEPT, async ({ ports, request, now }, { token, newPassword }) => {
    // The password is judged first: a weak one is refused and the link stays usable.
    const problem = await chosenPasswordProblem(newPassword);
    if (problem) return refuse(400, problem);
    const passwordHash = await ports.hasher.hash(newPassword);
    return ports.store.transaction(async (tx) => {
      const taken = await tx.takeOneTimeToken(inviteKey(ports.generate, token), 'invite');
      const account = taken === null ? null : await tx.accountById(taken.accountId);
      if (taken === null || account === null || !account.active || Date.parse(taken.expiresAt) <= now)
        return refuse(400, INVITE_SPENT);
      await tx.updateAccount(account._id, { passwordHash, verified: true });
      await tx.appendActivity(trailEntry({ admin: account, now, ip: request.ip }, 'team.joined'));
      return ok('Your password is set. Please log in.', { email: account.email });
    });
  }),
);

export const invitationRoutes: CoreRoute[] = [acceptInvite];
