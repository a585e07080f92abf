import { useRef, useState } from 'react';
import { TOKENS } from '../../../application/tokens';
import { formatListDateTime } from '../../shared/format';
import type { TeamMember } from '../../../domain/team';
import { ResourceState } from '../../shared/components/status/ResourceState';
import { useResource } from '../../shared/hooks/useResource';
import { useService } from '../../shared/hooks/useService';
import { DeactivateDialog } from './DeactivateDialog';
import { InvitationActions } from './InvitationActions';
import { ChangeDialog, InviteDialog } from './TeamDialogs';
import '../../shared/components/table/record-table.css';
import './team.css';

const statusOf = (m: TeamMember): string => (!m.active ? 'Deactivated' : m.invited ? 'Invited' : 'Active');

/**
 * /app/dashboard/team, Super Admins only (docs/api.md, Roles): the admins, Invite admin, Deactivate (asked first)
 * or Reactivate, and each one's role and location. The server refuses what would leave no active Super Admin, with its words.
 */
export default function TeamPage() {
  const team = useService(TOKENS.Team);
  const resource = useResource('team', (signal) => team.list(signal));
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<TeamMember | null>(null);
  const [deactivating, setDeactivating] = useState<TeamMember | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const reactivate = async (member: TeamMember) => {
    setPending(member._id);
    try {
      await team.reactivate(member._id);
    } catch {
      // Said by the API client's toast; the list is read again to show what is true now.
    } finally {
      setPending(null);
      resource.reload();
    }
  };
  return (
    <section className="team card" aria-labelledby="team-heading">
      <div className="team__head">
        <h2 id="team-heading" ref={heading} tabIndex={-1}>
          Team
        </h2>
        <button type="button" className="button" onClick={() => setInviting(true)}>
          Invite admin
        </button>
      </div>
      <ResourceState resource={resource} what="the team" />
      {resource.data && (
        <div className="record-table__scroll">
          <table className="team__table record-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Location</th>
                <th scope="col">Status</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {resource.data.map((member) => (
                <tr key={member._id}>
                  <td className="record-table__title">{member.name}</td>
                  <td className="team__email" data-label="Email">
                    {member.email}
                  </td>
                  <td data-label="Role">{member.role}</td>
                  <td data-label="Location">{member.location}</td>
                  <td data-label="Status">{statusOf(member)}</td>
                  <td data-label="Last sign-in">
                    {member.lastSignInAt ? formatListDateTime(member.lastSignInAt) : 'Never'}
                  </td>
                  <td className="record-table__actions">
                    <div className="team__actions">
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => setChanging(member)}
                        aria-label={`Change role and location of ${member.name}`}
                      >
                        Change
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        disabled={pending !== null}
                        onClick={() => (member.active ? setDeactivating(member) : void reactivate(member))}
                        aria-label={`${member.active ? 'Deactivate' : 'Reactivate'} ${member.name}`}
                      >
                        {pending === member._id ? 'Saving…' : member.active ? 'Deactivate' : 'Reactivate'}
                      </button>
                    </div>
                    {member.invited && (
                      <InvitationActions
                        member={member}
                        onChanged={resource.reload}
                        onRevoked={() => heading.current?.focus()}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <InviteDialog open={inviting} onClose={() => setInviting(false)} onChanged={resource.reload} />
      <DeactivateDialog
        member={deactivating}
        onClose={() => setDeactivating(null)}
        onChanged={resource.reload}
      />
      <ChangeDialog
        member={changing}
        open={changing !== null}
        onClose={() => setChanging(null)}
        onChanged={resource.reload}
      />
    </section>
  );
}
