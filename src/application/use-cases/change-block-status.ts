import type { BlockStatus } from '../../domain/entities';
import type { ClientRepository } from '../ports/client-repository';
import { done, refused } from './outcome';
import type { Outcome } from './outcome';

export const REASON_REQUIRED = 'Reason is required';

export interface BlockStatusChange {
  clientId: string;
  blockStatus: BlockStatus;
  reason: string;
}

/** A block or unblock always carries a reason (SPEC §5). */
export async function changeBlockStatus(
  clients: ClientRepository,
  { clientId, blockStatus, reason }: BlockStatusChange,
): Promise<Outcome<string>> {
  if (reason.trim() === '') return refused(REASON_REQUIRED);
  await clients.changeStatus(clientId, { blockStatus, blockReason: reason.trim() });
  return done();
}
