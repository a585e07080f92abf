import { useCallback } from 'react';
import { TOKENS } from '../../../application/tokens';
import { getClient } from '../../../application/use-cases/get-client';
import { useService } from '../../shared/hooks/useService';

/**
 * A client dialog's Check after a change timed out: reads the client again, says its balance now, and has the
 * page show the fresh client too.
 */
export function useClientCheck(clientId: string, onChecked: () => void) {
  const clients = useService(TOKENS.Clients);
  return useCallback(
    async (signal: AbortSignal) => {
      const client = await getClient(clients, clientId, signal);
      onChecked();
      return `Checked just now: the balance is ${client.points} points.`;
    },
    [clients, clientId, onChecked],
  );
}
