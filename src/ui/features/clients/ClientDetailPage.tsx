import { useState } from 'react';
import { TOKENS } from '../../../application/tokens';
import { getClient } from '../../../application/use-cases/get-client';
import { DetailPage, type RecordKind } from '../../shared/components/details/DetailPage';
import { useResource } from '../../shared/hooks/useResource';
import { useRestoredDraft } from '../../shared/forms/useRestoredDraft';
import { useService } from '../../shared/hooks/useService';
import { PATHS } from '../../shared/routes/paths';
import { BlockDialogScope } from './block-dialog-scope';
import { ClientActivity } from './ClientActivity';
import { ClientExpiry } from './ClientExpiry';
import { ClientPointsHistory } from './ClientPointsHistory';
import { BlockReasonDialog } from './BlockReasonDialog';
import { ClientDetails, reopened, type ClientDialog } from './ClientDetails';
import { ClientStatus } from './ClientStatus';
import './clients.css';

const CLIENT: RecordKind = {
  what: 'client',
  idLabel: 'Client ID',
  backHref: PATHS.clients,
  backLabel: 'Back to clients',
};

/** /app/dashboard/clients/{clientId}: the client's details, points dialogs and history, block status and notes. */
export default function ClientDetailPage({ clientId }: { clientId: string }) {
  const clients = useService(TOKENS.Clients);
  const resource = useResource(clientId, (signal) => getClient(clients, clientId, signal), {
    keepOnFailedReload: true,
  });
  // A dialog open when the session ended opens again after sign-in, with what was typed.
  const restored = useRestoredDraft();
  const [dialog, setDialog] = useState<ClientDialog>(() => reopened(restored));

  return (
    <BlockDialogScope refetch={resource.reload}>
      <DetailPage
        kind={CLIENT}
        id={clientId}
        resource={resource}
        actions={(client) => (
          <>
            <button type="button" className="button button--secondary" onClick={() => setDialog('details')}>
              Edit details
            </button>
            <button type="button" className="button button--secondary" onClick={() => setDialog('redeem')}>
              Redeem Points
            </button>
            <button type="button" className="button" onClick={() => setDialog('add')}>
              Add Points
            </button>
            <ClientStatus client={client} label="Block status" />
          </>
        )}
      >
        {(client) => (
          <>
            <ClientDetails
              client={client}
              dialog={dialog}
              onDialog={setDialog}
              onChanged={resource.reload}
              restored={restored}
            />
            <ClientExpiry client={client} />
            <ClientPointsHistory client={client} />
            <ClientActivity client={client} />
          </>
        )}
      </DetailPage>
      <BlockReasonDialog />
    </BlockDialogScope>
  );
}
