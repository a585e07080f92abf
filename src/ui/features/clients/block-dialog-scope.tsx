import { createActorContext } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { blockDialogMachine } from '../../../application/machines/block-dialog.machine';
import { TOKENS } from '../../../application/tokens';
import { changeBlockStatus } from '../../../application/use-cases/change-block-status';
import { statusConflict } from '../../shared/errors/error-policy';
import { useService } from '../../shared/hooks/useService';

/**
 * A page's one block dialog machine, which its status dropdowns (a row's or the detail's) and its reason dialog
 * share: they read its state with `useSelector` and send it events through `useActorRef`.
 */
export const BlockDialog = createActorContext(blockDialogMachine);

/**
 * Runs the machine for the page below it, with the change-status use case as its actor. `refetch` (the list's or
 * the client's reload) runs after every attempt, failed ones too; a conflict is said app-wide, as the dialog closes.
 */
export function BlockDialogScope({ refetch, children }: { refetch(): void; children: ReactNode }) {
  const clients = useService(TOKENS.Clients);
  const notifier = useService(TOKENS.Notifier);
  // The one actor keeps running across renders; @xstate/react hands it the latest of these implementations.
  const logic = useMemo(
    () =>
      blockDialogMachine.provide({
        actors: { changeStatus: fromPromise(({ input }) => changeBlockStatus(clients, input)) },
        actions: {
          refetch,
          sayConflict: (_, { clientId, status }) =>
            notifier.error(statusConflict(clientId, status), { appWide: true }),
        },
      }),
    [clients, notifier, refetch],
  );
  return <BlockDialog.Provider logic={logic}>{children}</BlockDialog.Provider>;
}
