import { array, type } from 'superstruct';
import type { TeamRepository } from '../../application/ports/team-repository';
import type { ApiClient } from './api-call';
import { TeamMemberSchema } from './answers.schema';
import { pathId } from './path-segment';

const TeamAnswer = type({ admins: array(TeamMemberSchema) });
const MemberAnswer = type({ admin: TeamMemberSchema });

/** The team calls under admin/team (docs/api.md, the team). */
export function createHttpTeam(api: ApiClient): TeamRepository {
  const change = async (adminId: string, action: 'deactivate' | 'reactivate') =>
    (
      await api.send({
        method: 'POST',
        path: `admin/team/${pathId(adminId)}/${action}`,
        answer: MemberAnswer,
      })
    ).admin;
  return {
    list: async (signal) =>
      (await api.send({ method: 'GET', path: 'admin/team', answer: TeamAnswer, signal })).admins,
    invite: async (invitation) =>
      (
        await api.send({
          method: 'POST',
          path: 'admin/team/invite',
          payload: invitation,
          answer: MemberAnswer,
        })
      ).admin,
    deactivate: (adminId) => change(adminId, 'deactivate'),
    reactivate: (adminId) => change(adminId, 'reactivate'),
    change: async (adminId, patch) =>
      (
        await api.send({
          method: 'PUT',
          path: `admin/team/${pathId(adminId)}`,
          payload: patch,
          answer: MemberAnswer,
        })
      ).admin,
  };
}
