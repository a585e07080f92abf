import type { BlockStatus } from '../../domain/entities';
import { reasonProblem } from '../../domain/reason';
import { isRequestError } from '../request-error';
import type { ChangeAttempt } from '../change-attempt';
import type { ClientRepository } from '../ports/client-repository';
import { done, refused } from './outcome';
import type { Outcome } from './outcome';

export interface BlockStatusChange {
  clientId: string;
  blockStatus: BlockStatus;
  reason: string;
  attempt?: ChangeAttempt;
}

/** Refused because the client already has the status asked for: another tab or admin changed it first. */
export interface StatusConflict {
  ok: false;
  conflict: BlockStatus;
}

export type BlockChangeOutcome = Outcome<string> | StatusConflict;

export const isConflict = (outcome: BlockChangeOutcome): outcome is StatusConflict => 'conflict' in outcome;

/**
 * A block or unblock always carries a reason (docs/product.md §5). When the server refuses it, the client is read again:
 * if it already has the status asked for, someone changed it meanwhile (a conflict the dialog closes on).
 */
export async function changeBlockStatus(
  clients: ClientRepository,
  { clientId, blockStatus, reason, attempt }: BlockStatusChange,
): Promise<BlockChangeOutcome> {
  const noReason = reasonProblem(reason);
  if (noReason) return refused(noReason);
  try {
    await clients.changeStatus(clientId, { blockStatus, blockReason: reason.trim() }, attempt);
  } catch (error) {
    // Only a refusal (4xx) can mean "already so"; a 5xx may have saved our own change before it failed.
    const refusal = isRequestError(error) && error.kind === 'refused' && (error.status ?? 500) < 500;
    if (!refusal) throw error;
    const now = await clients.get(clientId).catch(() => null);
    if (now?.blockStatus === blockStatus) return { ok: false, conflict: blockStatus };
    throw error;
  }
  return done();
}
