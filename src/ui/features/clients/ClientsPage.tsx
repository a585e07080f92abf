import { TOKENS } from '../../../application/tokens';
import { listClients } from '../../../application/use-cases/list-clients';
import { useService } from '../../shared/hooks/useService';
import { ListPage } from '../../shared/list/ListPage';
import { useList } from '../../shared/list/useList';
import { useListCsv } from '../../shared/list/useListCsv';
import { clientHref } from '../../shared/routes/paths';
import { BlockControl } from './block-control';
import { BlockReasonDialog } from './BlockReasonDialog';
import { CLIENTS_LIST } from './clients-list';
import { useBlockDialog } from './useBlockDialog';

/** /app/dashboard/clients: the clients list; a row's status dropdown opens the reason dialog. */
export default function ClientsPage() {
  const clients = useService(TOKENS.Clients);
  const list = useList(CLIENTS_LIST, ({ filters }, signal) => listClients(clients, filters, signal));
  // A status change refetches the list in place: the page stays where the admin was.
  const block = useBlockDialog(list.reload);
  const csv = useListCsv(list, 'clients');
  return (
    <BlockControl.Provider value={block}>
      <ListPage list={list} exportCsv={csv} kind="clients" actionHref={clientHref}>
        <BlockReasonDialog control={block} />
      </ListPage>
    </BlockControl.Provider>
  );
}
