/**
 * Resending and revoking an invitation (docs/api.md, the team), Super Admins only, for an invitee who has not
 * set a password yet. A resent invitation is a fresh link and every earlier link dies; a revoked one removes the
 * pending account, so its link is refused and the email may be invited again. Each is an activity entry.
 */
import { API } from '../../contract';
import { notFound, ok, refuse } from '../answers';
import type { JsonAnswer } from '../wire';
import { isPlausibleId } from '../input/text';
import type { StoreTx } from '../ports';
import type { AccountRecord } from '../records';
import { adminRoute, type AdminCall, type CoreRoute } from '../routing';
import { trailEntry } from '../rules/activity';
import { inviteMail, isPending, memberOf, putInvitation } from '../rules/team';

export const alreadyJoined = (name: string): string =>
  `${name} has already accepted the invitation: there is none to resend or revoke.`;
export const resendDeactivated = (name: string): string =>
  `${name} is deactivated: reactivate them before resending the invitation.`;

/** The pending invitee `:id` in the locked team, or the answer that refuses the call. */
async function pendingInvitee(tx: StoreTx, id: string): Promise<AccountRecord | JsonAnswer> {
  // The team is locked as for any team change: two resends at once cannot leave two live links.
  const target = (await tx.lockAdmins()).find((a) => a._id === id);
  if (target === undefined) return notFound('Admin', id);
  return isPending(target) ? target : refuse(409, alreadyJoined(target.name));
}

const isAnswer = (found: AccountRecord | JsonAnswer): found is JsonAnswer => 'status' in found;

const idOf = ({ request }: AdminCall): string => request.params.id ?? '';

const resendInvitation = adminRoute(API.resendInvitation, async (call) => {
  const { ports, request, now, actor } = call;
  const id = idOf(call);
  if (!isPlausibleId(id)) return notFound('Admin', id);
  const outcome = await ports.store.transaction(async (tx) => {
    const target = await pendingInvitee(tx, id);
    if (isAnswer(target)) return target;
    if (!target.active) return refuse(409, resendDeactivated(target.name));
    await tx.dropOneTimeTokensOf(id, 'invite');
    const token = await putInvitation(tx, ports.generate, id, now);
    const after = `${target.name} <${target.email}>`;
    await tx.appendActivity(trailEntry({ admin: actor, now, ip: request.ip }, 'team.reinvited', { after }));
    return { target, token };
  });
  if ('status' in outcome) return outcome;
  const { target, token } = outcome;
  await ports.mailer.send(inviteMail(ports.address, target.email, actor.name, token));
  return ok(API.resendInvitation, `A new invitation has been sent to ${target.email}.`, {
    admin: memberOf(target),
  });
});

const revokeInvitation = adminRoute(API.revokeInvitation, async (call) => {
  const { ports, request, now, actor } = call;
  const id = idOf(call);
  if (!isPlausibleId(id)) return notFound('Admin', id);
  return ports.store.transaction(async (tx) => {
    const target = await pendingInvitee(tx, id);
    if (isAnswer(target)) return target;
    if (!(await tx.deleteInvitedAccount(id))) return refuse(409, alreadyJoined(target.name));
    const before = `${target.name} <${target.email}>, ${target.role}, ${target.location}`;
    await tx.appendActivity(
      trailEntry({ admin: actor, now, ip: request.ip }, 'team.revoked', { before, after: 'revoked' }),
    );
    return ok(API.revokeInvitation, `The invitation to ${target.email} has been revoked.`);
  });
});

export const teamInvitationRoutes: CoreRoute[] = [resendInvitation, revokeInvitation];
