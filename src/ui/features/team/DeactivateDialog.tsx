import { TOKENS } from '../../../application/tokens';
import { done } from '../../../application/use-cases/outcome';
import type { TeamMember } from '../../../domain/team';
import { ConfirmDialog } from '../../shared/forms/ConfirmDialog';
import { useService } from '../../shared/hooks/useService';

interface DeactivateProps {
  /** The admin to deactivate; null: closed. */
  member: TeamMember | null;
  onClose(): void;
  /** Accepted, or failed in a way that may have applied: the list is read again. */
  onChanged(): void;
}

/**
 * Deactivate signs the admin out everywhere and refuses their sign-in (docs/api.md, the team), so it asks
 * first, naming the admin by name and email.
 */
export function DeactivateDialog({ member, onClose, onChanged }: DeactivateProps) {
  const team = useService(TOKENS.Team);
  const deactivate = async (id: string) => {
    await team.deactivate(id);
    return done<string>();
  };
  return (
    <ConfirmDialog
      title="Deactivate admin"
      submit="Deactivate"
      pending="Deactivating…"
      confirm={member && (() => deactivate(member._id))}
      onClose={onClose}
      onChanged={onChanged}
    >
      {member && (
        <p>
          Deactivate <strong>{member.name}</strong> ({member.email})? They are signed out at once and cannot
          sign in until a Super Admin reactivates them.
        </p>
      )}
    </ConfirmDialog>
  );
}
