import type { ChangeAttempt } from '../change-attempt';
import type { BroadcastRepository } from '../ports/broadcast-repository';

export const resendBroadcast = (
  broadcasts: BroadcastRepository,
  broadcastId: string,
  adminId: string,
  attempt?: ChangeAttempt,
): Promise<void> => broadcasts.resend(broadcastId, adminId, attempt);
