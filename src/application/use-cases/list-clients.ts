import type { Client } from '../../domain/entities';
import type { ClientFilters } from '../../domain/filters.types';
import type { ClientRepository } from '../ports/client-repository';

/** Every visit asks the server afresh (stale time 0, docs/product.md §7): no cache here. */
export const listClients = (
  clients: ClientRepository,
  filters: ClientFilters,
  signal?: AbortSignal,
): Promise<Client[]> => clients.list(filters, signal);
