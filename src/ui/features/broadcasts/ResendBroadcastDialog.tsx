import { useLocation } from 'wouter';
import { TOKENS } from '../../../application/tokens';
import { done } from '../../../application/use-cases/outcome';
import { resendBroadcast } from '../../../application/use-cases/resend-broadcast';
import { PREVIEW_BROADCAST_DESCRIPTION } from '../../shared/previews';
import type { Broadcast } from '../../../domain/entities';
import { preview } from '../../shared/components/tooltip/preview';
import { useAdminId } from '../../session/session-hooks';
import { FormDialog } from '../../shared/forms/FormDialog';
import { submitting } from '../../shared/forms/submitting';
import { useService } from '../../shared/hooks/useService';
import { PATHS } from '../../shared/routes/paths';

interface ResendProps {
  open: boolean;
  broadcast: Broadcast;
  onClose(): void;
}

/**
 * Resend BC goes to every client, so it asks first, naming the broadcast by its id and the start of its text
 * (docs/architecture.md, "When the server is away"). Resent as the signed-in admin, then back to the list (docs/product.md §4).
 */
export function ResendBroadcastDialog({ open, broadcast, onClose }: ResendProps) {
  const broadcasts = useService(TOKENS.Broadcasts);
  const adminId = useAdminId();
  const [, navigate] = useLocation();
  const resend = async (attempt: Parameters<typeof resendBroadcast>[3]) => {
    await resendBroadcast(broadcasts, broadcast.broadcastId, adminId, attempt);
    return done<string>();
  };
  return (
    <FormDialog<Record<string, never>>
      open={open}
      title="Resend Broadcast"
      onClose={onClose}
      onSubmit={(_values, attempt) =>
        submitting(() => resend(attempt), { onAccepted: () => navigate(PATHS.broadcasts) })
      }
      canSubmit={() => true}
      submit="Resend"
      pending="Resending…"
    >
      <p>
        Send broadcast <strong>{broadcast.broadcastId}</strong> to every client again?
      </p>
      <blockquote className="resend-preview">
        {preview(broadcast.description, PREVIEW_BROADCAST_DESCRIPTION).text}
      </blockquote>
    </FormDialog>
  );
}
