import { useMachine } from '@xstate/react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  blockDialogMachine,
  type BlockDialogEmitted,
} from '../../../application/machines/block-dialog.machine';
import { TOKENS } from '../../../application/tokens';
import { changeBlockStatus, REASON_REQUIRED } from '../../../application/use-cases/change-block-status';
import type { BlockStatus } from '../../../domain/entities';
import type { ChangeAttempt } from '../../../application/change-attempt';
import { statusConflict, submitProblem } from '../../shared/errors/error-policy';
import { useService } from '../../shared/hooks/useService';

export interface BlockDialogControl {
  open: boolean;
  clientId: string;
  status: BlockStatus;
  choose(clientId: string, status: BlockStatus): void;
  /** The form's submit: settles when the server answered, with what to show if it was not saved. */
  confirm(reason: string, attempt?: ChangeAttempt): Promise<SubmissionErrors | undefined>;
  close(): void;
  /** What a row's or the detail's dropdown shows: the status being chosen while its dialog is open. */
  shownStatus(clientId: string, current: BlockStatus): BlockStatus;
}

/** What the reason form shows for an outcome the machine emitted. */
function submissionErrors(outcome: BlockDialogEmitted): SubmissionErrors | undefined {
  if (outcome.type === 'refused') return { reason: outcome.message };
  if (outcome.type !== 'failed') return undefined;
  const problem = submitProblem(outcome.error);
  return problem ? { [FORM_ERROR]: problem } : undefined;
}

/**
 * The block dialog machine with the change-status use case as its actor. `refetch` runs after every attempt,
 * failed ones too: an answer lost after the server saved must not leave the old status on screen.
 */
export function useBlockDialog(refetch: () => void): BlockDialogControl {
  const clients = useService(TOKENS.Clients);
  const notifier = useService(TOKENS.Notifier);
  const [machine] = useState(() =>
    blockDialogMachine.provide({
      actors: { changeStatus: fromPromise(({ input }) => changeBlockStatus(clients, input)) },
    }),
  );
  const [snapshot, send, actor] = useMachine(machine);
  useEffect(() => {
    const subscription = actor.on('*', refetch);
    // The dialog closed on a conflict: say why, while the client is read again.
    const conflicts = actor.on('conflict', ({ clientId, status }) =>
      notifier.error(statusConflict(clientId, status), { appWide: true }),
    );
    return () => {
      subscription.unsubscribe();
      conflicts.unsubscribe();
    };
  }, [actor, refetch, notifier]);

  const confirm = (reason: string, attempt?: ChangeAttempt) => {
    if (reason.trim() === '') return Promise.resolve({ reason: REASON_REQUIRED });
    return new Promise<SubmissionErrors | undefined>((settle) => {
      const subscription = actor.on('*', (outcome) => {
        subscription.unsubscribe();
        settle(submissionErrors(outcome));
      });
      send({ type: 'CONFIRM', reason, attempt });
    });
  };
  const { clientId, status } = snapshot.context;
  const open = !snapshot.matches('closed');
  return {
    open,
    clientId,
    status,
    choose: (id, next) => send({ type: 'OPEN', clientId: id, status: next }),
    confirm,
    close: () => send({ type: 'CLOSE' }),
    shownStatus: (id, current) => (open && id === clientId ? status : current),
  };
}
