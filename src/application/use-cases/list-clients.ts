import type { ClientFilters } from '../../domain/filters.types';
import type { ClientPage, ClientRepository } from '../ports/client-repository';
import type { ListExportFile, ListView } from '../ports/list-view';

/**
 * One page of the clients list, in the order asked, across the whole filtered list. Every visit asks the
 * server afresh (stale time 0, docs/product.md §7): no cache here.
 */
export const pageClients = (
  clients: ClientRepository,
  filters: ClientFilters,
  view: ListView,
  signal?: AbortSignal,
): Promise<ClientPage> => clients.page(filters, view, signal);

/** The whole filtered list as the server's CSV file, dates in the admin's zone. */
export const exportClients = (
  clients: ClientRepository,
  filters: ClientFilters,
  zone: string,
): Promise<ListExportFile> => clients.export(filters, zone);
