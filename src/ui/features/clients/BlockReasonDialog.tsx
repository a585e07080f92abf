import { REASON_MAX } from '../../../domain/constants';
import { FormDialog } from '../../shared/forms/FormDialog';
import { FormField } from '../../shared/forms/FormField';
import type { BlockDialogControl } from './useBlockDialog';

/** Asks why a client is blocked or made active again; Confirm waits for a reason and for the request. */
export function BlockReasonDialog({ control }: { control: BlockDialogControl }) {
  const blocking = control.status === 'Blocked';
  return (
    <FormDialog<{ reason: string }>
      open={control.open}
      title={blocking ? 'Block Client' : 'Activate Client'}
      description={`Client ID : ${control.clientId}. Please give a reason for this change.`}
      onClose={control.close}
      onSubmit={(values, attempt) => control.confirm(values.reason ?? '', attempt)}
      canSubmit={(values) => (values.reason ?? '').trim() !== ''}
      submit="Confirm"
      pending="Saving…"
      submitClassName={blocking ? 'button button--danger' : 'button'}
    >
      <FormField name="reason" label="Reason" multiline limit={REASON_MAX} />
    </FormDialog>
  );
}
