import { API } from '../../contract';
import { callTo } from './contract-call';
import type { TeamRepository } from '../../application/ports/team-repository';
import type { ApiClient } from './api-call';

/** The team calls under admin/team (docs/api.md, the team). */
export function createHttpTeam(api: ApiClient): TeamRepository {
  const change = async (
    call: typeof API.deactivateAdmin | typeof API.reactivateAdmin | typeof API.resendInvitation,
    adminId: string,
  ) => (await api.send({ ...callTo(call, { id: adminId }) })).admin;
  return {
    list: async (signal) => (await api.send({ ...callTo(API.listTeam), signal })).admins,
    invite: async (invitation) =>
      (
        await api.send({
          ...callTo(API.inviteAdmin, {}, invitation),
        })
      ).admin,
    deactivate: (adminId) => change(API.deactivateAdmin, adminId),
    reactivate: (adminId) => change(API.reactivateAdmin, adminId),
    resendInvitation: (adminId) => change(API.resendInvitation, adminId),
    revokeInvitation: async (adminId) => {
      await api.send({ ...callTo(API.revokeInvitation, { id: adminId }) });
    },
    change: async (adminId, patch) =>
      (
        await api.send({
          ...callTo(API.changeAdmin, { id: adminId }, patch),
        })
      ).admin,
  };
}
