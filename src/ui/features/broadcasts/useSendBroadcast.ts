import { useCallback } from 'react';
import { TOKENS } from '../../../application/tokens';
import { sendBroadcast } from '../../../application/use-cases/send-broadcast';
import { useAdminId } from '../../session/session-hooks';
import { usePendingAction } from '../../shared/hooks/usePendingAction';
import { useService } from '../../shared/hooks/useService';

/**
 * Sends as the signed-in admin, once per click. No emptiness check: the server refuses an empty message
 * (SPEC §5). A failure was toasted by the HTTP adapter; the dialog stays open with the text, and `onFailed`
 * refetches, because an answer can be lost after the server saved.
 */
export function useSendBroadcast(
  onSent: () => void,
  onFailed: () => void,
): { pending: boolean; send(message: string): void } {
  const broadcasts = useService(TOKENS.Broadcasts);
  const adminId = useAdminId();
  const { pending, run } = usePendingAction();
  const send = useCallback(
    (message: string) => {
      void run(async () => {
        await sendBroadcast(broadcasts, { message, adminId });
        return true;
      }, onFailed).then((ok) => ok && onSent());
    },
    [run, broadcasts, adminId, onSent, onFailed],
  );
  return { pending, send };
}
