import { useCallback } from 'react';
import { TOKENS } from '../../../application/tokens';
import { listClients } from '../../../application/use-cases/list-clients';
import { CLIENT_FILTERS } from '../../../domain/filters';
import { FilterPanel } from '../../shared/components/filters/FilterPanel';
import { SearchBox } from '../../shared/components/search/SearchBox';
import { DataTable } from '../../shared/components/table/DataTable';
import { useQueryState } from '../../shared/hooks/useQueryState';
import { useResource } from '../../shared/hooks/useResource';
import { useService } from '../../shared/hooks/useService';
import { BlockReasonDialog } from './BlockReasonDialog';
import { clientColumns } from './client-columns';
import { CLIENT_FILTER_GROUPS } from './client-filters';
import { useBlockDialog } from './useBlockDialog';
import '../../shared/components/page/console-page.css';
import './clients.css';

export const clientHref = (clientId: string) => `/app/dashboard/clients/${encodeURIComponent(clientId)}`;

/** /app/dashboard/clients: search, filters and the clients table, all kept in the query string. */
export default function ClientsPage() {
  const clients = useService(TOKENS.Clients);
  const [filters, setFilters] = useQueryState(CLIENT_FILTERS);
  const load = useCallback(
    (signal: AbortSignal) => listClients(clients, filters, signal),
    [clients, filters],
  );
  const list = useResource(load);
  const block = useBlockDialog(list.reload);

  return (
    <section className="console-list" aria-labelledby="clients-heading">
      <div className="console-list__header">
        <h2 id="clients-heading">Clients</h2>
        <div className="console-list__tools">
          <SearchBox value={filters.search} onSearch={(search) => setFilters({ ...filters, search })} />
          <FilterPanel
            dateHeading="Joined Date"
            applied={filters}
            groups={CLIENT_FILTER_GROUPS}
            onApply={setFilters}
            onReset={() => setFilters(CLIENT_FILTERS.empty)}
          />
        </div>
      </div>
      <DataTable
        caption="Clients"
        columns={clientColumns(block)}
        rows={list.data}
        status={list.status}
        onRetry={list.reload}
        rowKey={(client) => client.userId}
        kind="clients"
        actionHref={clientHref}
      />
      <BlockReasonDialog control={block} />
    </section>
  );
}
