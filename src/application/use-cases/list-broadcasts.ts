import type { BroadcastPage } from '../../domain/entities';
import type { BroadcastFilters } from '../../domain/filters.types';
import type { BroadcastRepository } from '../ports/broadcast-repository';

export const listBroadcasts = (
  broadcasts: BroadcastRepository,
  filters: BroadcastFilters,
  signal?: AbortSignal,
): Promise<BroadcastPage> => broadcasts.list(filters, signal);
