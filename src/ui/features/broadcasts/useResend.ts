import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { TOKENS } from '../../../application/tokens';
import { resendBroadcast } from '../../../application/use-cases/resend-broadcast';
import { useAdminId } from '../../session/session-hooks';
import { usePendingAction } from '../../shared/hooks/usePendingAction';
import { useService } from '../../shared/hooks/useService';
import { BROADCASTS_PATH } from './paths';

/** Resends as the signed-in admin, then returns to the list (SPEC §4). A failure stays here, already toasted. */
export function useResend(broadcastId: string): { pending: boolean; resend(): void } {
  const broadcasts = useService(TOKENS.Broadcasts);
  const adminId = useAdminId();
  const [, navigate] = useLocation();
  const { pending, run } = usePendingAction();
  const resend = useCallback(() => {
    void run(async () => {
      await resendBroadcast(broadcasts, broadcastId, adminId);
      return true;
    }).then((ok) => ok && navigate(BROADCASTS_PATH));
  }, [run, broadcasts, broadcastId, adminId, navigate]);
  return { pending, resend };
}
