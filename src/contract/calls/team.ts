/** The team, Super Admins only (docs/api.md, the team): admins, invitations, (de)activation, role, location. */
import { jsonBody, answers, NO_BODY, type Call } from '../call';
import { NotShownAnswer, TeamMemberSchema } from '../shapes';
import { NAME_MAX } from '../../domain/constants';
import { body } from '../fields';
import { PLACE_MAX, ROLE_MAX } from '../limits';
import { EMAIL } from './bodies';
import { fields, listOf } from '../schema';

const MemberAnswer = answers(fields({ admin: TeamMemberSchema }));

export const listTeam = {
  name: 'listTeam',
  verb: 'GET',
  path: 'admin/team',
  caller: 'super-admin',
  request: NO_BODY,
  answer: answers(fields({ admins: listOf(TeamMemberSchema) })),
} as const satisfies Call;

export const inviteAdmin = {
  name: 'inviteAdmin',
  verb: 'POST',
  path: 'admin/team/invite',
  caller: 'super-admin',
  request: jsonBody({
    email: EMAIL,
    name: body.text(NAME_MAX),
    role: body.text(ROLE_MAX),
    location: body.text(PLACE_MAX),
  }),
  answer: answers(fields({ admin: TeamMemberSchema }), 201),
} as const satisfies Call;

export const deactivateAdmin = {
  name: 'deactivateAdmin',
  verb: 'POST',
  path: 'admin/team/:id/deactivate',
  caller: 'super-admin',
  request: NO_BODY,
  answer: MemberAnswer,
} as const satisfies Call;

export const reactivateAdmin = {
  name: 'reactivateAdmin',
  verb: 'POST',
  path: 'admin/team/:id/reactivate',
  caller: 'super-admin',
  request: NO_BODY,
  answer: MemberAnswer,
} as const satisfies Call;

export const changeAdmin = {
  name: 'changeAdmin',
  verb: 'PUT',
  path: 'admin/team/:id',
  caller: 'super-admin',
  request: jsonBody({ role: body.text(ROLE_MAX), location: body.text(PLACE_MAX) }),
  answer: MemberAnswer,
} as const satisfies Call;

/** A pending invitee only: a fresh link is mailed and every earlier one dies. */
export const resendInvitation = {
  name: 'resendInvitation',
  verb: 'POST',
  path: 'admin/team/:id/resend-invitation',
  caller: 'super-admin',
  request: NO_BODY,
  answer: MemberAnswer,
} as const satisfies Call;

/** A pending invitee only: the account and its link are removed, so the link is refused from then on. */
export const revokeInvitation = {
  name: 'revokeInvitation',
  verb: 'POST',
  path: 'admin/team/:id/revoke-invitation',
  caller: 'super-admin',
  request: NO_BODY,
  answer: answers(NotShownAnswer),
} as const satisfies Call;
