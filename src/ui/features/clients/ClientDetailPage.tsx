import { useCallback, useState } from 'react';
import { TOKENS } from '../../../application/tokens';
import { getClient } from '../../../application/use-cases/get-client';
import { DetailHeader } from '../../shared/components/details/DetailHeader';
import { DetailsTable } from '../../shared/components/details/DetailsTable';
import { PageLoading } from '../../shared/components/PageLoading';
import { ErrorState } from '../../shared/components/status/ErrorState';
import { StatusSelect } from '../../shared/components/status/StatusSelect';
import { useResource } from '../../shared/hooks/useResource';
import { useService } from '../../shared/hooks/useService';
import { AddPointsDialog } from './AddPointsDialog';
import { BlockReasonDialog } from './BlockReasonDialog';
import { clientDetailRows } from './client-details';
import { NotesDialog } from './NotesDialog';
import { RedeemPointsDialog } from './RedeemPointsDialog';
import { useBlockDialog } from './useBlockDialog';
import '../../shared/components/page/console-page.css';
import './clients.css';

type OpenDialog = 'add' | 'redeem' | 'notes' | null;

/** /app/dashboard/clients/{clientId}: the client's details, points dialogs, block status and notes. */
export default function ClientDetailPage({ clientId }: { clientId: string }) {
  const clients = useService(TOKENS.Clients);
  const load = useCallback(
    (signal: AbortSignal) => getClient(clients, clientId, signal),
    [clients, clientId],
  );
  const resource = useResource(load);
  const { reload } = resource;
  const block = useBlockDialog(reload);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  // After each change the client is fetched again and the dialog closes (SPEC §4).
  const done = () => {
    reload();
    setDialog(null);
  };
  const client = resource.data;

  return (
    <section className="console-list" aria-labelledby="client-heading">
      <DetailHeader
        title={`Client ID : ${clientId}`}
        backHref="/app/dashboard/clients"
        backLabel="Back to clients"
        headingId="client-heading"
      >
        {client && (
          <>
            <button type="button" className="button button--secondary" onClick={() => setDialog('redeem')}>
              Redeem Points
            </button>
            <button type="button" className="button" onClick={() => setDialog('add')}>
              Add Points
            </button>
            <StatusSelect
              label="Block status"
              value={block.shownStatus(client.userId, client.blockStatus)}
              onChange={(next) => block.choose(client.userId, next)}
            />
          </>
        )}
      </DetailHeader>
      {resource.status === 'loading' && <PageLoading label="Loading client" />}
      {resource.status === 'error' && <ErrorState message="Could not load this client." onRetry={reload} />}
      {client && (
        <>
          <DetailsTable
            caption={`Details of client ${client.userId}`}
            rows={clientDetailRows(
              client,
              <div className="client-detail__notes">
                <p>{client.notes || '-'}</p>
                <button
                  type="button"
                  className="icon-button"
                  aria-label="Edit notes"
                  onClick={() => setDialog('notes')}
                >
                  <span aria-hidden="true">✎</span>
                </button>
              </div>,
            )}
          />
          <AddPointsDialog
            open={dialog === 'add'}
            clientId={client.userId}
            onClose={close}
            onDone={done}
            onFailed={reload}
          />
          <RedeemPointsDialog
            open={dialog === 'redeem'}
            clientId={client.userId}
            balance={client.points}
            onClose={close}
            onDone={done}
            onFailed={reload}
          />
          <NotesDialog
            open={dialog === 'notes'}
            clientId={client.userId}
            notes={client.notes ?? ''}
            onClose={close}
            onDone={done}
            onFailed={reload}
          />
          <BlockReasonDialog control={block} />
        </>
      )}
    </section>
  );
}
