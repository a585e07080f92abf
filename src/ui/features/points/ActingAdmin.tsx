import type { Transaction } from '../../../domain/entities';
import { MISSING } from '../../shared/format';
import { Tooltip } from '../../shared/components/tooltip/Tooltip';

/** The name an admin is listed by in the ledger, or "-" when the answer does not name them (an old row). */
export const actingAdminName = (tx: Pick<Transaction, 'adminName'>): string =>
  tx.adminName?.trim() || MISSING;

/** Who made a change: the admin's name, with their id in a tooltip (as broadcasts show who sent them). */
export function ActingAdmin({ tx }: { tx: Pick<Transaction, 'adminName' | 'adminUserId'> }) {
  const name = actingAdminName(tx);
  if (name === MISSING) return <>{MISSING}</>;
  return <Tooltip content={`Admin ID: ${tx.adminUserId}`}>{name}</Tooltip>;
}
