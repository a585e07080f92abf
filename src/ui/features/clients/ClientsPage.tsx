import { lazy, Suspense, useState } from 'react';
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
import './clients.css';

// The two dialogs read phones (libphonenumber-js's metadata, docs/performance.md, "Bundle budgets"): they come
// with their first opening, not with every load of the list.
const EnrolClientDialog = lazy(() =>
  import('./EnrolClientDialog').then(({ EnrolClientDialog }) => ({ default: EnrolClientDialog })),
);
const ImportClientsDialog = lazy(() =>
  import('./ImportClientsDialog').then(({ ImportClientsDialog }) => ({ default: ImportClientsDialog })),
);

type ClientsDialog = 'enrol' | 'import';

/** /app/dashboard/clients: the clients list; a row's status dropdown opens the reason dialog. */
export default function ClientsPage() {
  const clients = useService(TOKENS.Clients);
  const list = useList(CLIENTS_LIST, ({ filters, page, pageSize, sort }, signal) =>
    pageClients(clients, filters, { page, size: pageSize, sort: listSortOf(sort) }, signal),
  );
  const csv = useServerCsv((zone) => exportClients(clients, list.filters, zone));
  const [dialog, setDialog] = useState<ClientsDialog | null>(null);
  // A dialog once opened stays mounted, closed, as before: its close returns focus and keeps its draft.
  const [opened, setOpened] = useState<ReadonlySet<ClientsDialog>>(new Set());
  const open = (next: ClientsDialog) => {
    setOpened((seen) => (seen.has(next) ? seen : new Set([...seen, next])));
    setDialog(next);
  };
  const { profile } = useAdminProfile();
  const actions = (
    <>
      {mayAct(profile?.role ?? '', SUPER_ADMIN) && (
        <button type="button" className="button button--secondary" onClick={() => open('import')}>
          Import
        </button>
      )}
      <button type="button" className="button" onClick={() => open('enrol')}>
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
        {opened.has('enrol') && (
          <Suspense fallback={null}>
            <EnrolClientDialog
              open={dialog === 'enrol'}
              onClose={close}
              onEnrolled={() => {
                close();
                list.reload();
              }}
            />
          </Suspense>
        )}
        {opened.has('import') && (
          <Suspense fallback={null}>
            <ImportClientsDialog open={dialog === 'import'} onClose={close} onImported={list.reload} />
          </Suspense>
        )}
      </ListPage>
    </BlockDialogScope>
  );
}
