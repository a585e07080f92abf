import type { Client } from '../../../domain/entities';
import { StatusSelect } from '../../shared/components/status/StatusSelect';
import { BlockDialog } from './block-dialog-scope';

/**
 * A client's block-status dropdown: choosing the other status opens the reason dialog (docs/product.md §4.6),
 * and while that dialog is open for this client, the dropdown shows the status chosen.
 */
export function ClientStatus({ client, label }: { client: Client; label: string }) {
  const block = BlockDialog.useActorRef();
  const chosen = BlockDialog.useSelector((state) =>
    !state.matches('closed') && state.context.clientId === client.userId ? state.context.status : null,
  );
  return (
    <StatusSelect
      label={label}
      value={chosen ?? client.blockStatus}
      onChange={(status) => block.send({ type: 'OPEN', clientId: client.userId, status })}
    />
  );
}
