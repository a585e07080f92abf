import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { TOKENS } from '../../../application/tokens';
import { resendBroadcast } from '../../../application/use-cases/resend-broadcast';
import { useAdminId } from '../../session/session-hooks';
import { useOneRequest } from '../../shared/hooks/useOneRequest';
import { useService } from '../../shared/hooks/useService';
import { PATHS } from '../../shared/routes/paths';

/** Resends as the signed-in admin, then returns to the list (SPEC §4). A failure stays here, already toasted. */
export function useResend(broadcastId: string): { pending: boolean; resend(): void } {
  const broadcasts = useService(TOKENS.Broadcasts);
  const adminId = useAdminId();
  const [, navigate] = useLocation();
  const { pending, run } = useOneRequest();
  const resend = useCallback(() => {
    void run(() => resendBroadcast(broadcasts, broadcastId, adminId)).then(
      (result) => result.ok && navigate(PATHS.broadcasts),
    );
  }, [run, broadcasts, broadcastId, adminId, navigate]);
  return { pending, resend };
}
