import type { Client } from '../../../domain/entities';
import { StatusSelect } from '../../shared/components/status/StatusSelect';
import { useBlockControl } from './block-control';

/** A client's block-status dropdown: choosing the other status opens the reason dialog (docs/product.md §4). */
export function ClientStatus({ client, label }: { client: Client; label: string }) {
  const block = useBlockControl();
  return (
    <StatusSelect
      label={label}
      value={block.shownStatus(client.userId, client.blockStatus)}
      onChange={(next) => block.choose(client.userId, next)}
    />
  );
}
