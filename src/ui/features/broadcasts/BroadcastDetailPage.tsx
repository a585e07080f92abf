import { TOKENS } from '../../../application/tokens';
import { getBroadcast } from '../../../application/use-cases/get-broadcast';
import { DetailPage, type RecordKind } from '../../shared/components/details/DetailPage';
import { DetailsTable } from '../../shared/components/details/DetailsTable';
import { useResource } from '../../shared/hooks/useResource';
import { useService } from '../../shared/hooks/useService';
import { PATHS } from '../../shared/routes/paths';
import { broadcastFields } from './broadcast-fields';
import { useState } from 'react';
import { BroadcastDeliveryCounts } from './BroadcastDeliveryCounts';
import { ResendBroadcastDialog } from './ResendBroadcastDialog';
import './broadcasts.css';

const BROADCAST: RecordKind = {
  what: 'broadcast',
  idLabel: 'Broadcast ID',
  backHref: PATHS.broadcasts,
  backLabel: 'Back to broadcasts',
};

/** /app/dashboard/broadcasts/{broadcastId}: every field of one broadcast, and Resend BC. */
export default function BroadcastDetailPage({ broadcastId }: { broadcastId: string }) {
  const broadcasts = useService(TOKENS.Broadcasts);
  const resource = useResource(broadcastId, (signal) => getBroadcast(broadcasts, broadcastId, signal));
  const [confirming, setConfirming] = useState(false);
  return (
    <DetailPage
      kind={BROADCAST}
      id={broadcastId}
      resource={resource}
      actions={() => (
        <button type="button" className="button" onClick={() => setConfirming(true)}>
          Resend BC
        </button>
      )}
    >
      {(bc) => (
        <>
          <DetailsTable caption="Broadcast details" rows={broadcastFields(bc)} />
          <BroadcastDeliveryCounts broadcastId={bc.broadcastId} round={bc.resends ?? 0} />
          <ResendBroadcastDialog open={confirming} broadcast={bc} onClose={() => setConfirming(false)} />
        </>
      )}
    </DetailPage>
  );
}
