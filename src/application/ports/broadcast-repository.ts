import type { Broadcast, BroadcastPage } from '../../domain/entities';
import type { BroadcastFilters } from '../../domain/filters.types';
import type { ChangeAttempt } from '../change-attempt';

export interface BroadcastRepository {
  list(filters: BroadcastFilters, signal?: AbortSignal): Promise<BroadcastPage>;
  get(broadcastId: string, signal?: AbortSignal): Promise<Broadcast>;
  send(input: { message: string; adminId: string }, attempt?: ChangeAttempt): Promise<void>;
  resend(broadcastId: string, adminId: string, attempt?: ChangeAttempt): Promise<void>;
}
