import { TOKENS } from '../../../application/tokens';
import { listClients } from '../../../application/use-cases/list-clients';
import { CLIENT_FILTERS } from '../../../domain/filters';
import { DataTable } from '../../shared/components/table/DataTable';
import { useService } from '../../shared/hooks/useService';
import { ListPage } from '../../shared/list/ListPage';
import { useList } from '../../shared/list/useList';
import { clientHref } from '../../shared/routes/paths';
import { BlockControl } from './block-control';
import { BlockReasonDialog } from './BlockReasonDialog';
import { CLIENT_COLUMNS } from './client-columns';
import { CLIENT_FILTER_GROUPS } from './client-filters';
import { useBlockDialog } from './useBlockDialog';

/** /app/dashboard/clients: search, filters, page and sort in the query string; a row's status opens its dialog. */
export default function ClientsPage() {
  const clients = useService(TOKENS.Clients);
  const list = useList({
    codec: CLIENT_FILTERS,
    columns: CLIENT_COLUMNS,
    load: ({ filters }, signal) => listClients(clients, filters, signal),
    rows: (answer) => answer,
  });
  // A status change refetches the list in place: the page stays where the admin was.
  const block = useBlockDialog(list.reload);
  return (
    <ListPage
      title="Clients"
      headingId="clients-heading"
      list={list}
      dateHeading="Joined Date"
      groups={CLIENT_FILTER_GROUPS}
    >
      <BlockControl.Provider value={block}>
        <DataTable
          caption="Clients"
          columns={CLIENT_COLUMNS}
          {...list.table}
          rowKey={(client) => client.userId}
          kind="clients"
          actionHref={clientHref}
        />
      </BlockControl.Provider>
      <BlockReasonDialog control={block} />
    </ListPage>
  );
}
