import type { Transaction } from '../../../domain/entities';
import { actingAdminName } from '../../../domain/list-files';
import { MISSING } from '../format';
import { Tooltip } from '../components/tooltip/Tooltip';

export { actingAdminName };

/** Who made a change: the admin's name, with their id in a tooltip (as broadcasts show who sent them). */
export function ActingAdmin({ tx }: { tx: Pick<Transaction, 'adminName' | 'adminUserId'> }) {
  const name = actingAdminName(tx);
  if (name === MISSING) return <>{MISSING}</>;
  return <Tooltip content={`Admin ID: ${tx.adminUserId}`}>{name}</Tooltip>;
}
