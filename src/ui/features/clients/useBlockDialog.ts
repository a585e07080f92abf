import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { blockDialogMachine } from '../../../application/machines/block-dialog.machine';
import type { BlockStatusRequest } from '../../../application/machines/block-dialog.machine';
import { TOKENS } from '../../../application/tokens';
import { changeBlockStatus } from '../../../application/use-cases/change-block-status';
import type { BlockStatus } from '../../../domain/entities';
import { useService } from '../../shared/hooks/useService';

export interface BlockDialogControl {
  open: boolean;
  pending: boolean;
  clientId: string;
  status: BlockStatus;
  reason: string;
  failed: boolean;
  choose(clientId: string, status: BlockStatus): void;
  setReason(value: string): void;
  confirm(): void;
  close(): void;
  /** What a row's or the detail's dropdown shows: the status being chosen while its dialog is open. */
  shownStatus(clientId: string, current: BlockStatus): BlockStatus;
}

/**
 * The block dialog machine with the change-status use case as its actor. `refetch` runs after every attempt,
 * failed ones too: an answer lost after the server saved must not leave the old status on screen.
 */
export function useBlockDialog(refetch: () => void): BlockDialogControl {
  const clients = useService(TOKENS.Clients);
  const [machine] = useState(() =>
    blockDialogMachine.provide({
      actors: {
        changeStatus: fromPromise<unknown, BlockStatusRequest>(async ({ input }) => {
          const outcome = await changeBlockStatus(clients, input);
          if (!outcome.ok) throw new Error(outcome.errors);
          return undefined;
        }),
      },
    }),
  );
  const [snapshot, send, actor] = useMachine(machine);
  useEffect(() => {
    const subscriptions = [actor.on('saved', () => refetch()), actor.on('failed', () => refetch())];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, refetch]);
  const { clientId, status, reason, failed } = snapshot.context;
  const open = !snapshot.matches('closed');
  return {
    open,
    pending: snapshot.matches('submitting'),
    clientId,
    status,
    reason,
    failed,
    choose: (id, next) => send({ type: 'OPEN', clientId: id, status: next }),
    setReason: (value) => send({ type: 'REASON', value }),
    confirm: () => send({ type: 'CONFIRM' }),
    close: () => send({ type: 'CLOSE' }),
    shownStatus: (id, current) => (open && id === clientId ? status : current),
  };
}
