import type { Broadcast } from '../../domain/entities';
import type { BroadcastRepository } from '../ports/broadcast-repository';

export const getBroadcast = (
  broadcasts: BroadcastRepository,
  broadcastId: string,
  signal?: AbortSignal,
): Promise<Broadcast> => broadcasts.get(broadcastId, signal);
