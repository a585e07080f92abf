import type { BroadcastRepository } from '../ports/broadcast-repository';

export const resendBroadcast = (
  broadcasts: BroadcastRepository,
  broadcastId: string,
  adminId: string,
): Promise<void> => broadcasts.resend(broadcastId, adminId);
