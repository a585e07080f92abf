/** The team, Super Admins only (docs/api.md, the team): admins, invitations, (de)activation, role, location. */
import { JSON_BODY, answers, NO_BODY, type Call } from '../call';
import { TeamMemberSchema } from '../shapes';
import { fields, listOf } from '../schema';

const MemberAnswer = answers(fields({ admin: TeamMemberSchema }));

export const listTeam = {
  name: 'listTeam',
  verb: 'GET',
  path: 'admin/team',
  caller: 'super-admin',
  summary: 'Every admin, invited ones included.',
  request: NO_BODY,
  answer: answers(fields({ admins: listOf(TeamMemberSchema) })),
} as const satisfies Call;

export const inviteAdmin = {
  name: 'inviteAdmin',
  verb: 'POST',
  path: 'admin/team/invite',
  caller: 'super-admin',
  summary: 'Creates an admin without a password and emails them a link to set one.',
  request: JSON_BODY,
  answer: answers(fields({ admin: TeamMemberSchema }), 201),
} as const satisfies Call;

export const deactivateAdmin = {
  name: 'deactivateAdmin',
  verb: 'POST',
  path: 'admin/team/:id/deactivate',
  caller: 'super-admin',
  summary: 'Deactivates an admin and ends their sessions; the last active Super Admin stays.',
  request: NO_BODY,
  answer: MemberAnswer,
} as const satisfies Call;

export const reactivateAdmin = {
  name: 'reactivateAdmin',
  verb: 'POST',
  path: 'admin/team/:id/reactivate',
  caller: 'super-admin',
  summary: 'Reactivates an admin.',
  request: NO_BODY,
  answer: MemberAnswer,
} as const satisfies Call;

export const changeAdmin = {
  name: 'changeAdmin',
  verb: 'PUT',
  path: 'admin/team/:id',
  caller: 'super-admin',
  summary: "Changes an admin's role and location.",
  request: JSON_BODY,
  answer: MemberAnswer,
} as const satisfies Call;
