import type { Invitation, TeamMember } from '../../domain/team';

/** The team, for Super Admins (docs/api.md, the team). Each change answers the admin as it now is. */
export interface TeamRepository {
  list(signal?: AbortSignal): Promise<TeamMember[]>;
  invite(invitation: Invitation): Promise<TeamMember>;
  deactivate(adminId: string): Promise<TeamMember>;
  reactivate(adminId: string): Promise<TeamMember>;
  change(adminId: string, change: { role: string; location: string }): Promise<TeamMember>;
  /** A pending invitee: a fresh link is mailed, every earlier one dies. */
  resendInvitation(adminId: string): Promise<TeamMember>;
  /** A pending invitee: the account and its link are removed. */
  revokeInvitation(adminId: string): Promise<void>;
}
