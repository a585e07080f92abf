import { BLOCK_STATUSES } from '../../../domain/constants';
import type { Client } from '../../../domain/entities';
import { CLIENT_FILTERS } from '../../../domain/filters';
import type { ClientFilters } from '../../../domain/filters.types';
import { choicesOf, LOCATION_GROUP } from '../../shared/components/filters/FilterPanel';
import type { ClientPage } from '../../../application/ports/client-repository';
import {
  serverSortedListOf,
  type FilterPanelDefinition,
  type ListDefinition,
} from '../../shared/list/list-definition';
import { CLIENT_COLUMNS } from './client-columns';

/** Location and block status, both multi-select, by Joined Date (docs/product.md §2, §3). */
const PANEL: FilterPanelDefinition<ClientFilters> = {
  codec: CLIENT_FILTERS,
  dateHeading: 'Joined Date',
  groups: [
    LOCATION_GROUP,
    { key: 'blockStatus', legend: 'Status', multiple: true, options: choicesOf(BLOCK_STATUSES) },
  ],
};

const clientId = (client: Client) => client.userId;

/** The clients list, paged, sorted and searched by the server (docs/product.md §10.18). */
export const CLIENTS_LIST: ListDefinition<ClientFilters, Client, ClientPage> = serverSortedListOf(
  'Clients',
  PANEL,
  CLIENT_COLUMNS,
  clientId,
  (answer) => answer.rows,
);
