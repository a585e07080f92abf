import { useState } from 'react';
import { TOKENS } from '../../../application/tokens';
import { SUPER_ADMIN, mayAct } from '../../../domain/roles';
import { useAdminProfile } from '../../session/admin-profile';
import { exportClients, pageClients } from '../../../application/use-cases/list-clients';
import { listSortOf } from '../../../domain/list-order';
import { useService } from '../../shared/hooks/useService';
import { ListPage } from '../../shared/list/ListPage';
import { useList } from '../../shared/list/useList';
import { useServerCsv } from '../../shared/list/useServerCsv';
import { clientHref } from '../../shared/routes/paths';
import { BlockDialogScope } from './block-dialog-scope';
import { BlockReasonDialog } from './BlockReasonDialog';
import { CLIENTS_LIST } from './clients-list';
import { EnrolClientDialog } from './EnrolClientDialog';
import { ImportClientsDialog } from './ImportClientsDialog';
import './clients.css';

/** /app/dashboard/clients: the clients list; a row's status dropdown opens the reason dialog. */
export default function ClientsPage() {
  const clients = useService(TOKENS.Clients);
  const list = useList(CLIENTS_LIST, ({ filters, page, pageSize, sort }, signal) =>
    pageClients(clients, filters, { page, size: pageSize, sort: listSortOf(sort) }, signal),
  );
  const csv = useServerCsv((zone) => exportClients(clients, list.filters, zone));
  const [dialog, setDialog] = useState<'enrol' | 'import' | null>(null);
  const { profile } = useAdminProfile();
  const actions = (
    <>
      {mayAct(profile?.role ?? '', SUPER_ADMIN) && (
        <button type="button" className="button button--secondary" onClick={() => setDialog('import')}>
          Import
        </button>
      )}
      <button type="button" className="button" onClick={() => setDialog('enrol')}>
        Add client
      </button>
    </>
  );
  const close = () => setDialog(null);
  return (
    // A status change refetches the list in place: the page stays where the admin was.
    <BlockDialogScope refetch={list.reload}>
      <ListPage list={list} exportCsv={csv} kind="clients" actionHref={clientHref} actions={actions}>
        <BlockReasonDialog />
        <EnrolClientDialog
          open={dialog === 'enrol'}
          onClose={close}
          onEnrolled={() => {
            close();
            list.reload();
          }}
        />
        <ImportClientsDialog open={dialog === 'import'} onClose={close} onImported={list.reload} />
      </ListPage>
    </BlockDialogScope>
  );
}
