import { useEffect, useRef, useState } from 'react';
import { TOKENS } from '../../../application/tokens';
import { resendInvitation, revokeInvitation } from '../../../application/use-cases/team';
import type { TeamMember } from '../../../domain/team';
import { FormDialog } from '../../shared/forms/FormDialog';
import { submitting } from '../../shared/forms/submitting';
import { useOneRequest } from '../../shared/hooks/useOneRequest';
import { useService } from '../../shared/hooks/useService';
import './invitation-actions.css';

interface InvitationActionsProps {
  /** A pending invitee (no password yet). */
  member: TeamMember;
  /** Accepted, or failed in a way that may have applied: the list is read again. */
  onChanged(): void;
  /** The row is gone: focus moves somewhere that stays (its buttons went with it). */
  onRevoked(): void;
}

/**
 * Resend invitation and Revoke invitation for one pending invitee (docs/api.md, the team). Resending mails a
 * fresh link and kills the old one; revoking asks first, naming the person, then removes them and their link.
 */
export function InvitationActions({ member, onChanged, onRevoked }: InvitationActionsProps) {
  const team = useService(TOKENS.Team);
  const { pending, run } = useOneRequest();
  const [confirming, setConfirming] = useState(false);
  const revoked = useRef(false);
  // After the dialog has closed (and handed focus back to the Revoke button, which is about to go).
  useEffect(() => {
    if (!revoked.current || confirming) return;
    revoked.current = false;
    onRevoked();
  }, [confirming, onRevoked]);

  const resend = async () => {
    // The API client's toast says the server's words, success or failure; the list is read again either way.
    const result = await run(() => resendInvitation(team, member._id));
    if (result.ok || result.why === 'failed') onChanged();
  };

  return (
    <div className="invitation-actions" role="group" aria-label={`Invitation of ${member.name}`}>
      <button
        type="button"
        className="button button--secondary"
        disabled={pending}
        onClick={() => void resend()}
        aria-label={`Resend invitation to ${member.name}`}
      >
        {pending ? 'Sending…' : 'Resend invitation'}
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={pending}
        onClick={() => setConfirming(true)}
        aria-label={`Revoke invitation of ${member.name}`}
      >
        Revoke invitation
      </button>
      <FormDialog<Record<string, never>>
        open={confirming}
        title="Revoke invitation"
        onClose={() => setConfirming(false)}
        onSubmit={() =>
          submitting(() => revokeInvitation(team, member._id), {
            onAccepted: () => {
              revoked.current = true;
              setConfirming(false);
              onChanged();
            },
            onFailed: onChanged,
          })
        }
        canSubmit={() => true}
        submit="Revoke invitation"
        pending="Revoking…"
        submitClassName="button button--danger"
      >
        <p>
          Revoke the invitation of <strong>{member.name}</strong> ({member.email})? Their link stops working
          and they are removed from the team. You can invite them again later.
        </p>
      </FormDialog>
    </div>
  );
}
