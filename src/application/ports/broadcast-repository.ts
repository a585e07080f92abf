import type { Broadcast, BroadcastDelivery, BroadcastPage } from '../../domain/entities';
import type { BroadcastFilters } from '../../domain/filters.types';
import type { ChangeAttempt } from '../change-attempt';

export interface BroadcastRepository {
  list(filters: BroadcastFilters, signal?: AbortSignal): Promise<BroadcastPage>;
  get(broadcastId: string, signal?: AbortSignal): Promise<Broadcast>;
  /** Where its emails stand (docs/product.md §10.27); null from a server without broadcasts by email. */
  delivery(broadcastId: string, signal?: AbortSignal): Promise<BroadcastDelivery | null>;
  /** `location`: mail only that location's clients; absent or '': every location's. */
  send(
    input: { message: string; adminId: string; location?: string },
    attempt?: ChangeAttempt,
  ): Promise<void>;
  resend(broadcastId: string, adminId: string, attempt?: ChangeAttempt): Promise<void>;
}
