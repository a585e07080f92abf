import { waitFor } from 'xstate';
import type { ChangeAttempt } from '../../../application/change-attempt';
import { done, refused, type Outcome } from '../../../application/use-cases/outcome';
import { REASON_MAX } from '../../../domain/constants';
import { reasonProblem } from '../../../domain/reason';
import { FormDialog } from '../../shared/forms/FormDialog';
import { FormField } from '../../shared/forms/FormField';
import { submitting } from '../../shared/forms/submitting';
import { BlockDialog } from './block-dialog-scope';

type Actor = ReturnType<typeof BlockDialog.useActorRef>;

/**
 * Confirm sends the machine its event; the form's submit lasts while the machine is `submitting` (so Confirm
 * reads Saving… and stays disabled), then shows what the machine says went wrong, if anything.
 */
async function confirm(
  actor: Actor,
  reason: string,
  attempt: ChangeAttempt,
): Promise<Outcome<{ reason: string }>> {
  actor.send({ type: 'CONFIRM', reason, attempt });
  const { context } = await waitFor(actor, (state) => !state.matches('submitting'));
  if (context.problem?.kind === 'failed') throw context.problem.error;
  return context.problem ? refused({ reason: context.problem.message }) : done();
}

/** Asks why a client is blocked or made active again: the block dialog machine's state, rendered. */
export function BlockReasonDialog() {
  const actor = BlockDialog.useActorRef();
  const open = BlockDialog.useSelector((state) => !state.matches('closed'));
  const clientId = BlockDialog.useSelector((state) => state.context.clientId);
  const blocking = BlockDialog.useSelector((state) => state.context.status === 'Blocked');
  return (
    <FormDialog<{ reason: string }>
      open={open}
      title={blocking ? 'Block Client' : 'Activate Client'}
      description={`Client ID : ${clientId}. Please give a reason for this change.`}
      onClose={() => actor.send({ type: 'CLOSE' })}
      onSubmit={(values, attempt) =>
        submitting(() => confirm(actor, values.reason ?? '', attempt), { onAccepted: () => undefined })
      }
      canSubmit={(values) => reasonProblem(values.reason) === undefined}
      submit="Confirm"
      pending="Saving…"
      reload={() => actor.send({ type: 'RELOAD' })}
      submitClassName={blocking ? 'button button--danger' : 'button'}
    >
      <FormField name="reason" label="Reason" multiline limit={REASON_MAX} />
    </FormDialog>
  );
}
