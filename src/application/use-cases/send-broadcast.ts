import type { ChangeAttempt } from '../change-attempt';
import type { BroadcastRepository } from '../ports/broadcast-repository';

/**
 * Sends as typed: docs/product.md §5 shows no emptiness check for broadcasts, so an empty message goes to the server,
 * which refuses it with its own message.
 */
export const sendBroadcast = (
  broadcasts: BroadcastRepository,
  input: { message: string; adminId: string; location?: string },
  attempt?: ChangeAttempt,
): Promise<void> => broadcasts.send(input, attempt);
