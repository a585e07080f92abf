/**
 * The team (docs/api.md, the team), Super Admins only: the admins, invitations, deactivation and reactivation,
 * role and location. Each change is an activity entry; deactivation ends every session of the admin. Resending and
 * revoking an invitation: team-invitations.ts.
 */
import { API } from '../../contract';
import { validateEmail } from '../../domain/email';
import { LAST_SUPER_ADMIN, isAdminRole } from '../../domain/roles';
import { created, notFound, ok, refuse } from '../answers';
import { contractBody, type Words } from '../input/contract-body';
import { isPlausibleId } from '../input/text';
import type { AccountRecord } from '../records';
import { adminRoute, withBody, type AdminCall, type CoreRoute } from '../routing';
import { trailEntry } from '../rules/activity';
import { newAccount } from '../rules/new-account';
import { ROLE_CHOICE, inviteMail, keepsASuperAdmin, memberOf, putInvitation } from '../rules/team';
import { businessLocations, openLocation } from '../rules/locations';
import { keptOrOpenLocation } from '../../domain/location-names';
import { CLIENT_MESSAGES } from '../../domain/client-details';

/** A team invitation may say an email is taken: only a Super Admin can ask. */
export const EMAIL_TAKEN = 'An account with this email already exists.';

const ROLE_AND_PLACE = {
  role: { label: 'Role', required: ROLE_CHOICE },
  location: { label: 'Location', required: CLIENT_MESSAGES.location },
};
const INVITE: Words<typeof API.inviteAdmin> = {
  email: { label: 'Email', required: 'Email is required.' },
  name: { label: 'Name', required: 'Name is required.' },
  ...ROLE_AND_PLACE,
};
const CHANGE = contractBody(API.changeAdmin, ROLE_AND_PLACE);

const listTeam = adminRoute(API.listTeam, async ({ ports }) => {
  const admins = await ports.store.listAdmins();
  return ok(API.listTeam, 'Team loaded.', { admins: admins.map(memberOf) });
});

const invite = adminRoute(
  API.inviteAdmin,
  withBody(API.inviteAdmin, INVITE, async ({ ports, request, now, actor }: AdminCall, body) => {
    const problem = validateEmail(body.email);
    if (problem) return refuse(400, problem);
    if (!isAdminRole(body.role)) return refuse(400, ROLE_CHOICE);
    const location = await openLocation(ports.store, body.location);
    if (!location.ok) return refuse(400, location.message);
    const account = newAccount(
      {
        _id: ports.generate.objectId(),
        kind: 'admin',
        ...body,
        location: location.name,
        passwordHash: '',
        verified: false,
      },
      now,
    );
    const token = await ports.store.transaction(async (tx) => {
      if ((await tx.insertAccount(account)) === 'email-taken') return null;
      const issued = await putInvitation(tx, ports.generate, account._id, now);
      const after = `${account.name} <${account.email}>, ${account.role}, ${account.location}`;
      await tx.appendActivity(trailEntry({ admin: actor, now, ip: request.ip }, 'team.invited', { after }));
      return issued;
    });
    if (token === null) return refuse(409, EMAIL_TAKEN);
    await ports.mailer.send(inviteMail(ports.address, account.email, actor.name, token));
    return created(API.inviteAdmin, `An invitation has been sent to ${account.email}.`, {
      admin: memberOf(account),
    });
  }),
);

/** Reads the target in the locked team, runs `change`, refuses what would leave no active Super Admin. */
const teamChange = (
  contract: typeof API.deactivateAdmin | typeof API.reactivateAdmin | typeof API.changeAdmin,
  change: (
    call: AdminCall,
    target: AccountRecord,
  ) => Promise<
    | {
        patch: Pick<AccountRecord, 'active' | 'role'> & Partial<AccountRecord>;
        action: 'team.deactivated' | 'team.reactivated' | 'team.changed';
        before: string;
        after: string;
      }
    | { refusal: string }
  >,
): CoreRoute =>
  adminRoute(contract, async (call) => {
    const { ports, request, now, actor } = call;
    const id = request.params.id ?? '';
    if (!isPlausibleId(id)) return notFound('Admin', id);
    return ports.store.transaction(async (tx) => {
      const team = await tx.lockAdmins();
      const target = team.find((a) => a._id === id);
      if (target === undefined) return notFound('Admin', id);
      const outcome = await change(call, target);
      if ('refusal' in outcome) return refuse(400, outcome.refusal);
      if (!keepsASuperAdmin(team, id, outcome.patch)) return refuse(409, LAST_SUPER_ADMIN);
      await tx.updateAccount(id, outcome.patch);
      if (!outcome.patch.active) await tx.deleteSessionsOf(id, null);
      const { before, after } = outcome;
      await tx.appendActivity(
        trailEntry({ admin: actor, now, ip: request.ip }, outcome.action, { before, after }),
      );
      const changed = (await tx.accountById(id)) ?? target;
      return ok(contract, `${target.name} has been updated.`, { admin: memberOf(changed) });
    });
  });

const deactivate = teamChange(API.deactivateAdmin, async (_call, target) => ({
  patch: { active: false, role: target.role },
  action: 'team.deactivated',
  before: `${target.name}: active`,
  after: `${target.name}: deactivated`,
}));

const reactivate = teamChange(API.reactivateAdmin, async (_call, target) => ({
  patch: { active: true, role: target.role },
  action: 'team.reactivated',
  before: `${target.name}: deactivated`,
  after: `${target.name}: active`,
}));

const changeRole = teamChange(API.changeAdmin, async ({ request, ports }, target) => {
  const body = CHANGE(request.body);
  if (!body.ok) return { refusal: body.message };
  const sent = body.value;
  const { role } = sent;
  if (!isAdminRole(role)) return { refusal: ROLE_CHOICE };
  // An admin may stay at an archived location; a move is to an open one (docs/product.md §10.29).
  const kept = keptOrOpenLocation(await businessLocations(ports.store), sent.location, target.location);
  if (!kept.ok) return { refusal: kept.message };
  const location = kept.name;
  return {
    patch: { active: target.active, role, location },
    action: 'team.changed',
    before: `${target.name}: ${target.role}, ${target.location}`,
    after: `${target.name}: ${role}, ${location}`,
  };
});

export const teamRoutes: CoreRoute[] = [listTeam, invite, deactivate, reactivate, changeRole];
